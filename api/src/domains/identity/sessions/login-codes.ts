import type { Queryable } from '../../../platform/db/db';
import type { LoginMethod } from './session-store';
import { hashToken, newToken } from './tokens';

/**
 * One-time login codes (docs/identity.md, "Login codes"): what a hand-off puts in a page address
 * instead of a session token. A code is good for 60 seconds, for one brand, once; only its hash is
 * stored. The page trades it for a session with POST /wps/session/loginCode.
 */
export const LOGIN_CODE_SECONDS = 60;

export async function issueLoginCode(
  db: Queryable,
  input: { memberId: string; merchantCode: string; loginMethod: LoginMethod },
): Promise<string> {
  const code = newToken();
  await db.query(
    `INSERT INTO login_codes (code_hash, member_id, merchant_code, login_method, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::int))`,
    [hashToken(code), input.memberId, input.merchantCode, input.loginMethod, LOGIN_CODE_SECONDS],
  );
  // Used and expired codes are of no use to anyone: the table stays small.
  await db.query(`DELETE FROM login_codes WHERE expires_at < now() - interval '1 hour'`);
  return code;
}

/** Claims a live code of this brand (atomically: two trades of one code open one session); null otherwise. */
export async function consumeLoginCode(
  db: Queryable,
  code: string,
  merchantCode: string,
): Promise<{ memberId: string; loginMethod: LoginMethod } | null> {
  const rows = await db.query<{ member_id: string; login_method: LoginMethod }>(
    `UPDATE login_codes SET used_at = now()
      WHERE code_hash = $1 AND merchant_code = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING member_id::text, login_method`,
    [hashToken(code), merchantCode],
  );
  const row = rows[0];
  return row ? { memberId: row.member_id, loginMethod: row.login_method } : null;
}
