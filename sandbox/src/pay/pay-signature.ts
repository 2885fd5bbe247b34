import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the gateway and its merchants sign (docs/payments.md): every field but `sign` that has a
 * value, sorted by name, as `name=value` joined by `&`, HMAC-SHA256 with the shared secret,
 * lower-case hex. The api has its own copy (api/src/domains/payments/gateway/gateway-signature.ts),
 * as a real merchant would; the api's payments tests run the two against each other.
 */
export type Fields = Record<string, string | number | null | undefined>;

export function canonicalString(fields: Fields): string {
  return Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== undefined && fields[name] !== null && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('&');
}

export function sign(fields: Fields, secret: string): string {
  return createHmac('sha256', secret).update(canonicalString(fields), 'utf8').digest('hex');
}

export function signed<T extends Fields>(fields: T, secret: string): T & { sign: string } {
  return { ...fields, sign: sign(fields, secret) };
}

export function verify(fields: Fields, secret: string): boolean {
  const given = fields.sign;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(fields, secret), 'hex'));
}
