import type { Game, NoticePopularValue } from '@khela/shared';
import { GameTiles, TileSkeletons } from '@/components/GameTiles';
import { QuerySection } from '@/components/QuerySection';
import { useNoticePopular } from '@/lib/use-notice-popular';
import { useNearHomeViewport } from '@/lib/use-near-viewport';

/** Places kept for the tiles while they load (two rows on a phone). */
const placeholderTiles = 6;

const selectPopular = (value: NoticePopularValue): Game[] => value.popular;

/**
 * The brand's popular games this week (most players in 7 days, topped up with the hot games), as
 * tiles. From the answer the notice marquee asks for (`GET /wps/notice_popular`): no call of its own.
 */
export function PopularGames() {
  const [ref, near] = useNearHomeViewport<HTMLElement>();
  const query = useNoticePopular(selectPopular);
  return (
    <QuerySection
      section={{ ref, query, near }}
      id="popular-games"
      texts="popularGames"
      loading={<TileSkeletons count={placeholderTiles} />}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => <GameTiles games={list} />}
    </QuerySection>
  );
}
