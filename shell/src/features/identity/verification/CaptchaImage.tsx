import { Icon, keepPreviousData, unwrap, useQuery } from '@khela/shared';
import { useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from './verification-calls';
import styles from './verification.module.css';
import { useIdentityTranslation } from '../identity-texts';

/** SPEC §5/§9: the captcha picture may be refreshed at most once a second. */
export const CAPTCHA_REFRESH_PAUSE_MS = 1000;

export interface CaptchaImageProps {
  /** The id to send with the typed answer; null while none is loaded. */
  onChange: (captchaId: string | null) => void;
  /** Change it to load a new picture (a captcha is used up by any answer, right or wrong). */
  reloadKey?: number | string;
}

/**
 * The captcha picture with its refresh button. The answer field stays in the form that owns it;
 * this part tells the form which captcha the answer is for.
 */
export function CaptchaImage({ onChange, reloadKey }: CaptchaImageProps) {
  const { t } = useIdentityTranslation();
  const [round, setRound] = useState(0);
  // A captcha is good for one answer: a new key (the form's reloadKey, or a refresh) asks for a new
  // one, and an answer that arrives for an older key is never shown. The old picture stays in view
  // until the new one arrives, but its id is no longer given to the form.
  const query = useQuery({
    queryKey: ['captcha', reloadKey, round],
    queryFn: () => unwrap(fetchCaptcha()),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const captcha = query.data;
  const current = query.isPlaceholderData ? undefined : captcha;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    onChangeRef.current(current?.captchaId ?? null);
  }, [current]);

  // The refresh button rests a second after each new picture is asked for.
  const [resting, setResting] = useState(true);
  useEffect(() => {
    setResting(true);
    const timer = window.setTimeout(() => setResting(false), CAPTCHA_REFRESH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [reloadKey, round]);

  return (
    <div className={styles.captcha}>
      {captcha ? (
        <img className={styles.captchaImage} src={captcha.image} alt={t('verification.captcha.alt')} width={160} height={56} />
      ) : (
        <span className={styles.captchaPlaceholder} role="status">
          {query.error?.message ?? t('verification.captcha.loading')}
        </span>
      )}
      <button type="button" className={`kh-button ${styles.iconButton}`} onClick={() => setRound((value) => value + 1)} disabled={resting} aria-label={t('verification.captcha.refresh')}>
        <Icon name="refresh" />
      </button>
    </div>
  );
}
