import type { Db } from '../../platform/db/db';
import { json } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import type { DomainRoute } from '../../platform/merchant/merchant';
import { forgetMerchants } from '../../platform/merchant/merchant-cache';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';

/**
 * A brand's domain routes, changed by an admin on a running server (docs/spec-sweep.md; SPEC §3
 * domainRoute, the addresses the site lists for players whose network blocks one). Its feature
 * switches are set by site-settings.ts. Each change is recorded in the
 * action record with what it replaced; this server's next request sees it, others within the
 * merchant cache's TTL (5 s).
 */
export interface BrandDomainRoutes {
  merchant: string;
  domainRoutes: DomainRoute[];
  previous: DomainRoute[];
}

export const DOMAIN_ROUTES_MAX = 20;
const PURPOSES: readonly DomainRoute['purpose'][] = ['MAIN', 'BACKUP', 'AGENT'];
/** A host name (letters, digits, hyphens, dots; a dot needed), no scheme, path or port. */
const HOST = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function mayChange(actor: OperatorActor, merchantCode: string): void {
  if (actor.role !== 'admin' || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new ApiError(403, 'operator.forbidden');
}

/** Lower-cased, each domain once, in the order given; throws a translated 400 on a bad entry. */
export function checkDomainRoutes(routes: readonly { domain: string; purpose: string }[]): DomainRoute[] {
  if (routes.length > DOMAIN_ROUTES_MAX) throw new ApiError(400, 'operator.domainRoutes.tooMany', { max: DOMAIN_ROUTES_MAX });
  const seen = new Set<string>();
  const clean: DomainRoute[] = [];
  for (const route of routes) {
    const domain = route.domain.trim().toLowerCase();
    if (!HOST.test(domain)) throw new ApiError(400, 'operator.domainRoutes.domain', { domain: domain.slice(0, 64) });
    if (!PURPOSES.includes(route.purpose as DomainRoute['purpose'])) throw new ApiError(400, 'operator.domainRoutes.purpose', { purpose: route.purpose.slice(0, 16) });
    if (seen.has(domain)) continue;
    seen.add(domain);
    clean.push({ domain, purpose: route.purpose as DomainRoute['purpose'] });
  }
  if (clean.filter((route) => route.purpose === 'MAIN').length > 1) throw new ApiError(400, 'operator.domainRoutes.oneMain');
  return clean;
}

export async function setDomainRoutes(
  db: Db,
  actor: OperatorActor,
  merchantCode: string,
  routes: readonly { domain: string; purpose: string }[],
): Promise<BrandDomainRoutes> {
  mayChange(actor, merchantCode);
  const domainRoutes = checkDomainRoutes(routes);
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ routes: DomainRoute[] }>('SELECT domain_routes AS routes FROM merchants WHERE code = $1 FOR UPDATE', [merchantCode]);
    if (!row) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
    await tx.query('UPDATE merchants SET domain_routes = $2::jsonb, updated_at = now() WHERE code = $1', [merchantCode, json(domainRoutes)]);
    await recordOperatorAction(tx, actor, { action: 'merchant.domain-routes', merchantCode, target: merchantCode, details: { domainRoutes, previous: row.routes } });
    return { merchant: merchantCode, domainRoutes, previous: row.routes };
  });
  forgetMerchants();
  return result;
}
