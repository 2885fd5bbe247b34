import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's X-Timestamp may be from our clock, either way. */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

/** hex HMAC-SHA256(secret, `${timestamp}.${body}`): what both sides of a vendor call sign. */
export function signVendorBody(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Headers of a signed call (the api signs its calls to transfer-mode vendors the same way). */
export function signedVendorHeaders(vendorCode: string, secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    'x-vendor-code': vendorCode,
    'x-timestamp': timestamp,
    'x-signature': signVendorBody(secret, timestamp, body),
  };
}

/** A timestamp in milliseconds within the tolerance of `now`. */
export function isFreshTimestamp(timestamp: string, now = Date.now()): boolean {
  if (!/^\d{1,15}$/.test(timestamp)) return false;
  return Math.abs(now - Number(timestamp)) <= TIMESTAMP_TOLERANCE_MS;
}

/** Compares in constant time, so a forger learns nothing from how long a refusal takes. */
export function signatureMatches(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signVendorBody(secret, timestamp, body), 'hex');
  const given = /^[0-9a-fA-F]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
