import { randomBytes } from 'node:crypto';
import type { Queryable } from '@khela/server-kit/db';

export type Language = 'bn' | 'en';

/** A player's session at the house, opened by one launch. */
export interface PlayerSession {
  /** The game page's key: unguessable, it is the player's access to this session. */
  id: string;
  playerId: string | null;
  /** Khela's session token for bet and balance calls (null in free play); never sent to the page. */
  walletSession: string | null;
  fun: boolean;
  funBalance: number | null;
  currency: string;
  language: Language;
  gameCode: string;
  backUrl: string | null;
  nickname: string | null;
  /** Whose seed pairs this session's rounds use. */
  seedOwner: string;
}

interface SessionRow {
  id: string;
  player_id: string | null;
  wallet_session: string | null;
  fun: boolean;
  fun_balance: string | number | null;
  currency: string;
  language: string;
  game_code: string;
  back_url: string | null;
  nickname: string | null;
  seed_owner: string;
}

const toSession = (row: SessionRow): PlayerSession => ({
  id: row.id,
  playerId: row.player_id,
  walletSession: row.wallet_session,
  fun: row.fun,
  funBalance: row.fun_balance === null ? null : Number(row.fun_balance),
  currency: row.currency,
  language: row.language === 'en' ? 'en' : 'bn',
  gameCode: row.game_code,
  backUrl: row.back_url,
  nickname: row.nickname,
  seedOwner: row.seed_owner,
});

export type NewSession = Omit<PlayerSession, 'id' | 'seedOwner'>;

export async function openSession(db: Queryable, fields: NewSession): Promise<PlayerSession> {
  const id = randomBytes(24).toString('base64url');
  // Real money: the player's seeds follow them from session to session. Free play: this session's own.
  const seedOwner = fields.fun ? `fun:${id}` : `player:${fields.playerId}`;
  const [row] = await db.query<SessionRow>(
    `INSERT INTO sessions (id, player_id, wallet_session, fun, fun_balance, currency, language, game_code, back_url, nickname, seed_owner)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
    [id, fields.playerId, fields.walletSession, fields.fun, fields.funBalance, fields.currency, fields.language, fields.gameCode, fields.backUrl, fields.nickname, seedOwner],
  );
  return toSession(row!);
}

/** The session behind a page key, if it exists and was seen in the last `idleHours`. */
export async function findSession(db: Queryable, id: string, idleHours = 12): Promise<PlayerSession | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(id)) return null;
  const [row] = await db.query<SessionRow>(
    `UPDATE sessions SET last_seen_at = now() WHERE id = $1 AND last_seen_at > now() - make_interval(hours => $2) RETURNING *`,
    [id, idleHours],
  );
  return row ? toSession(row) : null;
}
