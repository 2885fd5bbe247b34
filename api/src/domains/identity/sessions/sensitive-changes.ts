import type { FastifyBaseLogger } from 'fastify';
import type { Identity } from '../../../platform/auth';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Language } from '../../../platform/i18n/language';
import type { Merchant } from '../../../platform/merchant/merchant';
import type { Member } from '../members/member';
import { parseIdentitySettings } from '../verification/identity-settings';
import { messageProviderFor } from '../verification/message-providers';
import { accountChangeSmsText, templateMailText, type AccountChange } from '../verification/message-texts';
import { revokeMemberSessions } from './session-store';

/**
 * Sensitive changes (docs/identity.md): binding or changing the e-mail or mobile, adding or
 * removing the authenticator, the payment password, a payout account. A stolen session must not
 * be enough for them, so each needs the password proved within the last few minutes, tells the
 * member's old address, and signs out every other session.
 */
export const PASSWORD_CONFIRMATION_MINUTES = 5;

/** 403 password.confirm.required unless the password was proved in this session within the window. */
export function requireRecentPassword(identity: Identity, now = new Date()): void {
  const at = identity.passwordConfirmedAt;
  if (!at || now.getTime() - at.getTime() > PASSWORD_CONFIRMATION_MINUTES * 60_000) {
    throw new ApiError(403, 'password.confirm.required');
  }
}

export interface SensitiveChangeNotice {
  /** The member as it was before the change: its e-mail and mobile are the ones told. */
  before: Member;
  change: AccountChange;
  language: Language;
}

/**
 * After a sensitive change: every other session of the member ends and the old e-mail and mobile
 * (those bound before the change) are told. A notice that cannot be delivered is logged, never
 * undoes the change.
 */
export async function afterSensitiveChange(
  db: Queryable,
  merchant: Merchant,
  identity: Identity,
  notice: SensitiveChangeNotice,
  log: FastifyBaseLogger,
): Promise<void> {
  await revokeMemberSessions(db, identity.memberId, identity.sessionHash);
  const { before, change, language } = notice;
  const settings = parseIdentitySettings(merchant.identity);
  const values = { brand: merchant.name, account: before.account, change };
  const sends: Array<Promise<void>> = [];
  if (before.email) {
    const text = templateMailText(language, 'account-change', values);
    sends.push(messageProviderFor(db, settings.mail).sendMail({ merchantCode: merchant.code, to: before.email, ...text }));
  }
  if (before.mobile && before.countryDialingCode) {
    const to = `+${before.countryDialingCode}${before.mobile}`;
    sends.push(messageProviderFor(db, settings.sms).sendSms({ merchantCode: merchant.code, to, body: accountChangeSmsText(language, values) }));
  }
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'rejected') log.warn({ err: result.reason, change }, 'account change notice not delivered');
  }
}
