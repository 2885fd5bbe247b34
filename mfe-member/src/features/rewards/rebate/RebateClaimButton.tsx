import { bus, newRequestId, unwrap, useMutation, type ApiError } from '@khela/shared';
import { formStyles } from '@khela/shared/reports';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import panelStyles from '@/components/panel.module.css';
import { rebateCalls, type RebateClaim, type RebatePage } from './rebate-calls';
import styles from './rebate.module.css';
import { useRebateFormat } from './use-rebate-format';

/**
 * The claim button: off with the reason read beside it (a first-deposit bonus being wagered, below
 * the minimum, the day's cap reached). One requestId per press; a lost answer retried with the same
 * id pays once.
 */
export function RebateClaimButton({ rebate, onClaimed }: { rebate: RebatePage; onClaimed: (claim: RebateClaim) => void }) {
  const { t } = useTranslation('member');
  const { money, multiple } = useRebateFormat();
  const reasonId = useId();
  const requestId = useRef<string | null>(null);
  const mutation = useMutation<RebateClaim, ApiError, string>({ mutationFn: (id) => unwrap(rebateCalls.claim(id)) });

  const reason = rebate.refusal === null ? null : t(`rebate.refusal.${rebate.refusal}`, { min: money(rebate.minClaim), cap: money(rebate.dailyCap), title: rebate.blockedBy?.title ?? '' });
  const claim = () => {
    if (mutation.isPending || reason !== null) return;
    requestId.current ??= newRequestId();
    mutation.mutate(requestId.current, {
      onSuccess: (claimed) => {
        requestId.current = null;
        bus.emit('balance:changed', { reason: 'rebate' });
        onClaimed(claimed);
      },
    });
  };
  const paid = mutation.data;

  return (
    <div className={styles.stack}>
      {reason !== null && (
        <p id={reasonId} className={styles.reason} data-testid="rebate-reason">
          {reason}
        </p>
      )}
      <p role="alert" className={panelStyles.error}>
        {mutation.error?.message ?? ''}
      </p>
      <p role="status" className={panelStyles.success} data-testid="rebate-outcome">
        {paid ? (paid.multipleX100 > 0 ? t('rebate.claimedBonus', { amount: money(paid.paid), multiple: multiple(paid.multipleX100) }) : t('rebate.claimedCash', { amount: money(paid.paid) })) : ''}
      </p>
      <button type="button" className={formStyles.primary} onClick={claim} disabled={mutation.isPending || reason !== null} aria-describedby={reason !== null ? reasonId : undefined}>
        {mutation.isPending ? t('rebate.claiming') : t('rebate.claim', { amount: money(rebate.claimable) })}
      </button>
    </div>
  );
}
