import { useTranslation } from 'react-i18next';
import type { DepositChannel } from './payment-calls';
import styles from './payments.module.css';
import { CopyButton } from '@khela/shared/reports';

interface PayeeLineProps {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}

/** One value of the payee, named, with the button that copies it. */
function PayeeLine({ label, value, copyLabel, testId }: PayeeLineProps) {
  return (
    <div className={styles.payeeLine}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.payeeValue} data-testid={testId}>
        {value}
      </span>
      <CopyButton text={value} label={copyLabel} />
    </div>
  );
}

/** A manual channel's payee: where to send the money, each value with a copy button. */
export function PayeeDetails({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('member');
  if (!channel.payee) return null;
  const { name, accountNumber } = channel.payee;
  return (
    <div className={styles.payee} data-testid="deposit-payee">
      <p>{t('deposit.payee.intro', { channel: channel.name })}</p>
      <PayeeLine label={t('deposit.payee.name')} value={name} copyLabel={t('deposit.payee.copyName')} testId="deposit-payee-name" />
      <PayeeLine label={t('deposit.payee.accountNumber')} value={accountNumber} copyLabel={t('deposit.payee.copyAccount')} testId="deposit-payee-account" />
    </div>
  );
}
