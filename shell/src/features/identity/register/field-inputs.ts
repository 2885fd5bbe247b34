import type { RegisterRule } from '@khela/shared';
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';

/** How a registration field is typed on a phone: the keyboard it opens and what the browser may fill. */
export interface FieldInput {
  type: HTMLInputTypeAttribute;
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}

const inputs: Record<string, FieldInput> = {
  username: { type: 'text', autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  whatsapp: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  verificationCode: { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
  captcha: { type: 'text', autoComplete: 'off' },
  payeeName: { type: 'text', autoComplete: 'name' },
  fullname: { type: 'text', autoComplete: 'name' },
  nickname: { type: 'text', autoComplete: 'nickname' },
  // A date input gives yyyy-MM-dd, one of the two forms the date pattern takes.
  birthday: { type: 'date', autoComplete: 'bday' },
};

/** Every field of SPEC §3 has a label in register.fields; a brand's unknown field shows its name. */
export const labelledFields: readonly string[] = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha',
  'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber',
  'referralCode', 'zalo', 'telegram', 'nickname', 'fullname', 'birthday',
];

export function fieldInput(rule: RegisterRule): FieldInput {
  const known = inputs[rule.field];
  if (known) return known;
  // Digits-only rules (patternId 7) get the number pad.
  return rule.patternId === 7 ? { type: 'text', autoComplete: 'off', inputMode: 'numeric' } : { type: 'text', autoComplete: 'off' };
}
