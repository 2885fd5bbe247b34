import { AreaFailure, EmptyState, Link, useLocation } from '@khela/shared';
import type { LotteryArea } from '@khela/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/lib/server-clock';
import { Countdown } from './Countdown';
import { boardHref } from './lottery-kinds';
import { ResultBalls } from './ResultBalls';
import { useLiveDraws, useLobby } from './use-lottery';
import styles from './lottery.module.css';

/** The lobby: every game of the page's area with its next draw's countdown and its last result. */
export function Lobby({ area }: { area: LotteryArea }) {
  const { t } = useTranslation('lottery');
  const { pathname } = useLocation();
  const titleId = useId();
  const lobby = useLobby(area);
  const now = useServerNow(lobby.data?.skewMs ?? 0);
  const games = lobby.data?.games ?? [];
  useLiveDraws(games.map((game) => game.gameCode));

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="lottery-lobby">
      <h2 id={titleId} className={styles.subtitle}>
        {t('lobby.draws')}
      </h2>
      {lobby.error && !lobby.isFetching ? (
        <AreaFailure area="lottery-lobby" onRetry={() => void lobby.refetch()} />
      ) : !lobby.data ? (
        <p className={styles.muted} aria-busy="true">
          {t('loading')}
        </p>
      ) : games.length === 0 ? (
        <EmptyState title={t('lobby.noDraws')} />
      ) : (
        <ul className={styles.cards}>
          {games.map((game) => (
            <li key={game.gameCode} className={styles.card} data-testid={`lottery-game-${game.gameCode}`}>
              <h3 className={styles.cardTitle}>{game.name}</h3>
              {game.nextDraw ? (
                <p className={styles.cardLine}>
                  <span>{t('lobby.nextDraw', { drawNo: game.nextDraw.drawNo })}</span>
                  <span className={styles.countdownSmall}>
                    <span className={styles.visuallyHidden}>{t('lobby.closesIn')} </span>
                    <Countdown until={game.nextDraw.closesAt} now={now} />
                  </span>
                </p>
              ) : (
                <p className={styles.muted}>{t('lobby.noNextDraw')}</p>
              )}
              <div className={styles.cardLine}>
                <span className={styles.muted}>{game.lastDraw ? t('lobby.lastResult', { drawNo: game.lastDraw.drawNo }) : t('lobby.noResult')}</span>
                {game.lastDraw && <ResultBalls kind={game.kind} result={game.lastDraw.result} compact />}
              </div>
              <Link to={boardHref(pathname, game.gameCode)} className={styles.play} aria-label={t('lobby.play', { name: game.name })}>
                {t('betting.views.play')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
