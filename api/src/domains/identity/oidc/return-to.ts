/** Where the shell may be sent back after a social login: a path on this site, nothing else. */
const PLACEHOLDER_ORIGIN = 'http://return-to.invalid';
const MAX_LENGTH = 1024;
/** API paths are never a page to come back to (and /wps/session/oidc would loop). */
const API_PREFIXES = ['/wps/', '/ops/', '/lgw/', '/docs'];
/** Parameters the shell reads at start: a stale one must not ride along. */
const HANDOFF_PARAMS = ['token', 'loginError'];

/**
 * `returnTo` made safe: a same-site relative path ('/promotions?tab=1'), else '/'. Rejects
 * absolute and protocol-relative URLs ('//evil.example', '/\\evil.example'), control characters
 * and anything that would resolve to another origin.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\p{Cc}]/u.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
  if (API_PREFIXES.some((prefix) => url.pathname.toLowerCase().startsWith(prefix))) return '/';
  for (const name of HANDOFF_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` (already safe) with one query parameter set, before any #fragment. */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(path, PLACEHOLDER_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
