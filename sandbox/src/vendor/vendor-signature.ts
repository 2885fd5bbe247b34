import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_MS = 5 * 60 * 1000;

/** The vendor side of Khela's signing rule: hex HMAC-SHA256(secret, `${timestamp}.${raw body}`). */
export function signBody(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function isSignedBy(secret: string, timestamp: string | undefined, body: string, signature: string | undefined, now = Date.now()): boolean {
  if (!timestamp || !signature || !/^\d{1,15}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > TOLERANCE_MS) return false;
  const expected = Buffer.from(signBody(secret, timestamp, body), 'hex');
  const given = /^[0-9a-fA-F]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
