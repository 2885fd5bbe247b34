import { useEffect, useState, type ComponentType } from 'react';

export type LazyComponentState<P> = { status: 'waiting' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed'; retry: () => void };

/**
 * A component whose code is fetched only once `wanted` turns true (a section nearing the viewport,
 * a carousel with something to swipe): a visitor who never scrolls there never downloads it. The
 * fetch is asked once per page; a failed one (a phone gone offline) can be tried again.
 */
export function useLazyComponent<P>(load: () => Promise<ComponentType<P>>, wanted: boolean): LazyComponentState<P> {
  const [state, setState] = useState<LazyComponentState<P>>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    load().then(
      (Component) => live && setState({ status: 'ready', Component }),
      () => live && setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [wanted, ready, load, attempt]);
  return state;
}
