import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../query/query-client';

/**
 * The site's query client as a test renders it, with one difference: a failed call is not tried
 * again, so a test that answers "failed, then ok" sees the failure (and its retry button) first.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}
