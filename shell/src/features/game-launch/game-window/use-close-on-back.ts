import { history } from '@khela/shared';
import { useCallback, useEffect, useRef } from 'react';

const marker = 'khelaGameLayer';

function entryOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[marker] : undefined;
}

let layers = 0;

/**
 * A full-screen game on a phone is, for the player, a page of its own: the Back button (Android's
 * or the browser's) must leave the game, not the site. The layer adds a history entry of its own
 * (same address, its id in the state) when it opens; a Back that lands anywhere else closes it.
 * The layer's own button closes it first and then tidies its entry away: the game's pages may
 * have added entries of their own inside the frame, so going back must not be what ends the game.
 */
export function useCloseOnBack(close: () => void): () => void {
  const closeRef = useRef(close);
  closeRef.current = close;
  const idRef = useRef<number | null>(null);
  idRef.current ??= ++layers;
  useEffect(() => {
    const id = idRef.current;
    // Mounted twice in development (StrictMode): one entry only.
    if (entryOf(history.location.state) !== id) {
      const { pathname, search, hash } = history.location;
      history.push({ pathname, search, hash }, { [marker]: id });
    }
    return history.listen(({ action, location }) => {
      if (action === 'POP' && entryOf(location.state) !== id) closeRef.current();
    });
  }, []);
  return useCallback(() => {
    const onOurEntry = entryOf(history.location.state) === idRef.current;
    closeRef.current();
    if (onOurEntry) history.back();
  }, []);
}
