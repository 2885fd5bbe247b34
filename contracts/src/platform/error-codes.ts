/**
 * The error codes the front end acts on (branches on) beyond showing the translated message the
 * envelope carries. Every other code is only shown. The full list of codes is the api's message
 * catalogues (each domain's `messages/`); the api's `platform/platform.test.ts` checks that
 * each code here has a message there in both languages, and the front end writes each code it
 * compares against with `satisfies ActedOnErrorCode`, so a rename on either side fails a check.
 */
export const ACTED_ON_ERROR_CODES = [
  /** The token is unknown or expired: the session ends and the login popup opens. */
  'login.not.session',
  /** A sensitive change needs the password proved within 5 minutes: the page asks for it, confirms, and retries. */
  'password.confirm.required',
  /** The session must change its password first: the page opens the forced change-password popup. */
  'password.change.required',
  /** A sealed body did not open (stale key, wrong clock): the key is fetched again and the call retried once. */
  'payload.invalid',
  /** The second-factor step waited too long: back to the password step. */
  'login.second.factor.expired',
  /** A transfer-wallet game is still holding the balance: the player is offered to take it back. */
  'gameWallet.transfer.previousGame',
  /** The invitation code of a registration link is not valid: the field says so. */
  'affiliate.invalid',
  // Phone verification (SPEC §8): also raised by the page itself, worded as the server words them.
  'sms.phone.invalid',
  'sms.too.many',
  'sms.unknown',
  'sms.code.invalid',
  'sms.captcha.failed',
  'sms.quota.exceeded',
  'sms.disabled',
  'sms.code.expired',
  'sms.popup.closed',
] as const;

export type ActedOnErrorCode = (typeof ACTED_ON_ERROR_CODES)[number];
