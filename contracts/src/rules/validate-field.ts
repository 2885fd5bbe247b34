import { REGISTER_PATTERNS } from './patterns';
import type { RegisterRule, RuleViolation, ViolationKind } from './register-rule';

/** null stands for "accepts anything"; compiled once per source. */
const compiled = new Map<string, RegExp | null>();

function compile(source: string): RegExp | null | undefined {
  if (source === '*' || source === '') return null;
  // Anchored as a whole, so a pattern written without ^ and $ still has to match all of the value.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(`^(?:${source})$`, flags);
    } catch {
      // A pattern written for the legacy (non-Unicode) syntax: try that next.
    }
  }
  return undefined;
}

/** The rule's own pattern; if it does not compile, the table's pattern for its id; else anything. */
function patternOf(rule: RegisterRule): RegExp | null {
  const key = `${rule.patternId}\u0000${rule.acceptedPattern}`;
  if (!compiled.has(key)) {
    const own = compile(rule.acceptedPattern);
    const fallback = REGISTER_PATTERNS[rule.patternId];
    compiled.set(key, own !== undefined ? own : fallback !== undefined ? (compile(fallback) ?? null) : null);
  }
  return compiled.get(key) ?? null;
}

/** Characters as a reader counts them (code points), so a Han or Hangul name is not counted double. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

export function patternMessageKey(patternId: number): string {
  return `reg_pattern_${patternId}`;
}

export function violation(rule: RegisterRule, kind: ViolationKind, messageKey = patternMessageKey(rule.patternId)): RuleViolation {
  return { field: rule.field, kind, messageKey, params: { min: rule.minLength, max: rule.maxLength } };
}

/**
 * One field against its rule (SPEC §5): a disabled rule accepts anything; an empty value (or
 * spaces only) fails only a required rule; otherwise the value must match acceptedPattern and
 * its length must lie between minLength and maxLength inclusive.
 */
export function validateField(rule: RegisterRule, value: string): RuleViolation | null {
  if (!rule.enabled) return null;
  if (value.trim() === '') return rule.required ? violation(rule, 'required', 'required') : null;
  const pattern = patternOf(rule);
  if (pattern && !pattern.test(value)) return violation(rule, 'pattern');
  const length = characterCount(value);
  if (length < rule.minLength || length > rule.maxLength) return violation(rule, 'length');
  return null;
}
