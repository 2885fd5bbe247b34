import { type RegisterRule, type RegistrationOptions, type RuleViolation } from '@khela/shared';
import { validateRegistration } from '@khela/shared/rules';
import { useCallback, useMemo, useRef, useState } from 'react';

export type FieldErrors = Readonly<Record<string, RuleViolation>>;

function firstPerField(violations: readonly RuleViolation[]): Record<string, RuleViolation> {
  const errors: Record<string, RuleViolation> = {};
  for (const found of violations) errors[found.field] ??= found;
  return errors;
}

/**
 * The registration form's values and its per-field messages, all from the shared rules engine.
 * A field is checked when it loses focus (once something was typed in it), all fields on submit,
 * and a field with a message is checked again as it is corrected, so the message goes away.
 * `fixed` holds what the page fills in itself (dialling code, domain), checked but never typed.
 */
export function useRegisterForm(rules: readonly RegisterRule[], options: RegistrationOptions, fixed: Readonly<Record<string, string>>, initial: Record<string, string>) {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const typedIn = useRef(new Set<string>());
  const { mode, smsEnabled, mobileRegPass } = options;

  const check = useCallback(
    (form: Record<string, string>) => validateRegistration(rules, { ...form, ...fixed }, { mode, smsEnabled, mobileRegPass }),
    [rules, fixed, mode, smsEnabled, mobileRegPass],
  );

  /** Re-checks the named fields against the whole form (the confirmation depends on the password). */
  const recheck = useCallback(
    (form: Record<string, string>, fields: readonly string[]) => {
      const found = firstPerField(check(form));
      setErrors((current) => {
        const next = { ...current };
        for (const field of fields) {
          if (found[field]) next[field] = found[field];
          else delete next[field];
        }
        return next;
      });
    },
    [check],
  );

  const setValue = useCallback(
    (field: string, value: string) => {
      typedIn.current.add(field);
      const next = { ...values, [field]: value };
      setValues(next);
      // A field showing a message is checked again as it is corrected; so is what depends on it.
      const related = field === 'password' ? ['password', 'confirmPassword'] : field === 'mobileNum' ? ['mobileNum', 'verificationCode'] : [field];
      const shown = related.filter((name) => errors[name]);
      if (shown.length > 0) recheck(next, shown);
    },
    [errors, recheck, values],
  );

  const blur = useCallback(
    (field: string) => {
      if (typedIn.current.has(field) || errors[field]) recheck(values, [field]);
    },
    [errors, recheck, values],
  );

  /** Every field at once; returns the violations so the caller can move focus to the first. */
  const validateAll = useCallback(() => {
    const violations = check(values);
    setErrors(firstPerField(violations));
    return violations;
  }, [check, values]);

  /** Messages found elsewhere: the server's (value.violations of register.field.invalid), the SMS step's. */
  const showViolations = useCallback((violations: readonly RuleViolation[]) => setErrors((current) => ({ ...current, ...firstPerField(violations) })), []);
  const clearErrors = useCallback(() => setErrors({}), []);

  return useMemo(
    () => ({ values, errors, setValue, blur, validateAll, showViolations, clearErrors }),
    [values, errors, setValue, blur, validateAll, showViolations, clearErrors],
  );
}
