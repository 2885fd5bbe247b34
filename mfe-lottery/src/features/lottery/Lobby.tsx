import { AreaFailure, EmptyState, Skeleton } from '@khela/shared';
import type { LotteryArea } from '@khela/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/lib/server-clock';
import { useLiveDraws, useLobby, useVnMenu } from './use-lottery';
import { GameCard } from './GameCard';
import { VnGroups } from './VnGroups';
import styles from './lottery.module.css';

/** The lobby: every game of the page's area with its next draw's countdown and its last result (/vnLottery: by region). */
export function Lobby({ area }: { area: LotteryArea }) {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  const lobby = useLobby(area);
  const now = useServerNow(lobby.data?.skewMs ?? 0);
  const games = lobby.data?.games ?? [];
  // /vnLottery groups its games as the Vietnam menu does (by region, today's draws first); without it, one list.
  const menu = useVnMenu(area === 'VN');
  useLiveDraws(games.map((game) => game.gameCode));

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="lottery-lobby">
      <h2 id={titleId} className={styles.subtitle}>
        {t('lobby.draws')}
      </h2>
      {lobby.error && !lobby.isFetching ? (
        <AreaFailure area="lottery-lobby" onRetry={() => void lobby.refetch()} />
      ) : !lobby.data ? (
        <Skeleton shape="cards" count={4} label={t('loading')} testId="lobby-skeleton" />
      ) : games.length === 0 ? (
        <EmptyState title={t('lobby.noDraws')} />
      ) : (
        <>
          {area === 'VN' && menu.data ? (
            <VnGroups menu={menu.data} games={games} now={now} />
          ) : (
            <ul className={styles.cards}>
              {games.map((game) => (
                <GameCard key={game.gameCode} game={game} now={now} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
