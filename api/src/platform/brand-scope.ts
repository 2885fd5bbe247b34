import fp from 'fastify-plugin';
import type { Db } from './db/db';
import type { MerchantCacheOptions } from './merchant/merchant-cache';
import { merchantResolver } from './request-context';
import { RouteScope } from './route-scope';

export interface BrandScopeOptions {
  db: Db;
  merchants?: MerchantCacheOptions;
}

/**
 * The brand-scoped API: every route a domain adds to app.brandRoutes runs after the Merchant
 * header has named its brand (404 merchant.unknown otherwise) and its language is settled.
 */
export const brandScope = fp<BrandScopeOptions>(
  async (app, { db, merchants }) => {
    app.decorate('brandRoutes', new RouteScope('brand-scope', merchantResolver(db, merchants)));
  },
  { name: 'brand-scope', dependencies: ['request-context'] },
);
