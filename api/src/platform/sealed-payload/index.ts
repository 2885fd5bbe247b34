export { openSealed, openSealedBody, TIMESTAMP_WINDOW_MS } from './open-sealed-body';
export { loadPayloadKey, payloadKey, PAYLOAD_KEY_BITS, type PayloadKey } from './payload-keys';
export { recordNonce } from './nonces';
