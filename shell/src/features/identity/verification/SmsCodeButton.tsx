import { secondsUntilResend, unwrap, useCountdown, useMutation, type ApiError, type ApiResult } from '@khela/shared';
import { useRef, useState } from 'react';
import type { CodeSent } from './verification-calls';
import styles from './verification.module.css';
import { useIdentityTranslation } from '../identity-texts';

/** SPEC §5: a click on "get code" counts at most once a second. */
export const SMS_CLICK_PAUSE_MS = 1000;

export interface SmsCodeButtonProps {
  /**
   * Asks for the code (checking the number and passing the slider first, as the form needs).
   * Resolve null when the reader gave up on the way (e.g. closed the slider): nothing is shown.
   */
  request: () => Promise<ApiResult<CodeSent> | null>;
  disabled?: boolean;
  onSent?: (sent: CodeSent) => void;
  onError?: (error: ApiError) => void;
}

/**
 * "Get code": sends through `request`, then counts down to the next allowed send and stays
 * disabled meanwhile. Server errors (too frequent, number taken, …) are shown under it as sent.
 */
export function SmsCodeButton({ request, disabled = false, onSent, onError }: SmsCodeButtonProps) {
  const { t } = useIdentityTranslation();
  const { secondsLeft, start } = useCountdown();
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [everSent, setEverSent] = useState(false);
  const lastClick = useRef(0);
  // A send is a mutation: its pending state and refusal come from the query layer, and the
  // callbacks given to mutate() are dropped when the button is gone before the answer.
  const send = useMutation<CodeSent | null, ApiError>({
    mutationFn: async () => {
      const result = await request();
      return result === null ? null : unwrap(Promise.resolve(result));
    },
  });
  const sending = send.isPending;
  const error = send.error?.message ?? null;

  const onClick = () => {
    const now = Date.now();
    if (sending || secondsLeft > 0 || now - lastClick.current < SMS_CLICK_PAUSE_MS) return;
    lastClick.current = now;
    send.mutate(undefined, {
      onSuccess: (sent) => {
        if (!sent) return;
        setEverSent(true);
        setSentMinutes(sent.expiredMinutes);
        start(secondsUntilResend(sent.expiredMinutes));
        onSent?.(sent);
      },
      onError: (failure) => {
        setSentMinutes(null);
        onError?.(failure);
      },
    });
  };

  const label = sending
    ? t('verification.sms.sending')
    : secondsLeft > 0
      ? t('verification.sms.resendIn', { seconds: secondsLeft })
      : everSent
        ? t('verification.sms.resend')
        : t('verification.sms.send');

  return (
    <div className={styles.smsCode}>
      <button type="button" className={`kh-button ${styles.smsButton}`} onClick={onClick} disabled={disabled || sending || secondsLeft > 0}>
        {label}
      </button>
      <p role="status" className={styles.smsStatus}>
        {sentMinutes !== null && !error ? t('verification.sms.sent', { minutes: sentMinutes }) : ''}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
