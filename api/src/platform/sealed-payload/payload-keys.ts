import { createHash, createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Queryable } from '../db/db';

/** The server's payload key: the public half as clients get it, the private half ready to use. */
export interface PayloadKey {
  keyId: string;
  /** SPKI, base64. */
  publicKey: string;
  privateKey: KeyObject;
}

/**
 * 2048 bits: safe to 2030 by NIST SP 800-57, and a fresh database (every test file) makes one in a
 * fraction of a second where 3072 bits takes seconds. Clients accept either size.
 */
export const PAYLOAD_KEY_BITS = 2048;

const generate = promisify(generateKeyPair);

interface KeyRow {
  key_id: string;
  public_key: string;
  private_key: string;
}

/** A short id naming the key by its content: SHA-256 of the SPKI, base64url, 16 characters. */
function keyIdOf(spkiBase64: string): string {
  return createHash('sha256').update(Buffer.from(spkiBase64, 'base64')).digest('base64url').slice(0, 16);
}

async function oldestKey(db: Queryable): Promise<PayloadKey | null> {
  const [row] = await db.query<KeyRow>('SELECT key_id, public_key, private_key FROM payload_keys ORDER BY created_at, key_id LIMIT 1');
  if (!row) return null;
  const privateKey = createPrivateKey({ key: Buffer.from(row.private_key, 'base64'), format: 'der', type: 'pkcs8' });
  return { keyId: row.key_id, publicKey: row.public_key, privateKey };
}

/** Reads the database's key pair, making and storing one the first time. Uncached: see payloadKey. */
export async function loadPayloadKey(db: Queryable): Promise<PayloadKey> {
  const existing = await oldestKey(db);
  if (existing) return existing;
  const pair = await generate('rsa', {
    modulusLength: PAYLOAD_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
  const publicKey = pair.publicKey.toString('base64');
  await db.query('INSERT INTO payload_keys (key_id, public_key, private_key) VALUES ($1, $2, $3) ON CONFLICT (key_id) DO NOTHING', [
    keyIdOf(publicKey),
    publicKey,
    pair.privateKey.toString('base64'),
  ]);
  // Servers starting together on one database may each insert a key: all of them use the oldest.
  const stored = await oldestKey(db);
  if (!stored) throw new Error('the payload key was not stored');
  return stored;
}

const cache = new WeakMap<Queryable, Promise<PayloadKey>>();

/** The database's key pair, loaded once per process (and per database, for tests). */
export function payloadKey(db: Queryable): Promise<PayloadKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadPayloadKey(db);
    cache.set(db, key);
    // A failed load (database down) is tried again on the next request.
    key.catch(() => cache.delete(db));
  }
  return key;
}

/**
 * A PEM private key (PAYLOAD_PRIVATE_KEY in production) as the payload key; throws when the text
 * is not an RSA private key of at least PAYLOAD_KEY_BITS.
 */
export function payloadKeyFromPem(pem: string): PayloadKey {
  const privateKey = createPrivateKey({ key: pem, format: 'pem' });
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < PAYLOAD_KEY_BITS) throw new Error(`not an RSA key of at least ${PAYLOAD_KEY_BITS} bits`);
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return { keyId: keyIdOf(publicKey), publicKey, privateKey };
}

/** Why a PEM text cannot be the payload key, or null when it can (the production check). */
export function payloadPemProblem(pem: string): string | null {
  try {
    payloadKeyFromPem(pem);
    return null;
  } catch (error) {
    return `is not a usable PEM private key (${error instanceof Error ? error.message : 'unreadable'}); make one with openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:3072`;
  }
}

/** Production: this database's requests use the key from the environment; nothing is generated or stored. */
export function installPayloadKey(db: Queryable, key: PayloadKey): void {
  cache.set(db, Promise.resolve(key));
}
