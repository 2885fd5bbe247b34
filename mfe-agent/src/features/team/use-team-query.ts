import { keepPreviousData, unwrap, useLanguage, useQuery, type ApiError, type ApiResult } from '@khela/shared';
import { useCallback } from 'react';

export interface Loaded<T> {
  /** The last answer, kept while the next one loads (a new filter, period or page). */
  value: T | null;
  loading: boolean;
  error: ApiError | null;
  reload: () => void;
}

/**
 * One team call through the shared query client. The key is the call's name and parameters plus
 * the language (the api answers errors in it). The team changes under the agent, so an answer is
 * read again each time a page is shown (staleTime 0); ky already retries on the wire.
 */
export function useTeamQuery<T>(key: readonly unknown[], call: () => Promise<ApiResult<T>>): Loaded<T> {
  const language = useLanguage();
  const query = useQuery<T, ApiError>({ queryKey: ['agent-team', ...key, language], queryFn: () => unwrap(call()), staleTime: 0, retry: false, placeholderData: keepPreviousData });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { value: query.data ?? null, loading: query.isFetching, error: query.isFetching ? null : query.error, reload };
}
