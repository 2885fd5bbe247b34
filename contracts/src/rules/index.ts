/**
 * The registration rules engine (SPEC §5), shared by the forms and the api: pure TypeScript, no
 * DOM and no React, so the server checks exactly what the page checks.
 */
export type { RegisterMode, RegisterRule, RuleViolation, ViolationKind } from './register-rule';
export { REGISTER_PATTERNS, registerPatterns, type RegisterPattern } from './patterns';
export { characterCount, patternMessageKey, validateField } from './validate-field';
export {
  automaticFields,
  registrationFields,
  usernameFromMobile,
  validateMobile,
  validatePassword,
  validateRegistration,
  type RegistrationForm,
  type RegistrationOptions,
} from './registration';
export { ruleHint, ruleMessage, rulesNamespace, type Translate } from './messages';
