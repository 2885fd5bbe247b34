import { DataTable } from '@khela/shared/reports';
import { useTranslation } from 'react-i18next';
import factStyles from '@/components/facts.module.css';
import type { RebatePage } from './rebate-calls';
import styles from './rebate.module.css';
import { useRebateFormat } from './use-rebate-format';

/** The rebate the member has now: a line per category (or vendor with its own rate), then the totals and limits. */
export function RebateNow({ rebate }: { rebate: RebatePage }) {
  const { t } = useTranslation('member');
  const { money, rate, count, lineName, multiple } = useRebateFormat();
  const columns = [
    { key: 'category', label: t('rebate.columns.category') },
    { key: 'validBet', label: t('rebate.columns.validBet'), numeric: true },
    { key: 'rate', label: t('rebate.columns.rate'), numeric: true },
    { key: 'amount', label: t('rebate.columns.amount'), numeric: true },
  ];
  const rows = rebate.lines.map((line) => ({
    key: `${line.gameType}|${line.vendorCode}`,
    cells: { category: lineName(line), validBet: money(line.validBet), rate: rate(line.ratePpm), amount: money(line.amount) },
  }));
  return (
    <div className={styles.stack}>
      <DataTable caption={t('rebate.tableCaption')} columns={columns} rows={rows} emptyText={t('rebate.empty')} />
      <dl className={`${factStyles.facts} ${styles.facts}`} data-testid="rebate-totals">
        <dt>{t('rebate.total')}</dt>
        <dd data-testid="rebate-total">{money(rebate.total)}</dd>
        <dt>{t('rebate.minimum')}</dt>
        <dd>{money(rebate.minClaim)}</dd>
        <dt>{t('rebate.dailyCap', { level: count(rebate.vipLevel) })}</dt>
        <dd>{money(rebate.dailyCap)}</dd>
        <dt>{t('rebate.claimedToday')}</dt>
        <dd>{money(rebate.claimedToday)}</dd>
        <dt>{t('rebate.claimable')}</dt>
        <dd data-testid="rebate-claimable">{money(rebate.claimable)}</dd>
      </dl>
      <p className={styles.muted}>{rebate.multipleX100 > 0 ? t('rebate.paidAsBonus', { multiple: multiple(rebate.multipleX100) }) : t('rebate.paidAsCash')}</p>
      {rebate.autoDaily && <p className={styles.muted}>{t('rebate.autoDaily')}</p>}
    </div>
  );
}
