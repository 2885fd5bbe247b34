import { EmptyState, formatDate, formatNumber, useToday } from '@khela/shared';
import { DataTable, lastDays, LoadStatus, PageFrame, ReportDateRange, type DayRange } from '@khela/shared/reports';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import walletStyles from '@/components/records.module.css';
import { useMemberQuery } from '@/lib/use-api-query';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import { profitCalls, type PersonalProfit } from './profit-calls';
import styles from './profit.module.css';

type Figures = PersonalProfit['totals'];

/** Green for a gain, red for a loss (the account record's colours); the sign says it in words too. */
const signedTone = (minor: number) => (minor > 0 ? walletStyles.credit : minor < 0 ? walletStyles.debit : undefined) ?? '';

function Totals({ totals }: { totals: Figures }) {
  const { t } = useTranslation('member');
  const { money, signedMoney, language } = useWalletLabels();
  const headingId = useId();
  return (
    <div className={styles.totals} role="group" aria-labelledby={headingId} data-testid="profit-totals">
      <h2 id={headingId} className={styles.totalsHeading}>
        {t('profit.totals')}
      </h2>
      <dl className={styles.totalsList}>
        <div>
          <dt>{t('profit.count')}</dt>
          <dd data-testid="profit-count">{formatNumber(totals.count, language)}</dd>
        </div>
        <div>
          <dt>{t('profit.stake')}</dt>
          <dd data-testid="profit-stake">{money(totals.stake)}</dd>
        </div>
        <div>
          <dt>{t('profit.payout')}</dt>
          <dd data-testid="profit-payout">{money(totals.payout)}</dd>
        </div>
        <div>
          <dt>{t('profit.net')}</dt>
          <dd className={signedTone(totals.net)} data-testid="profit-net">
            {signedMoney(totals.net)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** One breakdown (by day, game type or vendor): a table whose rows add up to the totals. */
function Breakdown({ title, keyLabel, rows, testId }: { title: string; keyLabel: string; rows: Array<{ key: string; label: string } & Figures>; testId: string }) {
  const { t } = useTranslation('member');
  const { money, signedMoney, language } = useWalletLabels();
  return (
    <Section title={title} wide testId={testId}>
      <DataTable
        caption={title}
        emptyText={t('profit.empty')}
        columns={[
          { key: 'label', label: keyLabel },
          { key: 'count', label: t('profit.count'), numeric: true },
          { key: 'stake', label: t('profit.stake'), numeric: true },
          { key: 'payout', label: t('profit.payout'), numeric: true },
          { key: 'net', label: t('profit.net'), numeric: true },
        ]}
        rows={rows.map((row) => ({
          key: row.key,
          cells: {
            label: <span data-testid="profit-row-label">{row.label}</span>,
            count: formatNumber(row.count, language),
            stake: money(row.stake),
            payout: money(row.payout),
            net: (
              <span className={signedTone(row.net)} data-testid="profit-row-net">
                {signedMoney(row.net)}
              </span>
            ),
          },
        }))}
      />
    </Section>
  );
}

/**
 * The member center's personalProfit page (SPEC §2; docs/referral.md "Personal profit"): profit and
 * loss from the member's settled bets, by day, game type and vendor, with totals, for a date range
 * the SPEC's pickers move by 7 or 30 days (the last 7 days first).
 */
export function PersonalProfitPage() {
  const { t } = useTranslation('member');
  const today = useToday();
  const language = useWalletLabels().language;
  const [range, setRange] = useState<DayRange>(() => lastDays(7, today));
  const loaded = useMemberQuery(['profit', range.from, range.to], () => profitCalls.profit(range.from, range.to), { staleTime: 30_000 });
  const value = loaded.value;
  const typeName = (gameType: string | null) => (gameType ? t(`common:categories.${gameType}`, { defaultValue: gameType }) : t('profit.otherType'));
  return (
    <PageFrame title={t('profit.title')} intro={t('profit.intro')} testId="member-page-personalProfit">
      <div className={styles.filters}>
        <ReportDateRange namespace="member" value={range} onChange={setRange} today={today} />
      </div>
      <LoadStatus loading={loaded.loading && !value} error={loaded.error} onRetry={loaded.reload} shape="cards" count={2} />
      {value && value.totals.count === 0 && <EmptyState title={t('profit.empty')} />}
      {value && value.totals.count > 0 && (
        <div className={styles.sections}>
          <Totals totals={value.totals} />
          <Breakdown
            title={t('profit.byDay')}
            keyLabel={t('profit.day')}
            testId="profit-by-day"
            rows={value.days.map((row) => ({ ...row, key: row.day, label: formatDate(`${row.day}T12:00:00Z`, language, 'UTC') }))}
          />
          <Breakdown
            title={t('profit.byGameType')}
            keyLabel={t('profit.gameType')}
            testId="profit-by-type"
            rows={value.gameTypes.map((row) => ({ ...row, key: row.gameType ?? '-', label: typeName(row.gameType) }))}
          />
          <Breakdown title={t('profit.byVendor')} keyLabel={t('profit.vendor')} testId="profit-by-vendor" rows={value.vendors.map((row) => ({ ...row, key: row.vendor, label: row.vendorName }))} />
        </div>
      )}
      <p className={styles.note}>
        {t('profit.note')}
      </p>
    </PageFrame>
  );
}
