/** Human checks and one-time codes: what the rest of identity uses. */
export { normalizeMobile, type Mobile } from './phone';
export { loadIdentitySettings, parseIdentitySettings } from './identity-settings';
export { issueCaptcha, verifyCaptcha, type Captcha } from './captcha';
export { answerSliderChallenge, consumeSliderToken, issueSliderChallenge, type SliderChallenge } from './slider';
export {
  consumeVerificationCode,
  MAX_CODE_ATTEMPTS,
  sendVerificationCode,
  withholdVerificationCode,
  type CodeRequest,
  type CodeTarget,
} from './codes';
export { CODE_PURPOSES, type CodeChannel, type CodePurpose } from './code-purposes';
export { sendMail } from './mail';
export { admitRequest, REQUEST_LIMITS } from './request-limits';
export type { MailTemplate, MailTemplates } from './message-texts';
export {
  HttpMessageProvider,
  messageProviderFor,
  OutboxProvider,
  type MailMessage,
  type MailProvider,
  type SmsMessage,
  type SmsProvider,
} from './message-providers';
export { verificationRoutes } from './verification-routes';
export { outboxRoutes } from './outbox-routes';
