import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Language } from '../../../platform/i18n/language';
import type { Merchant } from '../../../platform/merchant/merchant';
import { parseIdentitySettings } from './identity-settings';
import { messageProviderFor } from './message-providers';
import { type MailTemplate, type MailTemplates, templateMailText } from './message-texts';

/** Sends one of identity's mails through the brand's mail provider; mail.send.failed when it cannot. */
export async function sendMail<T extends MailTemplate>(
  db: Queryable,
  merchant: Merchant,
  mail: { to: string; template: T; params: MailTemplates[T]; language: Language },
): Promise<void> {
  const text = templateMailText(mail.language, mail.template, { ...mail.params, brand: merchant.name });
  try {
    await messageProviderFor(db, parseIdentitySettings(merchant.identity).mail).sendMail({ merchantCode: merchant.code, to: mail.to.trim(), ...text });
  } catch {
    throw new ApiError(502, 'mail.send.failed');
  }
}
