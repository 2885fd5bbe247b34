import { randomInt } from 'node:crypto';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Language } from '../../../platform/i18n/language';
import type { Merchant } from '../../../platform/merchant/merchant';
import { assertMaySend, lockSender } from './code-rate-limits';
import { type CodeChannel, type CodePurpose, destinationKey } from './code-purposes';
import { parseIdentitySettings } from './identity-settings';
import { MessageDeliveryError, messageProviderFor } from './message-providers';
import { codeMailText, codeSmsText } from './message-texts';
import { sameDigest, sha256 } from './secrets';

/** Wrong answers a code survives; the fifth burns it. */
export const MAX_CODE_ATTEMPTS = 5;

export interface CodeRequest {
  purpose: CodePurpose;
  channel: CodeChannel;
  /** +8801712345678 for SMS, an e-mail address for mail. */
  destination: string;
  ip: string | null;
  language: Language;
}

export interface CodeTarget {
  purpose: CodePurpose;
  destination: string;
  code: string;
}

// The hash binds the code to its brand, purpose and destination: it opens nothing else.
const codeHash = (merchantCode: string, purpose: CodePurpose, destination: string, code: string) =>
  sha256(`${merchantCode}\n${purpose}\n${destination}\n${code}`);

const sixDigits = () => String(randomInt(1_000_000)).padStart(6, '0');

interface IssuedCode {
  id: string;
  code: string;
  expiredMinutes: number;
}

/** Counts the send against the limits and keeps the new code (hashed); nothing is sent yet. */
async function issueCode(db: Db, merchant: Merchant, request: CodeRequest, destination: string): Promise<IssuedCode> {
  const expiredMinutes = parseIdentitySettings(merchant.identity).codeExpiredMinutes;
  const code = sixDigits();
  return db.transaction(async (tx) => {
    await lockSender(tx, merchant.code, destination, request.ip);
    await assertMaySend(tx, merchant.code, destination, request.ip);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO verification_codes (merchant_code, purpose, channel, destination, code_hash, request_ip, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7)) RETURNING id::text`,
      [merchant.code, request.purpose, request.channel, destination, codeHash(merchant.code, request.purpose, destination, code), request.ip, expiredMinutes],
    );
    return { id: row!.id, code, expiredMinutes };
  });
}

async function deliver(db: Db, merchant: Merchant, request: CodeRequest, destination: string, issued: IssuedCode): Promise<void> {
  const settings = parseIdentitySettings(merchant.identity);
  const values = { brand: merchant.name, code: issued.code, minutes: issued.expiredMinutes };
  if (request.channel === 'sms') {
    await messageProviderFor(db, settings.sms).sendSms({ merchantCode: merchant.code, to: destination, body: codeSmsText(request.language, values) });
  } else {
    await messageProviderFor(db, settings.mail).sendMail({ merchantCode: merchant.code, to: destination, ...codeMailText(request.language, values) });
  }
}

/**
 * Sends a fresh 6-digit code by SMS or mail, valid the brand's codeExpiredMinutes (5 by default).
 * Limits: one send per destination per minute (sms.too.frequent), 5 per destination and 20 per IP
 * in an hour (sms.too.many). When the gateway fails the code is dropped and the call fails
 * (sms.send.failed / mail.send.failed, or sms.quota.exceeded when the gateway says the brand's
 * allowance is spent); once delivered, it replaces any earlier unused code.
 */
export async function sendVerificationCode(db: Db, merchant: Merchant, request: CodeRequest): Promise<{ expiredMinutes: number }> {
  const destination = destinationKey(request.destination);
  const issued = await issueCode(db, merchant, request, destination);
  try {
    await deliver(db, merchant, request, destination, issued);
  } catch (error) {
    await db.query('DELETE FROM verification_codes WHERE id = $1', [issued.id]);
    if (error instanceof MessageDeliveryError && error.quotaExceeded && request.channel === 'sms') throw new ApiError(503, 'sms.quota.exceeded');
    throw new ApiError(502, request.channel === 'sms' ? 'sms.send.failed' : 'mail.send.failed');
  }
  await db.query(
    `UPDATE verification_codes SET used_at = now()
      WHERE merchant_code = $1 AND purpose = $2 AND destination = $3 AND id < $4 AND used_at IS NULL`,
    [merchant.code, request.purpose, destination, issued.id],
  );
  return { expiredMinutes: issued.expiredMinutes };
}

/**
 * For calls that must not tell whether a number is registered: the same limits and the same
 * answer as a real send, but nothing leaves and no one learns the code.
 */
export async function withholdVerificationCode(db: Db, merchant: Merchant, request: CodeRequest): Promise<{ expiredMinutes: number }> {
  const issued = await issueCode(db, merchant, request, destinationKey(request.destination));
  return { expiredMinutes: issued.expiredMinutes };
}

type Outcome = 'right' | 'wrong' | 'expired';

/**
 * Checks a code against the latest one sent for this purpose and destination and uses it up.
 * Throws sms.code.invalid (wrong, none sent, or burnt after 5 wrong answers; each wrong answer
 * counts) or sms.code.expired. The count is kept even though the call fails.
 */
export async function consumeVerificationCode(db: Db, merchant: Merchant, target: CodeTarget): Promise<void> {
  const destination = destinationKey(target.destination);
  const answer = target.code.trim();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [latest] = await tx.query<{ id: string; code_hash: string; live: boolean }>(
      `SELECT id::text, code_hash, expires_at > now() AS live FROM verification_codes
        WHERE merchant_code = $1 AND purpose = $2 AND destination = $3 AND used_at IS NULL
        ORDER BY verification_codes.id DESC LIMIT 1 FOR UPDATE`,
      [merchant.code, target.purpose, destination],
    );
    if (!latest) return 'wrong';
    if (!latest.live) return 'expired';
    if (!answer) return 'wrong';
    if (sameDigest(latest.code_hash, codeHash(merchant.code, target.purpose, destination, answer))) {
      await tx.query('UPDATE verification_codes SET used_at = now() WHERE id = $1', [latest.id]);
      return 'right';
    }
    await tx.query(
      `UPDATE verification_codes SET attempts = attempts + 1,
              used_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE NULL END
        WHERE id = $1`,
      [latest.id, MAX_CODE_ATTEMPTS],
    );
    return 'wrong';
  });
  if (outcome === 'expired') throw new ApiError(400, 'sms.code.expired');
  if (outcome === 'wrong') throw new ApiError(400, 'sms.code.invalid');
}
