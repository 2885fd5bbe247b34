import type { FastifyInstance } from 'fastify';
import { sealPayload, type PayloadPublicKey, type SealedEnvelope } from '@khela/contracts/sealed-payload';

interface KeyAnswer {
  value: PayloadPublicKey & { serverTime: number };
}

/**
 * Seals `payload` the way the browser does (the shared client code itself) with the key `app`
 * serves. `now` overrides the timestamp, to play a stale or future body.
 */
export async function sealFor(app: FastifyInstance, payload: unknown, options: { now?: number } = {}): Promise<SealedEnvelope> {
  const response = await app.inject({ method: 'GET', url: '/wps/session/publicKey' });
  if (response.statusCode !== 200) throw new Error(`publicKey answered ${response.statusCode}: ${response.body}`);
  const { value } = JSON.parse(response.body) as KeyAnswer;
  return { sealed: await sealPayload(payload, value, options.now ?? value.serverTime) };
}
