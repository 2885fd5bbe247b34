import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import type { DepositChannel } from './payment-calls';
import styles from './payments.module.css';

/** A manual channel's payee: where to send the money, each value with a copy button. */
export function PayeeDetails({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('member');
  if (!channel.payee) return null;
  const { name, accountNumber } = channel.payee;
  return (
    <div className={styles.payee} data-testid="deposit-payee">
      <p>{t('deposit.payee.intro', { channel: channel.name })}</p>
      <div className={styles.payeeLine}>
        <span className={styles.muted}>{t('deposit.payee.name')}</span>
        <span className={styles.payeeValue} data-testid="deposit-payee-name">
          {name}
        </span>
        <CopyButton text={name} label={t('deposit.payee.copyName')} />
      </div>
      <div className={styles.payeeLine}>
        <span className={styles.muted}>{t('deposit.payee.accountNumber')}</span>
        <span className={styles.payeeValue} data-testid="deposit-payee-account">
          {accountNumber}
        </span>
        <CopyButton text={accountNumber} label={t('deposit.payee.copyAccount')} />
      </div>
    </div>
  );
}
