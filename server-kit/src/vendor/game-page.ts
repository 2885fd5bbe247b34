/**
 * The headers of a server-rendered game page besides the service's security headers (its nonce
 * CSP with frame-ancestors, nosniff: server-kit/http): never cached, and no Referer at all, since
 * the launch address carried a token and the page address is the page's key.
 */
export function gamePageHeaders(): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  };
}

/** A request's address (path and query) with the other of the two page languages. */
export function otherLanguagePath(requestUrl: string, lang: 'bn' | 'en'): string {
  const url = new URL(requestUrl, 'http://page.invalid');
  url.searchParams.set('language', lang === 'bn' ? 'en' : 'bn');
  return `${url.pathname}${url.search}`;
}
