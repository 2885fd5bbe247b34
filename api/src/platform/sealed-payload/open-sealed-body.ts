import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import { SealedEnvelopeSchema, type SealedEnvelope } from '@khela/contracts';
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ApiError } from '../errors';
import { recordNonce } from './nonces';
import { payloadKey } from './payload-keys';

const PlaintextSchema = Type.Object({
  payload: Type.Unknown(),
  nonce: Type.String({ minLength: 16, maxLength: 128 }),
  timestamp: Type.Number(),
});

const envelopeCheck = TypeCompiler.Compile(SealedEnvelopeSchema);
const plaintextCheck = TypeCompiler.Compile(PlaintextSchema);

export const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

const invalid = () => new ApiError(400, 'payload.invalid');

/** RSA-OAEP unwraps the AES key, AES-GCM decrypts and authenticates; any failure throws. */
function decrypt(sealed: SealedEnvelope['sealed'], privateKey: KeyObject): string {
  const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed.wrappedKey, 'base64'));
  const iv = Buffer.from(sealed.iv, 'base64');
  const data = Buffer.from(sealed.ciphertext, 'base64');
  if (aesKey.length !== 32 || iv.length !== GCM_IV_BYTES || data.length < GCM_TAG_BYTES) throw invalid();
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: GCM_TAG_BYTES });
  decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)), decipher.final()]).toString('utf8');
}

/**
 * Opens a sealed body and returns the payload inside. 400 payload.sealed.required for a plain
 * body, payload.invalid for anything that does not decrypt, is malformed, is for another key or is
 * more than five minutes from this server's clock, payload.replayed for a nonce already seen.
 */
export async function openSealed(db: Db, body: unknown, now: number = Date.now()): Promise<unknown> {
  if (typeof body !== 'object' || body === null || !('sealed' in body)) throw new ApiError(400, 'payload.sealed.required');
  if (!envelopeCheck.Check(body)) throw invalid();
  const key = await payloadKey(db);
  // A key from before a restart on a new database, or from another server: the client refetches.
  if (body.sealed.keyId !== key.keyId) throw invalid();
  let plaintext: unknown;
  try {
    plaintext = JSON.parse(decrypt(body.sealed, key.privateKey));
  } catch {
    throw invalid();
  }
  if (!plaintextCheck.Check(plaintext)) throw invalid();
  if (!(Math.abs(now - plaintext.timestamp) <= TIMESTAMP_WINDOW_MS)) throw invalid();
  if (!(await recordNonce(db, plaintext.nonce, now))) throw new ApiError(400, 'payload.replayed');
  return plaintext.payload;
}

/**
 * preValidation hook for a sealed route: the route's body schema then validates the payload
 * inside, as if it had been sent in the clear. Use as `{ preValidation: openSealedBody(db) }`.
 */
export function openSealedBody(db: Db) {
  return async function openSealedRequestBody(request: FastifyRequest): Promise<void> {
    request.body = await openSealed(db, request.body);
  };
}
