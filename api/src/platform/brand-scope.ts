import fp from 'fastify-plugin';
import type { Db } from './db/db';
import type { MerchantCacheOptions } from './merchant/merchant-cache';
import { merchantOf, merchantResolver } from './request-context';
import { RouteScope } from './route-scope';
import { refuseCrossSite } from './security/cross-site';

export interface BrandScopeOptions {
  db: Db;
  merchants?: MerchantCacheOptions;
  /** Origins of the site besides the brand's own domains and the address called (SITE_ORIGIN). */
  siteOrigins?: readonly string[];
}

/**
 * The brand-scoped API: every route a domain adds to app.brandRoutes runs after the Merchant
 * header has named its brand (404 merchant.unknown otherwise) and its language is settled, and
 * a state-changing call from another website's page has been refused (security/cross-site.ts).
 */
export const brandScope = fp<BrandScopeOptions>(
  async (app, { db, merchants, siteOrigins = [] }) => {
    const resolveMerchant = merchantResolver(db, merchants);
    app.decorate(
      'brandRoutes',
      new RouteScope('brand-scope', async (request) => {
        await resolveMerchant(request);
        refuseCrossSite(request, merchantOf(request), siteOrigins);
      }),
    );
  },
  { name: 'brand-scope', dependencies: ['request-context'] },
);
