import { AreaFailure, EmptyState, Link, Skeleton, useLanguage, useLocation, useQueryClient } from '@khela/shared';
import type { LotteryArea } from '@khela/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localClock } from '@/lib/local-numbers';
import { secondsUntil, useServerNow } from '@/lib/server-clock';
import { BetPanel } from './BetPanel';
import { Countdown } from './Countdown';
import { boardHref, boardViews, hasPrizeTable, type BoardView } from './lottery-kinds';
import { MyBets } from './MyBets';
import { ResultBalls } from './ResultBalls';
import { Results } from './Results';
import { Rules } from './Rules';
import { lotteryKey, useLiveDraws, useLobby } from './use-lottery';
import { Verify } from './Verify';
import styles from './lottery.module.css';

/**
 * A game's page (`?gameCode=`): the open draw with its countdown (frozen in the last seconds), the
 * last result revealed live, and the sub-views by `?view=`: bet, my bets, results, rules, verify.
 */
export function GameBoard({ area, gameCode, view }: { area: LotteryArea; gameCode: string; view: BoardView }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const lobby = useLobby(area);
  const now = useServerNow(lobby.data?.skewMs ?? 0);
  useLiveDraws([gameCode]);
  const game = lobby.data?.games.find((g) => g.gameCode === gameCode);
  const draw = game?.nextDraw ?? null;
  const closed = draw ? secondsUntil(draw.closesAt, now) === 0 : false;
  const drawn = draw ? secondsUntil(draw.drawAt, now) === 0 : false;
  const frozen = !draw || draw.status !== 'open' || closed;

  // At the countdown's ends, ask again (the fallback when /ws is down or the member has none).
  useEffect(() => {
    if (closed || drawn) void queryClient.invalidateQueries({ queryKey: [lotteryKey] });
  }, [closed, drawn, queryClient]);

  if (lobby.error && !lobby.isFetching) return <AreaFailure area="lottery-board" onRetry={() => void lobby.refetch()} />;
  if (!lobby.data) return <Skeleton shape="cards" count={2} label={t('loading')} />;
  if (!game) {
    return (
      <EmptyState title={t('betting.unknownGame')}>
        <Link to={pathname} className={styles.link}>
          {t('betting.toLobby')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="lottery-betting">
      <div className={styles.boardHead}>
        <h2 id={titleId} className={styles.subtitle}>
          {game.name}
        </h2>
        <Link to={pathname} className={styles.link}>
          {t('betting.toLobby')}
        </Link>
      </div>
      <nav aria-label={t('betting.views.label')} className={styles.views}>
        {boardViews.map((v) => (
          <Link key={v} to={boardHref(pathname, gameCode, v)} className={styles.viewLink} aria-current={v === view ? 'page' : undefined}>
            {t(`betting.views.${v}`)}
          </Link>
        ))}
      </nav>
      {view === 'play' && (
        <>
          <div className={styles.drawBar} data-frozen={frozen}>
            {draw ? (
              <>
                <span>{t('board.draw', { drawNo: draw.drawNo })}</span>
                {frozen ? (
                  <p role="status" className={styles.frozen}>
                    {draw.status === 'open' || draw.status === 'closed' ? t('board.frozen', { time: localClock(secondsUntil(draw.drawAt, now), language) }) : t('board.waiting')}
                  </p>
                ) : (
                  <span className={styles.countdown}>
                    <span className={styles.visuallyHidden}>{t('board.closesIn')} </span>
                    <Countdown until={draw.closesAt} now={now} />
                  </span>
                )}
              </>
            ) : (
              <p role="status">{t('board.waiting')}</p>
            )}
          </div>
          <section className={styles.reveal} aria-live="polite" aria-label={game.lastDraw ? t('board.lastDraw', { drawNo: game.lastDraw.drawNo }) : t('board.noLastDraw')}>
            {game.lastDraw ? (
              <div key={game.lastDraw.id} className={styles.revealBody} data-testid="lottery-reveal">
                <span>{t('board.lastDraw', { drawNo: game.lastDraw.drawNo })}</span>
                <ResultBalls kind={game.kind} result={game.lastDraw.result} compact={hasPrizeTable(game.kind)} />
              </div>
            ) : (
              <span className={styles.muted}>{t('board.noLastDraw')}</span>
            )}
            {game.lastDraw?.result && hasPrizeTable(game.kind) && (
              <details className={styles.allPrizes} data-testid="lottery-all-prizes">
                <summary>{t('board.allPrizes')}</summary>
                <ResultBalls kind={game.kind} result={game.lastDraw.result} />
              </details>
            )}
          </section>
          <BetPanel key={game.gameCode} game={game} draw={draw} frozen={frozen} />
        </>
      )}
      {view === 'bets' && <MyBets gameCode={gameCode} timezone={game.timezone} />}
      {view === 'results' && <Results game={game} />}
      {view === 'rules' && <Rules game={game} now={now} />}
      {view === 'verify' && <Verify game={game} />}
    </section>
  );
}
