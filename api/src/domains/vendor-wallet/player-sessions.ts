import type { Queryable } from '../../platform/db/db';
import { type LaunchGrant, storeGrantToken, tokenHash } from './launch-tokens';
import type { PlayerRef } from '../wallet';

/** A player session ends after this long without a bet (or balance call). */
export const PLAYER_SESSION_IDLE_SECONDS = 30 * 60;

export function openPlayerSession(db: Queryable, grant: LaunchGrant): Promise<string> {
  return storeGrantToken(db, 'vendor_player_sessions', grant, PLAYER_SESSION_IDLE_SECONDS);
}

export interface LiveSession {
  currency: string;
  funPlay: boolean;
  /** The main wallet's available money (0 for a member who never had any) and the usable bonus money (bonus_available). */
  available: bigint;
}

/** The player's live session at this vendor, kept alive by the call, with the balance; else null. */
export async function touchPlayerSession(db: Queryable, vendorCode: string, player: PlayerRef, sessionToken: string): Promise<LiveSession | null> {
  const [row] = await db.query<{ currency: string; fun_play: boolean; available: string | null }>(
    `WITH s AS (
       SELECT token_hash, currency, fun_play, expires_at FROM vendor_player_sessions
        WHERE token_hash = $1 AND vendor_code = $2 AND merchant_code = $3 AND member_id = $4 AND expires_at > now()),
     -- Written only when that moves the expiry by more than a minute (a balance poll is not a write).
     touched AS (
       UPDATE vendor_player_sessions p SET expires_at = now() + make_interval(secs => $5)
         FROM s WHERE p.token_hash = s.token_hash AND s.expires_at < now() + make_interval(secs => $5) - interval '1 minute')
     SELECT s.currency, s.fun_play,
            (coalesce((SELECT a.balance - a.held FROM ledger_accounts a
                        WHERE a.merchant_code = $3 AND a.kind = 'member_main' AND a.owner_id = $4 AND a.ref = ''), 0)
             + bonus_available($3, $4, $2))::text AS available
       FROM s`,
    [tokenHash(sessionToken), vendorCode, player.merchantCode, player.memberId, PLAYER_SESSION_IDLE_SECONDS],
  );
  return row ? { currency: row.currency, funPlay: row.fun_play, available: BigInt(row.available ?? '0') } : null;
}

export async function playerExists(db: Queryable, player: PlayerRef): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>('SELECT vendor_player_exists($1, $2) AS found', [player.merchantCode, player.memberId]);
  return row?.found === true;
}
