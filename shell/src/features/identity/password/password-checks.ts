import { type RegisterRule } from '@khela/shared';
import { REGISTER_PATTERNS, ruleMessage, validateField, validateMobile, validatePassword } from '@khela/shared/rules';

/** Any i18next `t` bound to a namespace that can reach `common:` keys. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The field checks of SPEC §5 for the password forms, each in one place so the rules engine
 * decides and the catalogue words the message. Each returns the reader's message, or null.
 */
export function newPasswordProblem(rules: readonly RegisterRule[], value: string, t: Translate): string | null {
  const found = validatePassword(rules, value);
  return found ? ruleMessage(t, found) : null;
}

export function confirmationProblem(password: string, confirmation: string, t: Translate): string | null {
  if (confirmation === '') return t('common:rules.required');
  return confirmation === password ? null : t('common:rules.confirm_mismatch');
}

export function mobileProblem(rules: readonly RegisterRule[], value: string, t: Translate): string | null {
  const found = validateMobile(rules, value);
  return found ? ruleMessage(t, found) : null;
}

/** The brand's username rule when it has one, else any non-empty value up to 64 characters. */
const anyUsername: RegisterRule = { field: 'username', enabled: true, required: true, acceptedPattern: '*', minLength: 1, maxLength: 64, patternId: 1 };

export function usernameProblem(rules: readonly RegisterRule[], value: string, t: Translate): string | null {
  const rule = rules.find((candidate) => candidate.field === 'username') ?? anyUsername;
  const found = validateField({ ...rule, enabled: true, required: true }, value.trim());
  return found ? ruleMessage(t, found) : null;
}

export function requiredProblem(value: string, t: Translate): string | null {
  return value.trim() === '' ? t('common:rules.required') : null;
}

/** The e-mail rule of the rules engine (pattern 4), whatever the brand's registration asks for. */
const emailRule: RegisterRule = { field: 'email', enabled: true, required: true, acceptedPattern: REGISTER_PATTERNS[4]!, minLength: 3, maxLength: 100, patternId: 4 };

export function emailProblem(value: string, t: Translate): string | null {
  const found = validateField(emailRule, value.trim());
  return found ? ruleMessage(t, found) : null;
}
