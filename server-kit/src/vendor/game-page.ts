import { randomBytes } from 'node:crypto';

/** A fresh nonce for one page's inline style and script (the CSP names it). */
export const newPageNonce = () => randomBytes(16).toString('base64');

/**
 * The headers of a server-rendered game page: never cached; no Referer, since the launch address
 * carried a token and the page address is the page's key; and a CSP that runs only the page's own
 * style and script (by nonce), talks only to its own origin and posts forms only there.
 */
export function gamePageHeaders(nonce: string): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; base-uri 'none'`,
  };
}

/** A request's address (path and query) with the other of the two page languages. */
export function otherLanguagePath(requestUrl: string, lang: 'bn' | 'en'): string {
  const url = new URL(requestUrl, 'http://page.invalid');
  url.searchParams.set('language', lang === 'bn' ? 'en' : 'bn');
  return `${url.pathname}${url.search}`;
}
