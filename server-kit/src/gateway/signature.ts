import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment gateway's signature (docs/payments.md), the one rule both sides sign with: the api as
 * the merchant, the sandbox as the gateway. Every field but `sign` with a value, sorted by name, as
 * `name=value` joined by `&`, HMAC-SHA256 with the shared secret, lower-case hex. The documented
 * test vector pins it in both packages' tests.
 */
export type SignedFields = Record<string, string | number | null | undefined>;

export function canonicalString(fields: SignedFields): string {
  return Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== undefined && fields[name] !== null && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('&');
}

export function signFields(fields: SignedFields, secret: string): string {
  return createHmac('sha256', secret).update(canonicalString(fields), 'utf8').digest('hex');
}

export function withSignature<T extends SignedFields>(fields: T, secret: string): T & { sign: string } {
  return { ...fields, sign: signFields(fields, secret) };
}

/** A lower-case hex `sign` over the other fields, compared in constant time. */
export function hasValidSignature(fields: SignedFields, secret: string): boolean {
  const given = fields.sign;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signFields(fields, secret), 'hex'));
}
