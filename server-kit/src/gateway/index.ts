export { canonicalString, hasValidSignature, type SignedFields, signFields, withSignature } from './signature';
