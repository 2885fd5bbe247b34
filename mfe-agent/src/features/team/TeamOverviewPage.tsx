import { useToday, type TeamPeriod } from '@khela/shared';
import { type DayRange, lastDays, LoadStatus, PageFrame, ReportDateRange } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamCalls } from './team-calls';
import { useTeamFormat } from './use-team-format';
import { useTeamQuery } from './use-team-query';
import styles from './team.module.css';

const periods: readonly TeamPeriod[] = ['today', 'yesterday', 'week', 'month', 'custom'];

/**
 * agentTeamOverview: the team's figures for today, yesterday, this week, this month or a range of
 * days (SPEC §9's previous / next 7 and 30 days), all counted by the api in the brand's time zone.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const today = useToday();
  const { money, count, day } = useTeamFormat();
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const [range, setRange] = useState<DayRange>(() => lastDays(7, today));
  const custom = period === 'custom';
  const overview = useTeamQuery(['overview', period, custom ? range : null], () => teamCalls.overview(custom ? { period, from: range.from, to: range.to } : { period }));
  const value = overview.value;

  const figure = (key: string, shown: string, note?: string) => (
    <div className={styles.figure} data-testid={`figure-${key}`}>
      <dt>{t(`team.overview.${key}`)}</dt>
      <dd>
        <strong>{shown}</strong>
        {note && <small className={styles.note}>{note}</small>}
      </dd>
    </div>
  );

  return (
    <PageFrame title={t('pages.agentTeamOverview.title')} intro={t('pages.agentTeamOverview.intro')} testId="agent-page-agentTeamOverview">
      <div className={styles.segments} role="group" aria-label={t('team.periods.label')}>
        {periods.map((option) => (
          <button key={option} type="button" className={styles.segment} aria-pressed={period === option} onClick={() => setPeriod(option)}>
            {t(`team.periods.${option}`)}
          </button>
        ))}
      </div>
      {custom && <ReportDateRange namespace="agent" value={range} onChange={setRange} today={today} />}
      <LoadStatus loading={overview.loading} error={overview.error} onRetry={overview.reload} shown={Boolean(overview.value)} shape="cards" count={2} />
      {value && (
        <section aria-labelledby="agent-overview-figures" aria-busy={overview.loading}>
          <h2 id="agent-overview-figures" className={styles.cardTitle}>
            {t('team.overview.figures')} <small className={styles.note}>{t('team.overview.range', { from: day(value.from), to: day(value.to) })}</small>
          </h2>
          <dl className={styles.figures}>
            {figure('teamSize', count(value.teamSize))}
            {figure('directDownlines', count(value.directDownlines))}
            {figure('newRegistrations', count(value.newRegistrations))}
            {figure('activeMembers', count(value.activeMembers), t('team.overview.activeRule', { turnover: money(value.activeRule.minValidTurnover), deposit: money(value.activeRule.minDeposit) }))}
            {figure('firstDeposits', money(value.firstDeposits.amount), t('team.overview.count', { n: count(value.firstDeposits.count) }))}
            {figure('deposits', money(value.deposits.amount), t('team.overview.count', { n: count(value.deposits.count) }))}
            {figure('withdrawals', money(value.withdrawals.amount), t('team.overview.count', { n: count(value.withdrawals.count) }))}
            {figure('validTurnover', money(value.validTurnover))}
            {figure('membersProfit', value.membersProfit > 0 ? `+${money(value.membersProfit)}` : money(value.membersProfit), t('team.overview.profitHint'))}
          </dl>
        </section>
      )}
    </PageFrame>
  );
}
