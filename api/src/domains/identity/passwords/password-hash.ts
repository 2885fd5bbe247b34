import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt at OWASP's recommended minimum (N=2^17, r=8, p=1), a 16-byte
 * salt and a 32-byte key, stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later
 * without breaking existing hashes. KHELA_SCRYPT_LOG_N lowers N only for tests and benchmarks.
 */
const KEY_LENGTH = 32;

export interface KdfCost {
  logN: number;
  r: number;
  p: number;
}

export function currentKdfCost(): KdfCost {
  const fromEnv = Number(process.env.KHELA_SCRYPT_LOG_N);
  const logN = Number.isInteger(fromEnv) && fromEnv >= 10 && fromEnv <= 20 ? fromEnv : 17;
  return { logN, r: 8, p: 1 };
}

function derive(password: string, salt: Buffer, cost: KdfCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: KdfCost = currentKdfCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', 2 ** cost.logN, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const cost = { logN: Math.log2(Number(n)), r: Number(r), p: Number(p) };
  const key = await derive(password, Buffer.from(salt, 'base64'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash to verify against when the account does not exist, so that a wrong username takes as
 * long as a wrong password and timing reveals nothing.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('base64'));
  return decoy;
}
