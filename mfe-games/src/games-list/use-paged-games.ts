import type { ApiError, Game } from '@khela/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPages, type GamePage, type PageLoader } from './fetch-pages';

export interface PagedGames {
  /** The games of pages 1…page, as far as they have arrived. */
  games: Game[];
  /** Every game the filters select (null where the call does not say). */
  total: number | null;
  hasMore: boolean;
  /** A call is out for pages the list still needs. */
  loading: boolean;
  error: ApiError | null;
  retry: () => void;
}

interface LoadedPages {
  key: string;
  pages: GamePage[];
  error: ApiError | null;
}

const nothingFor = (key: string): LoadedPages => ({ key, pages: [], error: null });

/**
 * A "load more" list (SPEC §4: paging loads more from the server): pages 1…`page` of the list
 * `key` names. A higher page fetches only the pages not yet here and appends them; a new key (other
 * filters, another language) starts again. `load` is read when a fetch starts, so it need not be
 * memoised, but everything it depends on must be in `key`. A late answer for an old key is dropped.
 */
export function usePagedGames(key: string, load: PageLoader, page: number): PagedGames {
  const [state, setState] = useState<LoadedPages>(() => nothingFor(key));
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const current = state.key === key ? state : nothingFor(key);
  const knownPages = current.pages.at(-1)?.totalPages ?? null;
  const wanted = knownPages === null ? page : Math.min(page, knownPages);
  const first = current.pages.length + 1;
  const missing = first <= wanted;

  useEffect(() => {
    if (!missing) return;
    let live = true;
    void fetchPages(loadRef.current, first, wanted).then(({ pages, error }) => {
      if (!live) return;
      setState((previous) => {
        const base = previous.key === key ? previous : nothingFor(key);
        return { key, pages: [...base.pages, ...pages], error };
      });
    });
    return () => {
      live = false;
    };
    // `missing` follows from first and wanted; attempt re-runs a failed fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, first, wanted, attempt]);

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, error: null }));
    setAttempt((n) => n + 1);
  }, []);

  const shown = current.pages.slice(0, page);
  return {
    games: shown.flatMap((loaded) => loaded.games),
    total: current.pages.at(-1)?.total ?? null,
    hasMore: knownPages !== null && shown.length < knownPages,
    loading: missing && current.error === null,
    error: current.error,
    retry,
  };
}
