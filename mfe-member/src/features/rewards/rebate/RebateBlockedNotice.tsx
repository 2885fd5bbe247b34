import { useTranslation } from 'react-i18next';
import type { RebatePage } from './rebate-calls';
import styles from './rebate.module.css';
import { useRebateFormat } from './use-rebate-format';

/** The first-deposit bonus that keeps the rebate shut, named, with its wagering so far and the bets it left out. */
export function RebateBlockedNotice({ block, excluded }: { block: NonNullable<RebatePage['blockedBy']>; excluded: RebatePage['excluded'] }) {
  const { t } = useTranslation('member');
  const { money, count } = useRebateFormat();
  return (
    <div className={styles.notice} role="note" data-testid="rebate-blocked">
      <p>{t('rebate.blocked.body', { title: block.title, amount: money(block.amount), wagered: money(block.wagered), requirement: money(block.requirement) })}</p>
      {excluded && excluded.bets > 0 && <p>{t('rebate.blocked.excluded', { count: excluded.bets, bets: count(excluded.bets), validBet: money(excluded.validBet) })}</p>}
    </div>
  );
}
