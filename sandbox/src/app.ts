import { createServer } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import formbody from '@fastify/formbody';
import { gamePageDirectives, httpsFromEnv, securityHeaders, siteOriginsFromEnv } from '@khela/server-kit/http';
import { gamePageRoutes, type GamePageOptions } from './game-page/game-page-routes';
import { demoOidcHandler, type DemoOidcOptions } from './oidc/demo-oidc';
import { payRoutes, type PayOptions } from './pay/pay-routes';
import { openVendorStore, vendorRoutes, type VendorOptions } from './vendor/vendor-routes';

export interface SandboxOptions {
  pay: PayOptions;
  vendor: VendorOptions;
  /** The demo vendors' game pages; the api's address defaults to API_URL, the secret to the vendor's. */
  games?: Partial<GamePageOptions>;
  logger?: boolean | object;
  /** The site's origins, the only pages that may frame the game pages (default SITE_ORIGIN, docs/api.md "Headers"). */
  siteOrigins?: string[];
  /** The demo's OpenID Connect providers at /oidc/google and /oidc/facebook (none when absent). */
  oidc?: DemoOidcOptions;
}

/**
 * The sandbox: outside parties Khela integrates with, played locally so every flow is real end to
 * end. Each part knows the api only through the contract a real provider would use.
 */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  // The OpenID Connect providers answer their own paths before Fastify (they read the raw request
  // and body, and write their own headers); everything else is Fastify's.
  const oidc = options.oidc ? demoOidcHandler(options.oidc) : null;
  const serverFactory: FastifyServerFactory = (handler) => createServer((request, response) => oidc?.(request, response) || handler(request, response));
  const app = Fastify({ logger: options.logger ?? false, serverFactory });
  const siteOrigins = options.siteOrigins ?? siteOriginsFromEnv(process.env);
  const pageDirectives = gamePageDirectives(siteOrigins);
  await app.register(securityHeaders, {
    // The checkout's forms end in a redirect to the site's return page: form-action follows redirects.
    directives: { ...pageDirectives, 'form-action': [...pageDirectives['form-action']!, ...siteOrigins] },
    https: httpsFromEnv(process.env),
    sameOriginFramesOnly: false,
  });
  await app.register(formbody);
  app.get('/healthz', async () => ({ ok: true }));
  await app.register(payRoutes, options.pay);
  // One set of books for the vendor: Khela's transfers and the game pages' rounds change the same balances.
  const store = await openVendorStore(options.vendor);
  await app.register(vendorRoutes, { ...options.vendor, store });
  await app.register(gamePageRoutes, {
    apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8080',
    secret: options.vendor.secret,
    ...options.games,
    store,
  });
  return app;
}
