import { Link } from '@khela/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, formStyles } from '@khela/shared/reports';
import panelStyles from '@/components/panel.module.css';
import type { SubmittedDeposit } from './DepositForm';
import { PayeeDetails } from './PayeeDetails';
import styles from './payments.module.css';

/**
 * A manual deposit was recorded: its order number, the code Khela issued it — which the payer
 * writes in the payment's reference, so finance matches the money to the order — with the payee
 * again, what happens next, and the way to its record.
 */
export function DepositSubmitted({ submitted, onAnother }: { submitted: SubmittedDeposit; onAnother: () => void }) {
  const { t } = useTranslation('member');
  const panel = useRef<HTMLDivElement>(null);
  // The form that had the focus is gone: the outcome takes it, and is read out.
  useEffect(() => panel.current?.focus(), []);
  const { orderNo, depositCode, channel } = submitted;
  return (
    <div ref={panel} tabIndex={-1} className={styles.notice} data-testid="deposit-submitted">
      <h2>{t('deposit.submitted.title')}</h2>
      {depositCode && (
        <div className={styles.payee} data-testid="deposit-code-panel">
          <p>{t('depositReference.instruction', { channel: channel.name })}</p>
          <div className={styles.payeeLine}>
            <span className={styles.muted}>{t('depositReference.label')}</span>
            <span className={styles.payeeValue} data-testid="deposit-code">
              {depositCode}
            </span>
            <CopyButton text={depositCode} label={t('depositReference.copy')} />
          </div>
          <p className={styles.muted}>{t('depositReference.why')}</p>
        </div>
      )}
      {depositCode && <PayeeDetails channel={channel} />}
      <p>{t('deposit.submitted.body', { orderNo })}</p>
      <div className={panelStyles.actions}>
        <Link to="/member/depositRecord" className={formStyles.primary}>
          {t('deposit.submitted.record')}
        </Link>
        <button type="button" className={formStyles.secondary} onClick={onAnother}>
          {t('deposit.submitted.another')}
        </button>
      </div>
    </div>
  );
}
