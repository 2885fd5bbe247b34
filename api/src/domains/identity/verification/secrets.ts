import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random identifier or token: 24 bytes (192 bits), base64url. */
export function randomId(): string {
  return randomBytes(24).toString('base64url');
}

/** Only hashes of ids, tokens, codes and answers are stored. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
