import type { ApiResult } from '@khela/shared';
import { useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/** Loads once when a popup opens; a late answer after close is dropped. */
export function useLoad<T>(load: () => Promise<ApiResult<T>>): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void load().then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', value: result.value } : { status: 'failed', message: result.error.message });
    });
    return () => {
      current = false;
    };
    // The loader is a fixed call for the popup's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
