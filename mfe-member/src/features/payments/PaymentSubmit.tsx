import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import panelStyles from '@/components/panel.module.css';
import styles from './payments.module.css';

export interface PaymentSubmitProps {
  /** Why the form cannot be sent yet, or null when it can. */
  blockedText: string | null;
  blockedTestId?: string;
  /** Shown in the form's alert line; none keeps the (empty) line in place. */
  error: string | null;
  sending: boolean;
  submitLabel: string;
}

/** The end of a money form: why it cannot be sent yet (read with the button), its error line, the send button. */
export function PaymentSubmit({ blockedText, blockedTestId, error, sending, submitLabel }: PaymentSubmitProps) {
  const { t } = useTranslation('member');
  const blockedId = useId();
  return (
    <>
      {blockedText !== null && (
        <p id={blockedId} className={styles.muted} data-testid={blockedTestId}>
          {blockedText}
        </p>
      )}
      <p role="alert" className={panelStyles.error}>
        {error ?? ''}
      </p>
      <button type="submit" className={formStyles.primary} disabled={sending || blockedText !== null} aria-describedby={blockedText !== null ? blockedId : undefined}>
        {sending ? t('payments.sending') : submitLabel}
      </button>
    </>
  );
}
