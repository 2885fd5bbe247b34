import { history } from '@khela/shared';
import { useCallback, useEffect, useRef } from 'react';

const marker = 'khelaGameLayer';

function isGameEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[marker] === true;
}

/**
 * A full-screen game on a phone is, for the player, a page of its own: the Back button (Android's
 * or the browser's) must leave the game, not the site. The layer adds a history entry at the same
 * address when it opens; Back pops it and the layer closes. Leaving by the layer's own button
 * goes back through that entry too, so no stray entry is left behind. Answers that "leave".
 */
export function useCloseOnBack(close: () => void): () => void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    // Mounted twice in development (StrictMode): one entry only.
    if (!isGameEntry(history.location.state)) {
      const { pathname, search, hash } = history.location;
      history.push({ pathname, search, hash }, { [marker]: true });
    }
    return history.listen(({ action, location }) => {
      if (action === 'POP' && !isGameEntry(location.state)) closeRef.current();
    });
  }, []);
  return useCallback(() => {
    if (isGameEntry(history.location.state)) history.back();
    else closeRef.current();
  }, []);
}
