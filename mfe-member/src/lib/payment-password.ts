/** Sealed: loginPassword the first time, oldPaymentPassword once one is set. */
export interface PaymentPasswordBody {
  loginPassword?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
}

/** 'set' the first time (proved with the login password), 'change' after (with the old one). */
export type PaymentPasswordMode = 'set' | 'change';

export interface PaymentPasswordForm {
  /** The login password ('set') or the current payment password ('change'). */
  current: string;
  next: string;
  confirm: string;
}

export type PaymentPasswordProblem = 'loginPasswordRequired' | 'oldRequired' | 'rule' | 'mismatch' | 'sameAsOld';
export type PaymentPasswordProblems = Partial<Record<keyof PaymentPasswordForm, PaymentPasswordProblem>>;

/** The server's rule (member-routes.ts): exactly 6 digits. */
export const paymentPasswordPattern = /^\d{6}$/;

/** What is wrong with the form, field by field; empty when it may be sent. */
export function checkPaymentPassword(mode: PaymentPasswordMode, form: PaymentPasswordForm): PaymentPasswordProblems {
  const problems: PaymentPasswordProblems = {};
  if (!form.current) problems.current = mode === 'set' ? 'loginPasswordRequired' : 'oldRequired';
  if (!paymentPasswordPattern.test(form.next)) problems.next = 'rule';
  else if (mode === 'change' && form.next === form.current) problems.next = 'sameAsOld';
  if (form.confirm !== form.next || !form.confirm) problems.confirm = 'mismatch';
  return problems;
}

export function paymentPasswordBody(mode: PaymentPasswordMode, form: PaymentPasswordForm): PaymentPasswordBody {
  return mode === 'set' ? { loginPassword: form.current, newPaymentPassword: form.next } : { oldPaymentPassword: form.current, newPaymentPassword: form.next };
}
