import { useTranslation } from 'react-i18next';
import type { RequestStatus, UplineStatus } from './payment-calls';
import styles from './payments.module.css';

const tone: Record<RequestStatus | UplineStatus, string> = {
  IN_PROCESS: styles.pending!,
  SENT: styles.pending!,
  APPROVED: styles.done!,
  RECEIVED: styles.done!,
  REJECTED: styles.refused!,
  DISPUTED: styles.refused!,
};

/** A request's or transfer's status, translated (SPEC §3: In Process, Approved, Rejected). */
export function StatusBadge({ status }: { status: RequestStatus | UplineStatus }) {
  const { t } = useTranslation('member');
  return (
    <span className={`${styles.badge} ${tone[status] ?? ''}`} data-testid="record-status" data-status={status}>
      {t(`payments.status.${status}`, { defaultValue: status })}
    </span>
  );
}
