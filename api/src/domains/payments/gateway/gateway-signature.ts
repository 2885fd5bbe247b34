/**
 * The gateway's signature (docs/payments.md): the one rule the api (as the merchant) and the
 * sandbox gateway sign with, kept in the server kit; the payments tests pin it with the
 * documented vector.
 */
export { canonicalString, hasValidSignature, type SignedFields, signFields, withSignature } from '@khela/server-kit/gateway';
