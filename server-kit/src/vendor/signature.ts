import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's timestamp may be from the receiver's clock, either way (docs/vendor-wallet.md). */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Khela's vendor signing rule: hex HMAC-SHA256(secret, `${timestamp}.${raw body}`). */
export function signBody(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The headers of a signed call, over the exact body that is sent. */
export function signedHeaders(vendorCode: string, secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    'x-vendor-code': vendorCode,
    'x-timestamp': timestamp,
    'x-signature': signBody(secret, timestamp, body),
  };
}

/** The receiving side of the rule: a fresh timestamp and the right signature, compared in constant time. */
export function isSignedBy(secret: string, timestamp: string | undefined, body: string, signature: string | undefined, now = Date.now()): boolean {
  if (!timestamp || !signature || !/^\d{1,15}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = Buffer.from(signBody(secret, timestamp, body), 'hex');
  const given = /^[0-9a-fA-F]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
