import { currencySymbolAtom, formatMoney, useLanguage, type Winner } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTimeZone } from '@/lib/brand-time';
import styles from './winners.module.css';
import { winnerTime } from './winner-time';

/** Rows the board's window shows; a longer list scrolls by like a ticker. */
const visibleRows = 5;
/** Seconds each row takes to pass: slow enough to read a name and an amount. */
const secondsPerRow = 2.5;

function WinnerRows({ winners, hidden = false }: { winners: readonly Winner[]; hidden?: boolean }) {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useBrandTimeZone();
  return (
    <ul className={styles.rows} aria-hidden={hidden || undefined}>
      {winners.map((winner, index) => (
        <li key={`${winner.time}-${winner.player}-${index}`} className={styles.row}>
          <span className={styles.player}>{winner.player}</span>
          <span className={styles.amount}>{formatMoney(winner.amount, { language, currencySymbol })}</span>
          <span className={styles.game}>{winner.gameName}</span>
          <time className={styles.time} dateTime={winner.time}>
            {winnerTime(winner.time, language, timeZone)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/**
 * The list of winners moving upwards (its own chunk, fetched as the board nears the viewport). It stops under the pointer, on keyboard focus and with its
 * pause button (WCAG 2.2.2), and stands still (scrolled by hand) for readers who ask for reduced
 * motion. A second copy of the rows, hidden from assistive technology, makes the loop seamless.
 */
export function WinnersTicker({ winners }: { winners: readonly Winner[] }) {
  const { t } = useTranslation('home');
  const [paused, setPaused] = useState(false);
  const moving = winners.length > visibleRows;
  const duration = { '--ticker-duration': `${Math.round(winners.length * secondsPerRow)}s` } as CSSProperties;
  return (
    <div className={styles.ticker} data-moving={moving} data-paused={paused} data-testid="winners-ticker">
      <div className={styles.window} tabIndex={moving ? 0 : undefined} role={moving ? 'group' : undefined} aria-label={moving ? t('winners.list') : undefined}>
        <div className={styles.track} style={duration}>
          <WinnerRows winners={winners} />
          {moving && <WinnerRows winners={winners} hidden />}
        </div>
      </div>
      {moving && (
        <button type="button" className={styles.pause} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
          {t(paused ? 'winners.resume' : 'winners.pause')}
        </button>
      )}
    </div>
  );
}
