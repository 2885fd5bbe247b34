import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { payRoutes, type PayOptions } from './pay/pay-routes';
import { vendorRoutes, type VendorOptions } from './vendor/vendor-routes';

export interface SandboxOptions {
  pay: PayOptions;
  vendor: VendorOptions;
  logger?: boolean | object;
}

/**
 * The sandbox: outside parties Khela integrates with, played locally so every flow is real end to
 * end. Each part knows the api only through the contract a real provider would use.
 */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  app.get('/healthz', async () => ({ ok: true }));
  await app.register(payRoutes, options.pay);
  await app.register(vendorRoutes, options.vendor);
  return app;
}
