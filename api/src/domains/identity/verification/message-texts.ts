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

/** Mails that identity sends besides codes, each with the values its text needs. */
export interface MailTemplates {
  'password-reset': { account: string; password: string; minutes: number };
}
export type MailTemplate = keyof MailTemplates;

export function templateMailText<T extends MailTemplate>(language: Language, template: T, values: MailTemplates[T] & { brand: string }) {
  switch (template) {
    case 'password-reset':
      return {
        subject: translate(language, 'message.password-reset.subject', values),
        body: translate(language, 'message.password-reset.body', values),
      };
    default:
      throw new Error(`unknown mail template ${String(template)}`);
  }
}
