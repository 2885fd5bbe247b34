/**
 * `@khela/shared/sealed`: calls whose body travels sealed (passwords, payment passwords, payout
 * details). A separate entry, shared as its own singleton, so a visitor's first load of the home
 * page does not carry the sealer: the identity popups and the member center's security pages fetch
 * it with their own code.
 */
export { callSealed, forgetPayloadKey } from './api/sealed-call';
export { sealPayload } from './crypto/sealed-payload';
