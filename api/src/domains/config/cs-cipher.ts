import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Customer-service links travel AES-256-GCM encrypted with a key sent in the same response
 * (csKey), and the browser decrypts them with WebCrypto. This keeps the links out of page
 * source and away from naive scrapers; it is obfuscation, NOT secrecy: anyone holding the
 * response holds the key.
 *
 * Wire format: base64( iv[12] | ciphertext | tag[16] ). WebCrypto's AES-GCM decrypt takes
 * ciphertext|tag as one buffer, so the browser splits off only the first 12 bytes.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function generateCsKey(): string {
  return randomBytes(32).toString('base64');
}

export function encryptCsPath(plain: string, keyBase64: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** The server never needs this; tests use it to prove the browser can. */
export function decryptCsPath(encoded: string, keyBase64: string): string {
  const bytes = Buffer.from(encoded, 'base64');
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
