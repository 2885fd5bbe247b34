import type { Queryable } from '../../../platform/db/db';
import type { Merchant } from '../../../platform/merchant/merchant';
import type { Member } from '../members/member';
import { createSession, type LoginMethod, type SessionContext } from '../sessions/session-store';
import { issueRememberToken } from './remember-tokens';
import { assertMayLogin } from '../../safer-gambling';

/** What every successful login, registration or reset answers (docs/identity.md). */
export interface LoginAnswer {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  userName: string;
  nickname: string;
  type: number;
  rememberToken?: string;
}

/** SMS and social logins prove the person, not the password: they are never forced to change it. */
const EXEMPT_FROM_PASSWORD_CHANGE: readonly LoginMethod[] = ['sms', 'oidc', 'trial', 'oneclick', 'register', 'reset', 'password-change', 'handoff'];

/**
 * Logins that just proved the person the way a password confirmation does: the password typed (or
 * chosen), or the social provider's own login. Sensitive changes are open for a few minutes after
 * them; an SMS, remember-me or hand-off session must confirm the password first.
 */
const PROVES_THE_PASSWORD: readonly LoginMethod[] = ['username', 'register', 'reset', 'password-change', 'oidc'];

export function passwordExpired(merchant: Merchant, member: Member, now = new Date()): boolean {
  if (!merchant.whitelabelSwitches.PWDEXPFORCECHANGE3) return false;
  const ageMs = now.getTime() - member.passwordChangedAt.getTime();
  return ageMs > merchant.identity.passwordExpiryDays * 24 * 3600 * 1000;
}

export async function recordAttempt(
  db: Queryable,
  input: { merchantCode: string; memberId: string | null; account: string; method: string; success: boolean; reason?: string } & SessionContext,
): Promise<void> {
  await db.query(
    `INSERT INTO login_attempts (merchant_code, member_id, account, method, ip, user_agent, success, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [input.merchantCode, input.memberId, input.account.slice(0, 64), input.method, input.ip, input.userAgent?.slice(0, 300) ?? null,
      input.success, input.reason ?? null],
  );
}

export async function rememberIp(db: Queryable, memberId: string, ip: string | null): Promise<void> {
  if (!ip) return;
  await db.query('INSERT INTO member_known_ips (member_id, ip) VALUES ($1, $2) ON CONFLICT DO NOTHING', [memberId, ip]);
}

/** Opens the session of a member who has proved who they are, and says what the page must do next. */
export async function issueLogin(
  db: Queryable,
  merchant: Merchant,
  member: Member,
  method: LoginMethod,
  context: SessionContext & { remember?: { deviceId: string } | null },
): Promise<LoginAnswer> {
  // A time-out or self-exclusion keeps the member out, whatever proved who they are (docs/safer-gambling.md).
  await assertMayLogin(db, member.id);
  const firstLogin = await db.query<{ id: string }>(
    'UPDATE members SET first_login_at = now() WHERE id = $1 AND first_login_at IS NULL RETURNING id',
    [member.id],
  );
  await rememberIp(db, member.id, context.ip);
  await recordAttempt(db, { merchantCode: merchant.code, memberId: member.id, account: member.account, method, success: true, ...context });
  const expired = passwordExpired(merchant, member);
  const exempt = EXEMPT_FROM_PASSWORD_CHANGE.includes(method);
  const mustChangePassword = !exempt && (member.passwordIsDefault || expired);
  const token = await createSession(db, {
    memberId: member.id,
    merchantCode: merchant.code,
    loginMethod: method,
    settings: merchant.identity,
    mustChangePassword,
    passwordConfirmed: PROVES_THE_PASSWORD.includes(method) && !mustChangePassword,
    ...context,
  });
  const answer: LoginAnswer = {
    token,
    firstTimeLogin: firstLogin.length > 0,
    passwordExpired: expired,
    mustChangePassword,
    userName: member.account,
    nickname: member.nickname,
    type: member.type,
  };
  if (context.remember) answer.rememberToken = await issueRememberToken(db, member.id, context.remember.deviceId);
  return answer;
}
