/**
 * The list center's state lives in the URL query, so a link, a reload and Back show the same
 * list: vassalage (vendor), gameClassify and page. A new filter starts again at page 1.
 */
export interface ListQuery {
  vendor: string | null;
  classify: string | null;
  page: number;
}

export function readListQuery(search: URLSearchParams): ListQuery {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    vendor: search.get('vassalage') || null,
    classify: search.get('gameClassify') || null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

function withFilter(search: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete('page');
  return next;
}

export const withVendor = (search: URLSearchParams, vendor: string | null) => withFilter(search, 'vassalage', vendor);
export const withClassify = (search: URLSearchParams, classify: string | null) => withFilter(search, 'gameClassify', classify);

export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
