import type { RegisterRule, RuleViolation } from './register-rule';
import { patternMessageKey } from './validate-field';

/** Any i18next `t` (or a test double): a key and interpolation values in, text out. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The catalogue object (common namespace) that holds every rule message. */
export const rulesNamespace = 'common:rules';

/**
 * The reader's message for a violation (SPEC §5). Pattern messages are reg_pattern_{id} with
 * {{min}} and {{max}}; when the two bounds are equal the message must show one number, so each
 * pattern also has reg_pattern_{id}_exact, worded around {{min}} alone, and this picks it. The
 * catalogue, not the code, decides the wording in each language.
 *
 * The lower bound shown is at least 1: an empty value is the required message's business, so a
 * rule of 0 to 20 reads "1 to 20".
 */
export function ruleMessage(t: Translate, found: RuleViolation): string {
  const min = Math.max(found.params.min, 1);
  const max = found.params.max;
  const isPattern = found.messageKey.startsWith('reg_pattern_');
  const key = isPattern && min === max ? `${found.messageKey}_exact` : found.messageKey;
  // A pattern id the catalogue does not know (a brand's own) still gets a sensible sentence.
  const fallback = t(`${rulesNamespace}.invalid`, { min, max });
  return t(`${rulesNamespace}.${key}`, { min, max, defaultValue: fallback });
}

/** What a rule accepts, worded as its pattern message: a field's hint before anything is wrong. */
export function ruleHint(t: Translate, rule: RegisterRule): string {
  return ruleMessage(t, { field: rule.field, kind: 'pattern', messageKey: patternMessageKey(rule.patternId), params: { min: rule.minLength, max: rule.maxLength } });
}
