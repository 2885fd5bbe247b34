import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { Merchant } from '../merchant/merchant';

/** Methods that change something: the ones another website must not make a visitor's browser send. */
const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

function webUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Was the request sent to the origin it came from? The Host read with the Origin's scheme (so :80 and :443 compare as the browser wrote them). */
function sentToOwnHost(from: URL, host: string | undefined): boolean {
  if (!host) return false;
  return webUrl(`${from.protocol}//${host}`)?.host === from.host;
}

/**
 * Is this browser request from a page of the brand's own site? Its Origin is the address it was
 * sent to (the Host), one of the brand's domains, or a listed SITE_ORIGIN. A request with no
 * Origin comes from a program, not from another site's page (browsers send Origin with every
 * POST), unless Sec-Fetch-Site says it is cross-site.
 */
export function isFromOwnSite(request: FastifyRequest, merchant: Merchant, siteOrigins: readonly string[]): boolean {
  const origin = headerValue(request, 'origin');
  if (origin === undefined) return headerValue(request, 'sec-fetch-site') !== 'cross-site';
  if (siteOrigins.includes(origin)) return true;
  const from = webUrl(origin);
  if (!from) return false; // 'null' (a sandboxed frame, a data: page) or garbage
  if (sentToOwnHost(from, headerValue(request, 'host'))) return true;
  const domains = [merchant.mainDomain, ...merchant.domainRoutes.map((route) => route.domain)].map((domain) => domain.toLowerCase());
  return domains.includes(from.hostname.toLowerCase());
}

/**
 * Brand-scope guard: a state-changing call (registration, login, codes, forgot password, and every
 * other) from another website's page is refused with 403 request.cross.site, before it runs.
 */
export function refuseCrossSite(request: FastifyRequest, merchant: Merchant, siteOrigins: readonly string[]): void {
  if (!STATE_CHANGING.has(request.method)) return;
  if (!isFromOwnSite(request, merchant, siteOrigins)) throw new ApiError(403, 'request.cross.site');
}
