import { formatDateTime, gameMenusAtom, useLanguage, type TeamBet } from '@khela/shared';
import { SelectFilter } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from './AccountFilter';
import { ReportView, useMoney } from './ReportView';
import { useAgentReport } from './use-agent-report';
import { useBrandTimeZone } from './use-brand-time-zone';

const betStatuses = ['open', 'settled', 'rolled_back'] as const;
/** SPEC §2's categories, offered while the shell has not loaded the brand's menus yet. */
const specCategories = ['RNG', 'LIVE', 'SPORTS', 'PVP', 'ESPORTS', 'FISH', 'ELOTT', 'LOTT', 'COCKFIGHT'];

/** Team betting (personalHistoryCopy in the agent center): every bet of the team. */
export function TeamBettingReport() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const timeZone = useBrandTimeZone();
  const money = useMoney();
  const menus = useAtomValue(gameMenusAtom);
  const report = useAgentReport('personalHistoryCopy', { account: '', gameType: '', vendor: '', status: '' });
  const offered = menus.filter((menu) => menu.vendors.length > 0).map((menu) => menu.gameType);
  const categories = offered.length > 0 ? offered : specCategories;
  const seen = new Set<string>();
  const vendors = menus
    .filter((menu) => !report.filters.gameType || menu.gameType === report.filters.gameType)
    .flatMap((menu) => menu.vendors)
    .filter((vendor) => !seen.has(vendor.vassalage) && Boolean(seen.add(vendor.vassalage)));
  const all: [string, string] = ['', t('reports.all')];
  const answer = report.value;
  return (
    <ReportView<'personalHistoryCopy', TeamBet>
      id="personalHistoryCopy"
      report={report}
      filters={
        <>
          <AccountFilter value={report.filters.account ?? ''} onApply={(account) => report.changeFilters({ account })} />
          <SelectFilter
            label={t('reports.gameType')}
            value={report.filters.gameType ?? ''}
            options={[all, ...categories.map((type): [string, string] => [type, t(`common:categories.${type}`, { defaultValue: type })])]}
            onChange={(gameType) => report.changeFilters({ gameType, vendor: '' })}
          />
          <SelectFilter
            label={t('reports.vendor')}
            value={report.filters.vendor ?? ''}
            options={[all, ...vendors.map((vendor): [string, string] => [vendor.vassalage, vendor.displayName])]}
            onChange={(vendor) => report.changeFilters({ vendor })}
          />
          <SelectFilter
            label={t('reports.status')}
            value={report.filters.status ?? ''}
            options={[all, ...betStatuses.map((status): [string, string] => [status, t(`reports.betStatus.${status}`)])]}
            onChange={(status) => report.changeFilters({ status })}
          />
        </>
      }
      columns={[
        { key: 'placedAt', cell: (bet) => <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt, language, timeZone)}</time> },
        { key: 'account', cell: (bet) => bet.account },
        { key: 'game', cell: (bet) => bet.gameName },
        { key: 'vendor', cell: (bet) => bet.vendorName },
        { key: 'stake', numeric: true, cell: (bet) => money(bet.stake) },
        { key: 'payout', numeric: true, cell: (bet) => money(bet.payout) },
        { key: 'net', numeric: true, cell: (bet) => money(bet.net) },
        { key: 'status', cell: (bet) => t(`reports.betStatus.${bet.status}`) },
      ]}
      rows={answer?.records ?? []}
      rowKey={(bet) => bet.id}
      totals={answer ? { stake: money(answer.totals.stake), payout: money(answer.totals.payout), net: money(answer.totals.net) } : {}}
      total={answer?.total ?? 0}
      totalPages={answer?.totalPages ?? 1}
    />
  );
}
