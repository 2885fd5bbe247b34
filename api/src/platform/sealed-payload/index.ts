export { openSealed, openSealedBody, SealedEnvelopeSchema, TIMESTAMP_WINDOW_MS, type SealedEnvelope } from './open-sealed-body';
export { loadPayloadKey, payloadKey, PAYLOAD_KEY_BITS, type PayloadKey } from './payload-keys';
export { recordNonce } from './nonces';
