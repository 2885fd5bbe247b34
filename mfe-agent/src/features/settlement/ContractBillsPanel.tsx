import { AreaFailure, configAtom, currencySymbolAtom, formatDateTime, formatMoney, formatNumber, keepPreviousData, useLanguage, useQuery, useToday } from '@khela/shared';
import { DataTable, lastDays, ReportDateRange, type DayRange } from '@khela/shared/reports';
import type { Bill, SettlementKind } from '@khela/contracts';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBills } from './settlement-calls';
import styles from './settlement.module.css';

export const billsPageSize = 20;

const BILL_COLUMNS = ['period', 'account', 'team', 'activeMembers', 'tier', 'amount', 'paid', 'status'] as const;

/**
 * The records tab of a contract kind's page (agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary): the agent's own bills, or the bills it paid its direct
 * downlines, over a range of days in the brand's time zone (last 7 first), a page at a time, with
 * totals over the whole range. Period, team turnover (dividends: members' net loss), active
 * members, tier and rate, amount, paid and the status in words.
 */
export function ContractBillsPanel({ kind }: { kind: SettlementKind }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const today = useToday();
  const timeZone = useAtomValue(configAtom)?.merchant.timeZone ?? 'Asia/Dhaka';
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const tabsId = useId();
  const [role, setRole] = useState<'own' | 'paid'>('own');
  const [range, setRange] = useState<DayRange>(() => lastDays(7, today));
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['agent-bills', kind, role, range.from, range.to, pageNo],
    queryFn: () => loadBills({ kind, role, from: range.from, to: range.to, pageNo, pageSize: billsPageSize }),
    placeholderData: keepPreviousData,
  });
  const money = (value: number) => formatMoney(value, { language, currencySymbol });
  const dividend = kind === 'dividend';
  const rateOf = (bill: Bill) =>
    bill.rateType === 'P' ? `${formatNumber(Number(bill.rate) * 100, language, 2)}%` : bill.rateType === 'F' ? money(Number(bill.rate)) : '—';

  const rows = (query.data?.page.records ?? []).map((bill) => ({
    key: bill.id,
    cells: {
      period: `${formatDateTime(bill.periodStart, language, timeZone)} – ${formatDateTime(bill.periodEnd, language, timeZone)}`,
      account: bill.account,
      team: money(dividend ? bill.teamNetLoss : bill.teamTurnover),
      activeMembers: formatNumber(bill.activeMembers, language),
      tier: bill.tier === null ? '—' : t('settlement.tierRate', { tier: formatNumber(bill.tier, language), rate: rateOf(bill) }),
      amount: money(bill.amount),
      paid: money(bill.paid),
      status: <span className={styles.agSettleStatus} data-status={bill.status}>{t(`settlement.status.${bill.status}`)}</span>,
    },
  }));
  const columns = BILL_COLUMNS.filter((key) => key !== 'account' || role === 'paid').map((key) => ({
    key,
    label: key === 'team' ? t(dividend ? 'settlement.columns.netLoss' : 'settlement.columns.turnover') : t(`settlement.columns.${key}`),
    numeric: ['team', 'activeMembers', 'amount', 'paid'].includes(key),
  }));
  const page = query.data?.page;
  const totals = query.data?.totals;
  const change = (next: () => void) => {
    next();
    setPageNo(1);
  };

  return (
    <section className={styles.agSettle} aria-labelledby={`${tabsId}-title`} data-testid={`contract-bills-${kind}`}>
      <h2 id={`${tabsId}-title`}>{t('settlement.title')}</h2>
      <div role="tablist" aria-label={t('settlement.whose')} className={styles.agSettleTabs}>
        {(['own', 'paid'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={role === value}
            className={styles.agSettleTab}
            onClick={() => change(() => setRole(value))}
          >
            {t(`settlement.role.${value}`)}
          </button>
        ))}
      </div>
      <form aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
        <ReportDateRange namespace="agent" value={range} onChange={(next) => change(() => setRange(next))} today={today} />
      </form>
      {query.error && !query.isFetching ? (
        <AreaFailure area={`contract-bills-${kind}`} onRetry={() => void query.refetch()} />
      ) : (
        <div aria-busy={query.isFetching}>
          {totals && (
            <dl className={styles.agSettleTotals} aria-label={t('settlement.totals')} data-testid="bill-totals">
              <div>
                <dt>{t(dividend ? 'settlement.columns.netLoss' : 'settlement.columns.turnover')}</dt>
                <dd>{money(dividend ? totals.teamNetLoss : totals.teamTurnover)}</dd>
              </div>
              <div>
                <dt>{t('settlement.columns.amount')}</dt>
                <dd>{money(totals.amount)}</dd>
              </div>
              <div>
                <dt>{t('settlement.columns.paid')}</dt>
                <dd>{money(totals.paid)}</dd>
              </div>
            </dl>
          )}
          <DataTable caption={t(`settlement.caption.${role}`)} columns={columns} rows={rows} emptyText={query.data ? t('settlement.empty') : t('loading')} />
          {page && page.totalPages > 1 && (
            <nav className={styles.agSettlePager} aria-label={t('settlement.pages')}>
              <button type="button" disabled={pageNo <= 1 || query.isFetching} onClick={() => setPageNo(pageNo - 1)}>
                {t('settlement.previous')}
              </button>
              <span aria-live="polite">{t('settlement.pageOf', { page: formatNumber(pageNo, language), pages: formatNumber(page.totalPages, language) })}</span>
              <button type="button" disabled={pageNo >= page.totalPages || query.isFetching} onClick={() => setPageNo(pageNo + 1)}>
                {t('settlement.next')}
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}
