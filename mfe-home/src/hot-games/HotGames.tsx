import { EmptyState, gameCalls, readStorage, sessionKeys, useLanguage, writeStorage, type ApiResult, type Game, type Language } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { useCall } from '../data/use-call';
import { useNearViewport } from '../data/use-near-viewport';
import { GameTiles, TileSkeletons } from '../game-tiles/GameTiles';
import { HomeSection } from '../sections/HomeSection';
import { LoadFailed } from '../sections/LoadFailed';

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
export async function loadHotGames(language: Language): Promise<ApiResult<{ list: Game[] }>> {
  try {
    const cached = JSON.parse(readStorage('session', sessionKeys.hotGames) ?? 'null') as CachedHotGames | null;
    if (cached?.language === language && Array.isArray(cached.list)) return { ok: true, value: { list: cached.list } };
  } catch {
    /* a damaged entry is fetched again */
  }
  const result = await gameCalls.hotGames();
  if (result.ok) writeStorage('session', sessionKeys.hotGames, JSON.stringify({ language, list: result.value.list } satisfies CachedHotGames));
  return result;
}

/** The brand's hot games as tiles (hearts, free trial where offered), loaded when near the viewport. */
export function HotGames() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { ref, near } = useNearViewport<HTMLElement>();
  const { state, retry } = useCall(() => loadHotGames(language), { enabled: near, key: language });
  return (
    <HomeSection ref={ref} id="hot-games" title={t('hotGames.title')}>
      {state.status === 'loading' ? (
        <TileSkeletons count={placeholderTiles} />
      ) : state.status === 'failed' ? (
        <LoadFailed title={t('hotGames.failed')} detail={state.message} onRetry={retry} />
      ) : state.value.list.length === 0 ? (
        <EmptyState title={t('hotGames.empty')} />
      ) : (
        <GameTiles games={state.value.list} />
      )}
    </HomeSection>
  );
}
