import { gameCalls, readStorage, sessionKeys, unwrap, writeStorage, type Game, type Language } from '@khela/shared';
import { GameTiles, TileSkeletons } from '@/components/GameTiles';
import { QuerySection } from '@/components/QuerySection';
import { useSectionQuery } from '@/lib/use-section-query';

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
  // Kept for the session, like the HOT_GAMES entry it mirrors.
  const section = useSectionQuery('hot-games', loadHotGames, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <QuerySection section={section} id="hot-games" texts="hotGames" loading={<TileSkeletons count={placeholderTiles} />} isEmpty={(list) => list.length === 0}>
      {(list) => <GameTiles games={list} />}
    </QuerySection>
  );
}
