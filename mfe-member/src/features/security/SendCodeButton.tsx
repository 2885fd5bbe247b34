import { formatNumber, secondsUntilResend, useCountdown, useLanguage, type ApiError, type ApiResult } from '@khela/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from './security-calls';
import styles from '@/components/panel.module.css';

/** SPEC §5: a click on "get code" counts at most once a second. */
export const CODE_CLICK_PAUSE_MS = 1000;

export interface SendCodeButtonProps {
  /** Asks for the code; resolves null when the form found the destination wrong (nothing sent). */
  request: () => Promise<ApiResult<CodeSent> | null>;
  disabled?: boolean;
  onSent: (sent: CodeSent) => void;
  onError: (error: ApiError) => void;
}

/** "Get code", then "Send again in N s" (60 s × expiredMinutes) and disabled until then. */
export function SendCodeButton({ request, disabled = false, onSent, onError }: SendCodeButtonProps) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [everSent, setEverSent] = useState(false);
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
    if (sending || secondsLeft > 0 || now - lastClick.current < CODE_CLICK_PAUSE_MS) return;
    lastClick.current = now;
    setSending(true);
    const result = await request();
    if (!alive.current) return;
    setSending(false);
    if (!result) return;
    if (result.ok) {
      setEverSent(true);
      start(secondsUntilResend(result.value.expiredMinutes));
      onSent(result.value);
    } else onError(result.error);
  };

  const label = sending
    ? t('security.code.sending')
    : secondsLeft > 0
      ? t('security.code.resendIn', { seconds: formatNumber(secondsLeft, language) })
      : everSent
        ? t('security.code.resend')
        : t('security.code.send');
  return (
    <button type="button" className={styles.small} onClick={() => void onClick()} disabled={disabled || sending || secondsLeft > 0}>
      {label}
    </button>
  );
}
