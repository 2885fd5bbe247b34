import { Link } from '@khela/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import panelStyles from '@/components/panel.module.css';
import styles from './payments.module.css';

/** A manual deposit was recorded: its order number, what happens next, the way to its record. */
export function DepositSubmitted({ orderNo, onAnother }: { orderNo: string; onAnother: () => void }) {
  const { t } = useTranslation('member');
  const panel = useRef<HTMLDivElement>(null);
  // The form that had the focus is gone: the outcome takes it, and is read out.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className={styles.notice} data-testid="deposit-submitted">
      <h2>{t('deposit.submitted.title')}</h2>
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
