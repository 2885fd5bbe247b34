import * as OTPAuth from 'otpauth';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Member } from '../members/member';
import type { LoginMethod } from '../sessions/session-store';
import { hashToken, newToken } from '../sessions/tokens';

/**
 * Login from an IP the member has not used before asks for a second factor (SPEC §6): a code
 * to the bound mobile or e-mail, the bound bank account name, or an authenticator (TOTP) code.
 */
export type SecondFactorMethod = 'sms' | 'email' | 'bank' | 'totp';

const CHALLENGE_MINUTES = 10;
const MAX_ATTEMPTS = 5;

export function secondFactorMethods(member: Member): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (member.mobile) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.bankAccountName) methods.push('bank');
  if (member.totpSecret) methods.push('totp');
  return methods;
}

/** A new IP needs a second factor when the member has logged in before and has a factor to offer. */
export async function needsSecondFactor(db: Queryable, member: Member, ip: string | null): Promise<boolean> {
  if (!ip || secondFactorMethods(member).length === 0) return false;
  const rows = await db.query<{ known: boolean; any: boolean }>(
    `SELECT bool_or(ip = $2) AS known, count(*) > 0 AS any FROM member_known_ips WHERE member_id = $1`,
    [member.id, ip],
  );
  const row = rows[0];
  return Boolean(row?.any) && !row?.known;
}

export async function createChallenge(db: Queryable, member: Member, loginMethod: LoginMethod, ip: string | null): Promise<string> {
  const challengeId = newToken();
  await db.query(
    `INSERT INTO second_factor_challenges (id_hash, member_id, login_method, ip, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => ${CHALLENGE_MINUTES}))`,
    [hashToken(challengeId), member.id, loginMethod, ip],
  );
  return challengeId;
}

export interface OpenChallenge {
  idHash: string;
  memberId: string;
  loginMethod: LoginMethod;
  /** The address that started the login: only it may answer. */
  ip: string | null;
}

/** The live challenge behind an id, locked for this transaction; expired or used ones are refused. */
export async function lockChallenge(db: Queryable, challengeId: string): Promise<OpenChallenge> {
  const rows = await db.query<{ id_hash: string; member_id: string; login_method: LoginMethod; attempts: number; ip: string | null }>(
    `SELECT id_hash, member_id::text, login_method, attempts, ip FROM second_factor_challenges
      WHERE id_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [hashToken(challengeId)],
  );
  const row = rows[0];
  if (!row || row.attempts >= MAX_ATTEMPTS) throw new ApiError(400, 'login.second.factor.expired');
  return { idHash: row.id_hash, memberId: row.member_id, loginMethod: row.login_method, ip: row.ip };
}

export async function countFailedAnswer(db: Queryable, idHash: string): Promise<void> {
  await db.query('UPDATE second_factor_challenges SET attempts = attempts + 1 WHERE id_hash = $1', [idHash]);
}

export async function closeChallenge(db: Queryable, idHash: string): Promise<void> {
  await db.query('UPDATE second_factor_challenges SET used_at = now() WHERE id_hash = $1', [idHash]);
}

/** Names match ignoring case, repeated spaces and surrounding blanks. */
export function sameAccountName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

export function totpFor(secret: string, account: string, issuer: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label: account, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });
}

const TOTP_PERIOD_SECONDS = 30;

/** The time step a code belongs to (one step of clock drift either way), or null when it is wrong. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, 'member', 'Khela').validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/**
 * Accepts an authenticator code once: its step must be later than the last one the member used,
 * recorded in the same statement, so the same code (seen over a shoulder, or sent twice) is refused.
 * `secret` is the enrolled one unless given (enrolment checks the pending secret); every use of a
 * code (enrolment, removal, login) records its step, so no code serves twice.
 */
export async function consumeTotp(
  db: Queryable,
  member: Member,
  code: string,
  secret: string = member.totpSecret ?? '',
): Promise<'right' | 'wrong' | 'used'> {
  const step = totpStep(secret, code);
  if (step === null) return 'wrong';
  const rows = await db.query(
    'UPDATE members SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id',
    [member.id, step],
  );
  return rows.length > 0 ? 'right' : 'used';
}

export function maskDestination(method: 'sms' | 'email', member: Member): string {
  if (method === 'sms') {
    const mobile = member.mobile ?? '';
    return `+${member.countryDialingCode ?? ''} ${'•'.repeat(Math.max(0, mobile.length - 3))}${mobile.slice(-3)}`;
  }
  const [name = '', domain = ''] = (member.email ?? '').split('@');
  return `${name.slice(0, 2)}${'•'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}
