import type { FastifyPluginAsync } from 'fastify';

export interface PayOptions {
  /** Shared with the api (PAYMENT_GATEWAY_SECRET there): signs requests and notifications. */
  secret: string;
}

/** The sandbox payment gateway. (Being built: see docs/payments.md.) */
export const payRoutes: FastifyPluginAsync<PayOptions> = async () => undefined;
