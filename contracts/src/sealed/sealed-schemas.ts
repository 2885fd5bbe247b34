import { Type, type Static } from '@sinclair/typebox';

const base64 = (maxLength: number) => Type.String({ pattern: '^[A-Za-z0-9+/]+={0,2}$', maxLength });

/** The body of a sealed route on the wire (docs/identity.md, "Encrypted payloads"). */
export const SealedEnvelopeSchema = Type.Object(
  {
    sealed: Type.Object({
      keyId: Type.String({ minLength: 1, maxLength: 64, description: 'from GET /wps/session/publicKey' }),
      wrappedKey: base64(1024),
      iv: base64(24),
      ciphertext: base64(2 * 1024 * 1024),
    }),
  },
  { description: 'AES-256-GCM ciphertext of { payload, nonce, timestamp }; the AES key wrapped with RSA-OAEP (SHA-256)' },
);
export type SealedEnvelope = Static<typeof SealedEnvelopeSchema>;
