/**
 * The rule a production secret must pass (README "Running in production"):
 * - not one of the defaults written in this repository's code and docs;
 * - at least 32 bytes once decoded: 64+ hex digits, 43+ base64/base64url characters, or any other
 *   text of 32+ UTF-8 bytes;
 * - at least 10 different characters, so `aaaa…` or `abab…` padded to length does not pass.
 * `openssl rand -hex 32` and `openssl rand -base64 32` both pass.
 */
export const MIN_SECRET_BYTES = 32;
export const MIN_DISTINCT_CHARACTERS = 10;

/** Every default secret or token the demo uses (code, docs, e2e): never acceptable in production. */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'house-vendor-secret',
  'sportsbook-vendor-secret',
  'sportsbook-ops-token',
  'e2e-sportsbook-ops-token',
  'sandbox-vendor-secret',
  'sandbox-pay-secret',
  'e2e-operator-token',
  'secret',
  'changeme',
  'change-me',
  'password',
];

const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$|^[A-Za-z0-9_-]+={0,2}$/;

/** How many bytes of key the text carries: decoded hex or base64(url), else its UTF-8 bytes. */
export function secretBytes(value: string): number {
  if (HEX.test(value)) return value.length / 2;
  if (BASE64.test(value) && value.length % 4 !== 1) return Math.floor((value.replace(/=+$/, '').length * 6) / 8);
  return Buffer.byteLength(value, 'utf8');
}

/** Why a value fails the rule, or null when it passes. */
export function checkSecret(value: string): string | null {
  const lower = value.trim().toLowerCase();
  if (KNOWN_DEFAULT_SECRETS.some((known) => known === lower)) return 'is a documented default';
  const bytes = secretBytes(value);
  if (bytes < MIN_SECRET_BYTES) return `is too short: ${bytes} bytes of key, at least ${MIN_SECRET_BYTES} needed (openssl rand -hex 32)`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return `is not random: fewer than ${MIN_DISTINCT_CHARACTERS} different characters`;
  return null;
}
