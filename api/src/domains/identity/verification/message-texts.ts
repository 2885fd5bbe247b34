import type { Language } from '../../../platform/i18n/language';
import { translate } from '../../../platform/i18n/translate';
// Texts translated here are this domain's: its catalogue loads with this module.
import '../messages';

/** The SMS carrying a one-time code. */
export function codeSmsText(language: Language, values: { brand: string; code: string; minutes: number }): string {
  return translate(language, 'message.code.sms', values);
}

/** The e-mail carrying a one-time code. */
export function codeMailText(language: Language, values: { brand: string; code: string; minutes: number }) {
  return { subject: translate(language, 'message.code.mail.subject', values), body: translate(language, 'message.code.mail.body', values) };
}

/** What a sensitive change was, for the notice to the member's old address (sessions/sensitive-changes.ts). */
export type AccountChange = 'email' | 'mobile' | 'totp-added' | 'totp-removed' | 'payment-password' | 'payout-account';

/** The SMS telling the member's old number that the account was changed. */
export function accountChangeSmsText(language: Language, values: { brand: string; account: string; change: AccountChange }): string {
  return translate(language, 'message.account-change.sms', { ...values, change: translate(language, `message.account-change.what.${values.change}`) });
}

/** Mails that identity sends besides codes, each with the values its text needs. */
export interface MailTemplates {
  'password-reset': { account: string; password: string; minutes: number };
  'account-change': { account: string; change: AccountChange };
}
export type MailTemplate = keyof MailTemplates;

export function templateMailText<T extends MailTemplate>(language: Language, template: T, values: MailTemplates[T] & { brand: string }) {
  switch (template) {
    case 'password-reset':
      return {
        subject: translate(language, 'message.password-reset.subject', values),
        body: translate(language, 'message.password-reset.body', values),
      };
    case 'account-change': {
      const { change } = values as MailTemplates['account-change'] & { brand: string };
      const texts = { ...values, change: translate(language, `message.account-change.what.${change}`) };
      return {
        subject: translate(language, 'message.account-change.subject', texts),
        body: translate(language, 'message.account-change.body', texts),
      };
    }
    default:
      throw new Error(`unknown mail template ${String(template)}`);
  }
}
