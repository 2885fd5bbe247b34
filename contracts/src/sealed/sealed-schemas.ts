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

/** GET /wps/session/publicKey: the key sealed bodies are encrypted to, and the server's clock. */
export const PayloadKeySchema = Type.Object({
  keyId: Type.String({ description: 'goes back in sealed.keyId' }),
  publicKey: Type.String({ description: 'RSA public key, SPKI DER, base64 (RSA-OAEP with SHA-256)' }),
  serverTime: Type.Integer({ description: "the server's clock (ms since the epoch): sealed timestamps must be within 5 minutes of it" }),
});
export type PayloadKeyAnswer = Static<typeof PayloadKeySchema>;
