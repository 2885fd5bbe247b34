/**
 * Sealed request bodies (docs/identity.md, "Encrypted payloads"): a fresh AES-256-GCM key per
 * request encrypts `{ payload, nonce, timestamp }`, and the server's RSA-OAEP (SHA-256) public key
 * wraps that AES key. WebCrypto only, so the same code runs in browsers, jsdom tests and Node 20.
 */
import type { SealedEnvelope } from './sealed-schemas';

/** The server's payload key as GET /wps/session/publicKey gives it. */
export interface PayloadPublicKey {
  keyId: string;
  /** SPKI, base64. */
  publicKey: string;
}

/** What goes on the wire under `sealed` (every field but keyId is base64), as its schema says. */
export type SealedBody = SealedEnvelope['sealed'];
export type { SealedEnvelope };

/** The plaintext the AES key encrypts; the server refuses a seen nonce or a timestamp 5 minutes off. */
export interface SealedPlaintext {
  payload: unknown;
  nonce: string;
  /** Milliseconds since the epoch, on the server's clock as well as the caller knows it. */
  timestamp: number;
}

const rsaOaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const gcmIvBytes = 12;
const nonceBytes = 16;

function subtle() {
  const found = globalThis.crypto?.subtle;
  // WebCrypto's subtle exists only in secure contexts (https or localhost).
  if (!found) throw new Error('WebCrypto is not available (the page must be served over https)');
  return found;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/**
 * Encrypts `payload` for the server holding `key`. `now` is the timestamp to send: pass the
 * server's clock (Date.now() plus a known offset) when the device clock may be wrong.
 */
export async function sealPayload(payload: unknown, key: PayloadPublicKey, now: number = Date.now()): Promise<SealedBody> {
  const webCrypto = subtle();
  const publicKey = await webCrypto.importKey('spki', base64ToBytes(key.publicKey), rsaOaep, false, ['wrapKey']);
  const aesKey = await webCrypto.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = randomBytes(gcmIvBytes);
  const plaintext: SealedPlaintext = { payload, nonce: bytesToBase64(randomBytes(nonceBytes)), timestamp: Math.round(now) };
  const encoded = new TextEncoder().encode(JSON.stringify(plaintext));
  const [wrappedKey, ciphertext] = await Promise.all([
    webCrypto.wrapKey('raw', aesKey, publicKey, rsaOaep),
    // WebCrypto appends the 16-byte GCM tag to the ciphertext; the server splits it off.
    webCrypto.encrypt({ name: 'AES-GCM', iv }, aesKey, encoded),
  ]);
  return {
    keyId: key.keyId,
    wrappedKey: bytesToBase64(new Uint8Array(wrappedKey)),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(ciphertext)),
  };
}
