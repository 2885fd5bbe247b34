import { EmptyState, queryView, type QueryState } from '@khela/shared';
import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';

export interface QueryAreaProps<T> {
  query: QueryState<T> & { refetch: () => unknown };
  /** Drawn while the first answer is on its way (keeps the area's height). */
  loading: ReactNode;
  failedTitle: string;
  /** The api's translated reason under the title; off where the title says it all. */
  showReason?: boolean;
  isEmpty: (value: T) => boolean;
  emptyTitle: string;
  children: (value: T) => ReactNode;
}

/** A home area's four states from its query: loading, failed (with a retry), empty, or its content. */
export function QueryArea<T>({ query, loading, failedTitle, showReason = true, isEmpty, emptyTitle, children }: QueryAreaProps<T>) {
  const view = queryView(query);
  if (view.status === 'loading') return loading;
  if (view.status === 'failed') return <LoadFailed title={failedTitle} detail={showReason ? view.message : undefined} onRetry={() => void query.refetch()} />;
  if (isEmpty(view.value)) return <EmptyState title={emptyTitle} />;
  return children(view.value);
}
