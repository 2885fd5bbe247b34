import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import panelStyles from '@/components/panel.module.css';
import { NonReceiptForm } from './NonReceiptForm';
import { paymentCalls, type UplineRecord, type UplineRole } from './payment-calls';
import styles from './payments.module.css';
import { RecordCard } from './RecordCard';
import { StatusBadge } from './StatusBadge';
import { usePaymentFormat } from './use-payment-format';
import { DisclosureButton } from '@/components/DisclosureButton';

export interface UplineRecordCardProps {
  record: UplineRecord;
  role: UplineRole;
  onChange: (record: UplineRecord) => void;
}

/**
 * One transfer to or from the upline. While it is SENT the receiver may confirm it and the sender
 * may report that it did not arrive (after the deadline it counts as received).
 */
export function UplineRecordCard({ record, role, onChange }: UplineRecordCardProps) {
  const { t } = useTranslation('member');
  const format = usePaymentFormat();
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'confirmed' | 'reported' | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const open = record.status === 'SENT';

  const finish = (next: UplineRecord, what: 'confirmed' | 'reported') => {
    setDone(what);
    setReporting(false);
    onChange(next);
    // The button that was pressed is gone with the new status: the outcome takes the focus.
    outcome.current?.focus();
  };
  const confirm = async () => {
    if (busy) return;
    setError(null);
    setBusy(true);
    const result = await paymentCalls.confirmReceipt(record.orderNo);
    setBusy(false);
    if (result.ok) finish(result.value, 'confirmed');
    else setError(result.error.message);
  };

  return (
    <RecordCard
      testId="upline-record"
      title={t('payments.records.order', { orderNo: record.orderNo })}
      badge={<StatusBadge status={record.status} />}
      facts={[
        [t('columns.amount'), <span className={styles.amount}>{format.money(record.amount)}</span>],
        [t(role === 'sent' ? 'upline.records.to' : 'upline.records.from'), record.counterparty],
        [t('columns.time'), format.dateTime(record.createdAt)],
        [t('upline.records.remark'), record.remark],
        [t('upline.records.confirmBy'), open ? format.dateTime(record.confirmBy) : null],
        [t('upline.records.disputeRemark'), record.disputeRemark],
        [t('upline.records.proofs'), record.proofs.length > 0 ? format.count(record.proofs.length) : null],
      ]}
    >
      {open && role === 'received' && (
        <button type="button" className={panelStyles.small} aria-disabled={busy || undefined} onClick={() => void confirm()}>
          {t('upline.records.confirm')}
        </button>
      )}
      {open && role === 'sent' && (
        <DisclosureButton buttonRef={toggle} open={reporting} controls={formId} onToggle={() => setReporting(!reporting)}>
          {t('upline.records.report')}
        </DisclosureButton>
      )}
      {reporting && (
        <NonReceiptForm
          id={formId}
          orderNo={record.orderNo}
          onReported={(next) => finish(next, 'reported')}
          onCancel={() => {
            setReporting(false);
            toggle.current?.focus();
          }}
        />
      )}
      <p role="alert" className={panelStyles.error}>
        {error ?? ''}
      </p>
      <p ref={outcome} tabIndex={-1} role="status" className={panelStyles.success}>
        {done ? t(`upline.records.done.${done}`) : ''}
      </p>
    </RecordCard>
  );
}
