import { isLoginAtom, queryView, useFavouriteGames } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { GameList } from '@/components/GameList';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeading } from '@/components/PageHeading';
import { TileSkeleton } from '@/components/TileSkeleton';
import styles from '@/components/ui.module.css';
import { BrowseGames } from './BrowseGames';
import { LoginPrompt } from './LoginPrompt';

/**
 * /favorite (the shell asks for a login first): the member's favourites from the shared query, so
 * a heart taken off here (GameCard) takes the game off the list at once, and puts it back if the
 * call fails. All of them at once: SPEC §9's favourites page size is 999.
 */
export function FavouriteGames() {
  const { t } = useTranslation('games');
  const isLogin = useAtomValue(isLoginAtom);
  const favourites = useFavouriteGames();
  const view = queryView(favourites);
  const body = () => {
    if (!isLogin) return <LoginPrompt title={t('favorite.login')} />;
    if (view.status === 'failed') return <LoadFailure message={t('favorite.loadFailed')} onRetry={() => void favourites.refetch()} />;
    if (view.status === 'loading') return <TileSkeleton count={6} label={t('favorite.listLabel')} />;
    if (view.value.length === 0) return <BrowseGames title={t('favorite.empty')} />;
    return <GameList games={view.value} label={t('favorite.listLabel')} />;
  };

  return (
    <div className={styles.page} data-testid="account-games-favorite">
      <PageHeading>{t('favorite.title')}</PageHeading>
      {body()}
    </div>
  );
}
