import type { ApiResult } from '@khela/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CallState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

export interface CallOptions<T> {
  /** False until the area is wanted (e.g. near the viewport): nothing is fetched before. */
  enabled?: boolean;
  /** Fetch again on this period while the page is visible; a failed refresh keeps what is shown. */
  refreshMs?: number;
  /** A change (e.g. the language) fetches again. */
  key?: string;
  /** An answer already in memory (a kept page): shown at once instead of a loading state. */
  initial?: () => T | undefined;
}

/**
 * One call's answer as render state. Only the latest answer counts (an unmounted or re-keyed call
 * never writes), and a refresh that fails leaves the list the reader already has.
 */
export function useCall<T>(load: () => Promise<ApiResult<T>>, { enabled = true, refreshMs, key = '', initial }: CallOptions<T> = {}) {
  const [state, setState] = useState<CallState<T>>(() => {
    const known = initial?.();
    return known === undefined ? { status: 'loading' } : { status: 'ready', value: known };
  });
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const run = () =>
      latestLoad.current().then((result) => {
        if (!live) return;
        setState((previous) => {
          if (result.ok) return { status: 'ready', value: result.value };
          return previous.status === 'ready' ? previous : { status: 'failed', message: result.error.message };
        });
      });
    void run();
    // A hidden tab does not spend the player's data on a board nobody sees.
    const timer = refreshMs ? setInterval(() => document.visibilityState !== 'hidden' && void run(), refreshMs) : undefined;
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled, refreshMs, key, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
