import { useFavouriteGames } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { GameTiles, TileSkeletons } from '@/components/GameTiles';
import { QueryArea } from '@/components/QueryArea';
import { homeEntriesPerCategory } from './category-order';

/**
 * The FAV tab (members only; visitors get the login popup before it opens): the member's
 * favourite games, newest first, from the shared favourites query every heart on the site updates.
 */
export function FavouriteGames() {
  const { t } = useTranslation('home');
  const favourites = useFavouriteGames();
  return (
    <QueryArea
      query={favourites}
      loading={<TileSkeletons count={homeEntriesPerCategory} />}
      failedTitle={t('menu.favFailed')}
      showReason={false}
      isEmpty={(list) => list.length === 0}
      emptyTitle={t('menu.favEmpty')}
    >
      {(list) => <GameTiles games={list} />}
    </QueryArea>
  );
}
