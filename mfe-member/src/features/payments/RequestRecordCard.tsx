import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositRecord, WithdrawalRecord } from './payment-calls';
import styles from './payments.module.css';
import { RecordCard } from './RecordCard';
import { StatusBadge } from './StatusBadge';
import { usePaymentFormat } from './use-payment-format';

export interface RequestRecordCardProps {
  record: DepositRecord | WithdrawalRecord;
  /** How the money came in or went out (the channel, the payout account): label and value. */
  via: [string, string];
  testId: string;
  children?: ReactNode;
}

/**
 * A deposit or withdrawal request as a card: its order number and status, then the amount, how
 * it moved, when it was asked for and decided, and why it was refused.
 */
export function RequestRecordCard({ record, via, testId, children }: RequestRecordCardProps) {
  const { t } = useTranslation('member');
  const format = usePaymentFormat();
  return (
    <RecordCard
      testId={testId}
      title={t('payments.records.order', { orderNo: record.orderNo })}
      badge={<StatusBadge status={record.status} />}
      facts={[
        [t('columns.amount'), <span className={styles.amount}>{format.money(record.amount)}</span>],
        via,
        [t('columns.time'), format.dateTime(record.createdAt)],
        [t('payments.records.decidedAt'), record.decidedAt ? format.dateTime(record.decidedAt) : null],
        [t('columns.reason'), record.reason],
        // A manual deposit's code, to write in the payment's reference if it is still to be paid.
        [t('depositReference.label'), 'depositCode' in record ? (record.depositCode ?? null) : null],
      ]}
    >
      {children}
    </RecordCard>
  );
}
