import { EmptyState, favouriteGamesAtom, isLoginAtom, loadFavourites } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTiles, TileSkeletons } from '../game-tiles/GameTiles';
import { LoadFailed } from '../sections/LoadFailed';
import { homeEntriesPerCategory } from './category-order';

/**
 * The FAV tab (members only; visitors get the login popup before it opens): the member's
 * favourite games, newest first, from the shared favourites store every heart on the site updates.
 */
export function FavouriteGames() {
  const { t } = useTranslation('home');
  const favourites = useAtomValue(favouriteGamesAtom);
  const isLogin = useAtomValue(isLoginAtom);
  // Loaded once per session (the shared store); it has no failed state: a load that settles and
  // leaves no list has failed.
  const [settled, setSettled] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isLogin) return;
    let live = true;
    void loadFavourites(attempt > 0).then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [isLogin, attempt]);

  if (favourites === null) {
    if (!settled) return <TileSkeletons count={homeEntriesPerCategory} />;
    return (
      <LoadFailed
        title={t('menu.favFailed')}
        onRetry={() => {
          setSettled(false);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (favourites.length === 0) return <EmptyState title={t('menu.favEmpty')} />;
  return <GameTiles games={favourites} />;
}
