import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import type { PayloadPublicKey, SealedBody, SealedPlaintext } from './sealed-payload';

/** Tests only: a key pair as the server makes it, and the server's way of opening a sealed body. */
export function testKeyPair(keyId: string): { key: PayloadPublicKey; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { key: { keyId, publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') }, privateKey };
}

export function openWithNodeCrypto(sealed: SealedBody, privateKey: KeyObject): SealedPlaintext {
  const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed.wrappedKey, 'base64'));
  const data = Buffer.from(sealed.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8'));
}
