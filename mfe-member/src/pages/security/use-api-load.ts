import type { ApiError, ApiResult } from '@khela/shared';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** The last answer; kept while a reload is under way so the page does not jump. */
  value: T | null;
  loading: boolean;
  error: ApiError | null;
  reload: () => void;
  /**
   * Takes a value another call answered (the bind answer carries the new member info), or an
   * update of the newest value (an effect's own render may be older than the state by then).
   */
  setValue: Dispatch<SetStateAction<T | null>>;
}

/**
 * Runs `load` on mount, whenever `load` changes (memoise it on what it depends on, e.g. the page
 * number) and on `reload`. A late answer from a replaced or unmounted load is dropped.
 */
export function useApiLoad<T>(load: () => Promise<ApiResult<T>>): Loaded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    void load().then((result) => {
      if (!current) return;
      setLoading(false);
      if (result.ok) setValue(result.value);
      else setError(result.error);
    });
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { value, loading, error, reload, setValue };
}
