import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ENCRYPTIONS, GATEWAY_VERSION, type Encryption } from '@khela/contracts';
import { ApiError } from './errors';

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isSealedBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'sealed' in body;
}

/**
 * The relay gateway's headers (SPEC §7, §9; docs/spec-sweep.md "Headers on calls"): wherever a
 * page sends them, `X-Gateway-Version` must be the version this server speaks (an old page is told
 * to reload, not half-served) and `Encryption` must say truly how the body travels. The calls that
 * require them (freePlay) say so in their own header schema.
 */
export const gatewayHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const version = headerOf(request.headers['x-gateway-version']);
      if (version !== undefined && version !== GATEWAY_VERSION) throw new ApiError(400, 'gateway.version', { version: version.slice(0, 8) });
      const encryption = headerOf(request.headers.encryption);
      if (encryption === undefined) return;
      if (!(ENCRYPTIONS as readonly string[]).includes(encryption)) throw new ApiError(400, 'gateway.encryption');
      // Only a body can be sealed: a GET says 'plain' or nothing.
      if (((encryption as Encryption) === 'sealed') !== isSealedBody(request.body)) throw new ApiError(400, 'gateway.encryption');
    });
  },
  { name: 'gateway-headers' },
);
