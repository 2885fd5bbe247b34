import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha, type Captcha } from './verification-calls';
import styles from './verification.module.css';

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
  const { t } = useTranslation('shell');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resting, setResting] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const latest = useRef(0);
  const restTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(restTimer.current), []);

  const load = useCallback(async () => {
    const request = (latest.current += 1);
    setResting(true);
    window.clearTimeout(restTimer.current);
    restTimer.current = window.setTimeout(() => setResting(false), CAPTCHA_REFRESH_PAUSE_MS);
    onChangeRef.current(null);
    const result = await fetchCaptcha();
    // A slower, older answer must not replace a newer picture.
    if (request !== latest.current) return;
    if (result.ok) {
      setCaptcha(result.value);
      setError(null);
      onChangeRef.current(result.value.captchaId);
    } else {
      setCaptcha(null);
      setError(result.error.message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  return (
    <div className={styles.captcha}>
      {captcha ? (
        <img className={styles.captchaImage} src={captcha.image} alt={t('verification.captcha.alt')} width={160} height={56} />
      ) : (
        <span className={styles.captchaPlaceholder} role="status">
          {error ?? t('verification.captcha.loading')}
        </span>
      )}
      <button type="button" className={`kh-button ${styles.iconButton}`} onClick={() => void load()} disabled={resting} aria-label={t('verification.captcha.refresh')}>
        <span aria-hidden="true">↻</span>
      </button>
    </div>
  );
}
