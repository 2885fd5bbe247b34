import { createHmac, timingSafeEqual } from 'node:crypto';

/** Khela's signing rule (docs/vendor-wallet.md): hex HMAC-SHA256(secret, `${timestamp}.${raw body}`). */
export function signBody(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The api's side of the rule (5 minutes either way), for the test's fake api. */
export function isSignedBy(secret: string, timestamp: string | undefined, body: string, signature: string | undefined, now = Date.now()): boolean {
  if (!timestamp || !signature || !/^\d{1,15}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > 5 * 60 * 1000) return false;
  const expected = Buffer.from(signBody(secret, timestamp, body), 'hex');
  const given = /^[0-9a-fA-F]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
