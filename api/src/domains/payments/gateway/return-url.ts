import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';

/** The page the gateway sends the payer back to, on the site they paid from. */
export const DEPOSIT_RECORD_PATH = '/member/depositRecord';

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function brandOwns(merchant: Merchant, hostname: string): boolean {
  const domains = [merchant.mainDomain, ...merchant.domainRoutes.map((route) => route.domain)].filter(Boolean).map((d) => d.toLowerCase());
  const name = hostname.toLowerCase();
  return domains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/**
 * `returnUrl` for a gateway deposit: the deposit record on the origin the request came from.
 * The browser's Origin is taken when it is this very host or one of the brand's domains (so the
 * gateway can never be told to send a payer elsewhere); without an Origin, the Host the request
 * reached. Anything else is 400 payment.origin.invalid.
 */
export function depositReturnUrl(request: FastifyRequest, merchant: Merchant): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ApiError(400, 'payment.origin.invalid');
    }
    const plainOrigin = (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.pathname === '/' && !url.search;
    const known = url.host.toLowerCase() === request.host.toLowerCase() || brandOwns(merchant, url.hostname);
    if (!plainOrigin || !known) throw new ApiError(400, 'payment.origin.invalid');
    return `${url.origin}${DEPOSIT_RECORD_PATH}`;
  }
  if (!HOST.test(request.host)) throw new ApiError(400, 'payment.origin.invalid');
  return `${request.protocol}://${request.host}${DEPOSIT_RECORD_PATH}`;
}
