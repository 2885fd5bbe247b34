import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import styles from '@/components/panel.module.css';

export interface FormFooterProps {
  /** Shown in the form's alert line; none keeps the (empty) line in place. */
  error: string | null | undefined;
  /** A submission is under way: the submit button is disabled and says `busyLabel`. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
}

/** The end of a small form: its error line, then the submit and cancel buttons. */
export function FormFooter({ error, busy, submitLabel, busyLabel, onCancel }: FormFooterProps) {
  const { t } = useTranslation('member');
  return (
    <>
      <p role="alert" className={styles.error}>
        {error ?? ''}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </>
  );
}
