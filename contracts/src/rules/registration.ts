import type { RegisterMode, RegisterRule, RuleViolation } from './register-rule';
import { validateField, violation } from './validate-field';

export interface RegistrationOptions {
  mode: RegisterMode;
  /** REGMOBVERF3: a mobile number must be confirmed with an SMS code. */
  smsEnabled: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password too. */
  mobileRegPass: boolean;
}

export type RegistrationForm = Readonly<Record<string, string | undefined>>;

/** Fields the page fills in itself (the dialling code is shown as the mobile's prefix). */
export const automaticFields: readonly string[] = ['countryDialingCode', 'domain'];

/**
 * Rules a brand may have left out but registration cannot do without. Free text up to a bound
 * generous enough for any real value; a brand's own rule always wins.
 */
const essentialRules: Record<string, RegisterRule> = {
  username: { field: 'username', enabled: true, required: true, acceptedPattern: '*', minLength: 1, maxLength: 64, patternId: 1 },
  password: { field: 'password', enabled: true, required: true, acceptedPattern: '*', minLength: 1, maxLength: 128, patternId: 1 },
  confirmPassword: { field: 'confirmPassword', enabled: true, required: true, acceptedPattern: '*', minLength: 1, maxLength: 128, patternId: 1 },
  mobileNum: { field: 'mobileNum', enabled: true, required: true, acceptedPattern: '^\\d+$', minLength: 6, maxLength: 15, patternId: 7 },
  verificationCode: { field: 'verificationCode', enabled: true, required: true, acceptedPattern: '*', minLength: 1, maxLength: 10, patternId: 1 },
};

function ruleFor(rules: readonly RegisterRule[], field: string): RegisterRule | undefined {
  return rules.find((rule) => rule.field === field);
}

/** The brand's rule (or the essential one) switched on, with the requirement this form gives it. */
function forced(rules: readonly RegisterRule[], field: string, required: boolean): RegisterRule {
  return { ...(ruleFor(rules, field) ?? essentialRules[field]!), enabled: true, required };
}

/**
 * The fields a registration of this type asks for, in the brand's order, each with the rule it is
 * checked against (SPEC §3, §5). The form draws these (less automaticFields) and
 * validateRegistration checks exactly these, so the page and the api cannot disagree.
 *
 * - By username: username, password and its confirmation are always asked for and required.
 * - By mobile: the username is the mobile number (not asked); the mobile is required; a password
 *   only with MOBILENUMPASSREG3.
 * - With SMS verification on, the code field comes with the mobile field. It is required in mobile
 *   registration, and in username registration once a mobile number is typed (checked in
 *   validateRegistration, since it depends on the value).
 * - An enabled captcha rule always means the captcha must be typed.
 */
export function registrationFields(rules: readonly RegisterRule[], options: RegistrationOptions): RegisterRule[] {
  const byMobile = options.mode === 'registerMobile';
  const asksPassword = !byMobile || options.mobileRegPass;
  const chosen: RegisterRule[] = [];
  const seen = new Set<string>();
  const add = (rule: RegisterRule) => {
    if (!seen.has(rule.field)) chosen.push(rule);
    seen.add(rule.field);
  };
  const essentials = [
    ...(byMobile ? ['mobileNum'] : ['username']),
    ...(asksPassword ? ['password', 'confirmPassword'] : []),
  ];
  // The brand's order first, then any essential field the brand left out.
  for (const rule of [...rules, ...essentials.filter((field) => !ruleFor(rules, field)).map((field) => essentialRules[field]!)]) {
    const field = rule.field;
    if (essentials.includes(field)) add(forced(rules, field, true));
    else if (field === 'username' || field === 'password' || field === 'confirmPassword') continue;
    else if (field === 'verificationCode') continue;
    else if (field === 'captcha') {
      if (rule.enabled) add(forced(rules, field, true));
    } else if (rule.enabled) add(rule);
    if (field === 'mobileNum' && seen.has('mobileNum') && options.smsEnabled) add(forced(rules, 'verificationCode', byMobile));
  }
  return chosen;
}

/** SPEC §5: in mobile registration the username is the mobile number without its leading zeros. */
export function usernameFromMobile(mobile: string): string {
  return mobile.trim().replace(/^0+/, '');
}

/**
 * The whole registration form (SPEC §5): every asked-for field against its rule, the confirmation
 * equal to the password, and the SMS code when it is due. Returns every violation, in form order.
 */
export function validateRegistration(rules: readonly RegisterRule[], form: RegistrationForm, options: RegistrationOptions): RuleViolation[] {
  const value = (field: string) => form[field] ?? '';
  const violations: RuleViolation[] = [];
  for (const rule of registrationFields(rules, options)) {
    const found =
      rule.field === 'confirmPassword'
        ? confirmationViolation(rule, value('password'), value('confirmPassword'))
        : rule.field === 'verificationCode'
          ? validateField({ ...rule, required: rule.required || value('mobileNum').trim() !== '' }, value(rule.field))
          : validateField(rule, value(rule.field));
    if (found) violations.push(found);
  }
  // A username sent with a mobile registration must be the mobile one, or a valid username.
  const username = value('username');
  if (options.mode === 'registerMobile' && username !== '' && username !== usernameFromMobile(value('mobileNum'))) {
    const found = validateField(forced(rules, 'username', false), username);
    if (found) violations.push(found);
  }
  return violations;
}

function confirmationViolation(rule: RegisterRule, password: string, confirmation: string): RuleViolation | null {
  if (confirmation === '') return violation(rule, 'required', 'required');
  return confirmation === password ? null : violation(rule, 'mismatch', 'confirm_mismatch');
}

/** A new password (change or reset, SPEC §5) against the brand's password rule; always required. */
export function validatePassword(rules: readonly RegisterRule[], value: string): RuleViolation | null {
  return validateField(forced(rules, 'password', true), value);
}

/** A mobile number against the brand's mobile rule, e.g. before an SMS code is sent (SPEC §5). */
export function validateMobile(rules: readonly RegisterRule[], value: string): RuleViolation | null {
  return validateField(forced(rules, 'mobileNum', true), value);
}
