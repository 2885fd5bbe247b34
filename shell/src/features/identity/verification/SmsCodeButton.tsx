import { secondsUntilResend, useCountdown, type ApiError, type ApiResult } from '@khela/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from './verification-calls';
import styles from './verification.module.css';

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
  const { t } = useTranslation('shell');
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [everSent, setEverSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastClick = useRef(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const onClick = async () => {
    const now = Date.now();
    if (sending || secondsLeft > 0 || now - lastClick.current < SMS_CLICK_PAUSE_MS) return;
    lastClick.current = now;
    setSending(true);
    setError(null);
    const result = await request();
    if (!alive.current) return;
    setSending(false);
    if (!result) return;
    if (result.ok) {
      setEverSent(true);
      setSentMinutes(result.value.expiredMinutes);
      start(secondsUntilResend(result.value.expiredMinutes));
      onSent?.(result.value);
    } else {
      setSentMinutes(null);
      setError(result.error.message);
      onError?.(result.error);
    }
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
      <button type="button" className={`kh-button ${styles.smsButton}`} onClick={() => void onClick()} disabled={disabled || sending || secondsLeft > 0}>
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
