import { currencySymbolAtom, formatMoney, formatNumber, Popup, useLanguage, type RealityCheck, type RealityCheckAction } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './reality-check.module.css';
import { playedParts } from './reality-time';

export interface RealityCheckDialogProps {
  check: RealityCheck;
  /** Records the answer; resolves false when it could not be saved (the dialog stays). */
  onAnswer: (action: RealityCheckAction) => Promise<boolean>;
}

/** Tells a game page in a frame that play is paused (or goes on): a vendor page may stop autoplay; nothing about the member is sent. */
function tellGameFrames(open: boolean): void {
  document.querySelectorAll('iframe').forEach((frame) => frame.contentWindow?.postMessage({ type: 'khela:reality-check', open }, '*'));
}

/**
 * The reality-check reminder (RTS 13): time played in this session and the net result of the bets
 * settled since it began, then continue or stop. It must be answered: no close button and Escape
 * does nothing; the focus starts on "Continue playing" and stays inside. Drawn above any game.
 */
export function RealityCheckDialog({ check, onAnswer }: RealityCheckDialogProps) {
  const { t } = useTranslation('reality');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const money = (minor: number) => formatMoney(minor, { language, currencySymbol });
  const { hours, minutes } = playedParts(check.playedSeconds);
  const time = hours > 0 ? t('hoursMinutes', { hours: formatNumber(hours, language), minutes: formatNumber(minutes, language) }) : t('minutes', { minutes: formatNumber(minutes, language) });

  useEffect(() => {
    tellGameFrames(true);
    return () => tellGameFrames(false);
  }, []);

  const answer = async (action: RealityCheckAction) => {
    setBusy(true);
    setFailed(false);
    const saved = await onAnswer(action);
    if (!saved) {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Popup title={t('title')} onClose={() => undefined} closable={false} className={styles.dialog} testId="reality-check">
      <p className={styles.text} data-testid="reality-check-played">
        {t('played', { time })}
      </p>
      <dl className={styles.figures}>
        <dt>{t('stakes')}</dt>
        <dd>{money(check.result.stakes)}</dd>
        <dt>{t('wins')}</dt>
        <dd>{money(check.result.wins)}</dd>
        <dt className={styles.net}>{t('net')}</dt>
        <dd className={styles.net} data-testid="reality-check-net">
          {money(check.result.net)}
        </dd>
      </dl>
      <p className={styles.hint}>{t('netHint', { count: formatNumber(check.result.settledBets, language) })}</p>
      <p className={styles.hint}>{t('interval', { minutes: formatNumber(check.intervalMinutes, language) })}</p>
      {failed && (
        <p className={styles.error} role="alert">
          {t('failed')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} disabled={busy} onClick={() => void answer('continue')}>
          {t('continue')}
        </button>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void answer('stop')} aria-describedby="reality-stop-hint">
          {t('stop')}
        </button>
      </div>
      <p id="reality-stop-hint" className={styles.hint}>
        {t('stopHint')}
      </p>
    </Popup>
  );
}
