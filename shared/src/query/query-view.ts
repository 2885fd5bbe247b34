/** The part of a query result an area draws from (TanStack Query's own fields). */
export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
}

export type QueryView<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: T };

/**
 * What an area shows for its query. An answer it has stays on screen even when a later refresh
 * fails; a failure shows until the reader retries, and a retry shows the loading state again.
 */
export function queryView<T>({ data, error, isFetching }: QueryState<T>): QueryView<T> {
  if (data !== undefined) return { status: 'ready', value: data };
  if (error && !isFetching) return { status: 'failed', message: error.message };
  return { status: 'loading' };
}
