import { keepPreviousData, unwrap, useLanguage, useQuery, useQueryClient, type ApiError, type ApiResult } from '@khela/shared';
import { useCallback } from 'react';

export interface Loaded<T> {
  /** The last answer; kept while the next one loads (a new page, filter or language) so the page does not jump. */
  value: T | null;
  loading: boolean;
  /** The failure of the last load; none while a new load is under way. */
  error: ApiError | null;
  reload: () => void;
  /**
   * Takes a value another call answered (the bind answer carries the new member info), or an
   * update of the newest value.
   */
  setValue: (next: T | ((current: T | null) => T | null)) => void;
}

export interface MemberQueryOptions {
  /** How long an answer may be shown without asking again (each call says why). */
  staleTime: number;
  enabled?: boolean;
}

/**
 * One member call through the one query client of @khela/shared. The key is the call's own key
 * (its name and every parameter) plus the language: the api answers in the reader's language.
 * No query retry: ky already retries the GET on the wire, and the page shows a failure with its
 * own Retry button at once.
 */
export function useMemberQuery<T>(key: readonly unknown[], call: () => Promise<ApiResult<T>>, { staleTime, enabled = true }: MemberQueryOptions): Loaded<T> {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const queryKey = ['member', ...key, language];
  const query = useQuery<T, ApiError>({ queryKey, queryFn: () => unwrap(call()), staleTime, enabled, retry: false, placeholderData: keepPreviousData });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const keyText = JSON.stringify(queryKey);
  const setValue = useCallback(
    (next: T | ((current: T | null) => T | null)) =>
      queryClient.setQueryData<T>(JSON.parse(keyText) as unknown[], (current) => {
        const value = typeof next === 'function' ? (next as (current: T | null) => T | null)(current ?? null) : next;
        return value ?? undefined;
      }),
    [queryClient, keyText],
  );
  return { value: query.data ?? null, loading: query.isFetching, error: query.isFetching ? null : query.error, reload, setValue };
}
