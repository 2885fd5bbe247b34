import type { FastifyPluginAsync } from 'fastify';

export interface VendorOptions {
  /** Shared with the api (the vendor's secret in its catalogue record). */
  secret: string;
}

/** The sandbox transfer-mode vendor's wallet. (Being built: see docs/vendor-wallet.md.) */
export const vendorRoutes: FastifyPluginAsync<VendorOptions> = async () => undefined;
