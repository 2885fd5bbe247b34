import { QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiResult } from '../api/api-error';

/**
 * The one TanStack Query client of every root (the shell and each remote's parcel): one cache, so
 * a call made by the header and by a page is asked once (dedupe), and an answer stays fresh for
 * the call's own stale time. ky already retries idempotent GETs on the wire (408/429/5xx); a query
 * retries once more only when the network itself failed — never a refused or invalid request.
 * Phones on slow networks: no refetch when the window regains focus unless a call asks for it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && isTransient(error),
      },
      mutations: { retry: false },
    },
  });
}

function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500) && error.code !== 'aborted';
}

export const queryClient = createQueryClient();

/**
 * A query function from an api call: the value of a successful answer, or the translated ApiError
 * thrown so the query knows it failed (`query.error.message` is ready to show).
 */
export async function unwrap<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw result.error;
  return result.value;
}
