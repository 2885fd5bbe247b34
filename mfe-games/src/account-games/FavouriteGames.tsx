import { favouriteGamesAtom, isLoginAtom, loadFavourites } from '@khela/shared';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameList } from '../games-list/GameList';
import { LoadFailure } from '../ui/LoadFailure';
import { PageHeading } from '../ui/PageHeading';
import { TileSkeleton } from '../ui/TileSkeleton';
import styles from '../ui/ui.module.css';
import { BrowseGames } from './BrowseGames';
import { LoginPrompt } from './LoginPrompt';

/**
 * /favorite (the shell asks for a login first): the member's favourites from the shared store, so
 * a heart taken off here (GameCard) takes the game off the list at once, and puts it back if the
 * call fails. All of them at once: SPEC §9's favourites page size is 999.
 */
export function FavouriteGames() {
  const { t } = useTranslation('games');
  const store = useStore();
  const isLogin = useAtomValue(isLoginAtom);
  const favourites = useAtomValue(favouriteGamesAtom);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isLogin) return;
    let live = true;
    // The shared loader keeps one list per session and says nothing on failure: no list after it is one.
    void loadFavourites().then(() => {
      if (live && store.get(isLoginAtom) && store.get(favouriteGamesAtom) === null) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [isLogin, attempt, store]);

  const body = () => {
    if (!isLogin) return <LoginPrompt title={t('favorite.login')} />;
    if (favourites === null && failed) {
      return (
        <LoadFailure
          message={t('favorite.loadFailed')}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    if (favourites === null) return <TileSkeleton count={6} label={t('favorite.listLabel')} />;
    if (favourites.length === 0) return <BrowseGames title={t('favorite.empty')} />;
    return <GameList games={favourites} label={t('favorite.listLabel')} />;
  };

  return (
    <div className={styles.page} data-testid="account-games-favorite">
      <PageHeading>{t('favorite.title')}</PageHeading>
      {body()}
    </div>
  );
}
