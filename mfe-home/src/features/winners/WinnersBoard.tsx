import { currencySymbolAtom, formatMoney, gameCalls, keepPreviousData, unwrap, useLanguage, useQuery, type Winner } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeSection } from '@/components/HomeSection';
import { QueryArea } from '@/components/QueryArea';
import { useBrandTimeZone } from '@/lib/brand-time';
import { useNearViewport } from '@/lib/use-near-viewport';
import styles from './winners.module.css';
import { winnerTime } from './winner-time';

/** The board asks for the newest wins again every minute. */
export const winnersRefreshMs = 60_000;
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
 * The list of winners moving upwards. It stops under the pointer, on keyboard focus and with its
 * pause button (WCAG 2.2.2), and stands still (scrolled by hand) for readers who ask for reduced
 * motion. A second copy of the rows, hidden from assistive technology, makes the loop seamless.
 */
function WinnersTicker({ winners }: { winners: readonly Winner[] }) {
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

/** SPEC §9 winners board: the last 100 settled wins (names masked by the api), fetched when near the viewport. */
export function WinnersBoard() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { ref, near } = useNearViewport<HTMLElement>();
  const winners = useQuery({
    queryKey: ['home', 'winners', language],
    queryFn: () => unwrap(gameCalls.winners()),
    enabled: near,
    // Asked again every minute while the page is visible (a hidden tab spends no data on it); an
    // answer younger than that is shown as it is when the reader comes back to the home page.
    staleTime: winnersRefreshMs,
    refetchInterval: winnersRefreshMs,
    placeholderData: keepPreviousData,
  });
  return (
    <HomeSection ref={ref} id="winners" title={t('winners.title')}>
      <div className={styles.board}>
        <QueryArea
          query={winners}
          loading={
            <p className={styles.status} role="status">
              {t('winners.loading')}
            </p>
          }
          failedTitle={t('winners.failed')}
          isEmpty={(value) => value.list.length === 0}
          emptyTitle={t('winners.empty')}
        >
          {(value) => <WinnersTicker winners={value.list} />}
        </QueryArea>
      </div>
    </HomeSection>
  );
}
