import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';

/** What a game launch grants a vendor: this member, playing at this vendor, in this language. */
export interface LaunchGrant {
  merchantCode: string;
  memberId: string;
  vendorCode: string;
  language: string;
  currency: string;
  /** Demo play: the vendor plays with its own credit and the wallet moves no money. */
  funPlay: boolean;
}

const LAUNCH_TOKEN_SECONDS = 5 * 60;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random 256-bit token, stored hashed. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A one-time launch token for the vendor's game URL (the games issue's launch call uses it). The
 * vendor trades it for a player session with `authenticate` within 5 minutes, once.
 */
export function issueLaunchToken(db: Queryable, grant: LaunchGrant): Promise<string> {
  return storeGrantToken(db, 'vendor_launch_tokens', grant, LAUNCH_TOKEN_SECONDS);
}

/**
 * A new token that carries `grant` for `seconds`, kept (hashed) in one of the two tables of
 * grants: the launch tokens, the player sessions.
 */
export async function storeGrantToken(
  db: Queryable,
  table: 'vendor_launch_tokens' | 'vendor_player_sessions',
  grant: LaunchGrant,
  seconds: number,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO ${table} (token_hash, vendor_code, merchant_code, member_id, language, currency, fun_play, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [tokenHash(token), grant.vendorCode, grant.merchantCode, grant.memberId, grant.language, grant.currency, grant.funPlay, seconds],
  );
  return token;
}

/** Uses the token up: its grant the first time within its life, null ever after. */
export async function consumeLaunchToken(db: Queryable, vendorCode: string, token: string): Promise<LaunchGrant | null> {
  const [row] = await db.query<{ merchant_code: string; member_id: string; language: string; currency: string; fun_play: boolean }>(
    `UPDATE vendor_launch_tokens SET used_at = now()
      WHERE token_hash = $1 AND vendor_code = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING merchant_code, member_id::text, language, currency, fun_play`,
    [tokenHash(token), vendorCode],
  );
  if (!row) return null;
  return { merchantCode: row.merchant_code, memberId: row.member_id, vendorCode, language: row.language, currency: row.currency, funPlay: row.fun_play };
}
