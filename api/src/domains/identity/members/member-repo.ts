import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import { json, selectInto } from '../../../platform/db/db';
import type { Member } from './member';

/** The select list that reads a members row straight into a Member. */
const COLUMNS = selectInto<Member>({
  id: 'id::text', merchantCode: 'merchant_code', account: 'account', nickname: 'nickname', type: 'type',
  countryDialingCode: 'country_dialing_code', mobile: 'mobile', email: 'email', passwordHash: 'password_hash',
  passwordChangedAt: 'password_changed_at', passwordIsDefault: 'password_is_default', paymentPasswordHash: 'payment_password_hash',
  totpSecret: 'totp_secret', totpPendingSecret: 'totp_pending_secret', bankAccountName: 'bank_account_name',
  affiliateCode: 'affiliate_code', uplineId: 'upline_id::text', language: 'language', firstLoginAt: 'first_login_at',
  createdAt: 'created_at',
});

/** Accounts are case-insensitive: stored and looked up lower-cased. */
export function normalizeAccount(account: string): string {
  return account.trim().toLowerCase();
}

async function one(db: Queryable, where: string, params: unknown[]): Promise<Member | null> {
  const rows = await db.query<Member>(`SELECT ${COLUMNS} FROM members WHERE ${where}`, params);
  return rows[0] ?? null;
}

export function findMemberById(db: Queryable, merchantCode: string, id: string): Promise<Member | null> {
  if (!/^\d{1,18}$/.test(id)) return Promise.resolve(null);
  return one(db, 'merchant_code = $1 AND id = $2', [merchantCode, id]);
}

export function findMemberByAccount(db: Queryable, merchantCode: string, account: string): Promise<Member | null> {
  return one(db, 'merchant_code = $1 AND account = $2', [merchantCode, normalizeAccount(account)]);
}

export function findMemberByMobile(db: Queryable, merchantCode: string, countryDialingCode: string, national: string): Promise<Member | null> {
  return one(db, 'merchant_code = $1 AND country_dialing_code = $2 AND mobile = $3', [merchantCode, countryDialingCode, national]);
}

export function findMemberByAffiliateCode(db: Queryable, merchantCode: string, code: string): Promise<Member | null> {
  return one(db, 'merchant_code = $1 AND affiliate_code = $2', [merchantCode, code.trim().toUpperCase()]);
}

/** Row-locks the member inside a transaction (password changes, second factor). */
export function lockMember(db: Queryable, merchantCode: string, id: string): Promise<Member | null> {
  return one(db, 'merchant_code = $1 AND id = $2 FOR UPDATE', [merchantCode, id]);
}

export interface NewMember {
  merchantCode: string;
  account: string;
  nickname: string;
  type: number;
  passwordHash: string;
  passwordIsDefault?: boolean;
  countryDialingCode?: string | null;
  mobile?: string | null;
  email?: string | null;
  bankAccountName?: string | null;
  paymentPasswordHash?: string | null;
  uplineId?: string | null;
  referralCode?: string | null;
  profile?: Record<string, string>;
  registerMethod?: string;
  registerUrl?: string | null;
  registerDomain?: string | null;
  registerIp?: string | null;
  language?: string | null;
}

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newAffiliateCode(): string {
  return Array.from({ length: 8 }, () => AFFILIATE_ALPHABET[randomInt(AFFILIATE_ALPHABET.length)]).join('');
}

/**
 * Inserts a member; null when the account (or mobile) is already taken, so callers can answer
 * with a clear error instead of a unique-violation 500.
 */
export async function insertMember(db: Queryable, m: NewMember): Promise<Member | null> {
  const rows = await db.query<Member>(
    `INSERT INTO members (merchant_code, account, nickname, type, password_hash, password_is_default,
       country_dialing_code, mobile, email, bank_account_name, payment_password_hash, affiliate_code, upline_id,
       referral_code, profile, register_method, register_url, register_domain, register_ip, language)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15::jsonb,$16,$17,$18,$19,$20)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      m.merchantCode, normalizeAccount(m.account), m.nickname, m.type, m.passwordHash, m.passwordIsDefault ?? false,
      m.countryDialingCode ?? null, m.mobile ?? null, m.email ?? null, m.bankAccountName ?? null,
      m.paymentPasswordHash ?? null, newAffiliateCode(), m.uplineId ?? null, m.referralCode ?? null, json(m.profile ?? {}),
      m.registerMethod ?? 'WEB', m.registerUrl ?? null, m.registerDomain ?? null, m.registerIp ?? null, m.language ?? null,
    ],
  );
  return rows[0] ?? null;
}

export async function setPassword(db: Queryable, memberId: string, passwordHash: string): Promise<void> {
  await db.query(
    'UPDATE members SET password_hash = $2, password_changed_at = now(), password_is_default = false WHERE id = $1',
    [memberId, passwordHash],
  );
}

export async function setPaymentPassword(db: Queryable, memberId: string, hash: string): Promise<void> {
  await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, hash]);
}
