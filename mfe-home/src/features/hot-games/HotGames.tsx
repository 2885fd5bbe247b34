import { gameCalls, keepPreviousData, readStorage, sessionKeys, unwrap, useLanguage, useQuery, writeStorage, type Game, type Language } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { GameTiles, TileSkeletons } from '@/components/GameTiles';
import { HomeSection } from '@/components/HomeSection';
import { QueryArea } from '@/components/QueryArea';
import { useNearViewport } from '@/lib/use-near-viewport';

/** Places kept for the tiles while they load (two rows on a phone). */
const placeholderTiles = 6;

interface CachedHotGames {
  language: Language;
  list: Game[];
}

/**
 * SPEC §3: the hot games are cached for the session (HOT_GAMES in session storage), so moving
 * back to the home page shows them without a call. The cache holds one language's names.
 */
export async function loadHotGames(language: Language): Promise<Game[]> {
  try {
    const cached = JSON.parse(readStorage('session', sessionKeys.hotGames) ?? 'null') as CachedHotGames | null;
    if (cached?.language === language && Array.isArray(cached.list)) return cached.list;
  } catch {
    /* a damaged entry is fetched again */
  }
  const { list } = await unwrap(gameCalls.hotGames());
  writeStorage('session', sessionKeys.hotGames, JSON.stringify({ language, list } satisfies CachedHotGames));
  return list;
}

/** The brand's hot games as tiles (hearts, free trial where offered), loaded when near the viewport. */
export function HotGames() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { ref, near } = useNearViewport<HTMLElement>();
  const hotGames = useQuery({
    queryKey: ['home', 'hot-games', language],
    queryFn: () => loadHotGames(language),
    enabled: near,
    // Kept for the session, like the HOT_GAMES entry it mirrors.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  return (
    <HomeSection ref={ref} id="hot-games" title={t('hotGames.title')}>
      <QueryArea
        query={hotGames}
        loading={<TileSkeletons count={placeholderTiles} />}
        failedTitle={t('hotGames.failed')}
        isEmpty={(list) => list.length === 0}
        emptyTitle={t('hotGames.empty')}
      >
        {(list) => <GameTiles games={list} />}
      </QueryArea>
    </HomeSection>
  );
}
