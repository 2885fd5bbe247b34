import { randomBytes } from 'node:crypto';
import type { Queryable } from '@khela/server-kit/db';

export type Language = 'bn' | 'en';

/** A player's session at the book, opened by one launch (as at the house: its id is the player's key). */
export interface PlayerSession {
  id: string;
  playerId: string;
  /** Khela's session token for bet calls; never sent to the page. */
  walletSession: string;
  currency: string;
  language: Language;
  nickname: string | null;
}

interface SessionRow {
  id: string;
  player_id: string;
  wallet_session: string;
  currency: string;
  language: string;
  nickname: string | null;
}

const toSession = (row: SessionRow): PlayerSession => ({
  id: row.id,
  playerId: row.player_id,
  walletSession: row.wallet_session,
  currency: row.currency,
  language: row.language === 'en' ? 'en' : 'bn',
  nickname: row.nickname,
});

export async function openSession(db: Queryable, fields: Omit<PlayerSession, 'id'>): Promise<PlayerSession> {
  const id = randomBytes(24).toString('base64url');
  const [row] = await db.query<SessionRow>(
    'INSERT INTO sessions (id, player_id, wallet_session, currency, language, nickname) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
    [id, fields.playerId, fields.walletSession, fields.currency, fields.language, fields.nickname],
  );
  return toSession(row!);
}

/** The session behind a key, if it was seen in the last `idleHours`. */
export async function findSession(db: Queryable, id: string, idleHours = 12): Promise<PlayerSession | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(id)) return null;
  const [row] = await db.query<SessionRow>(
    'UPDATE sessions SET last_seen_at = now() WHERE id = $1 AND last_seen_at > now() - make_interval(hours => $2) RETURNING *',
    [id, idleHours],
  );
  return row ? toSession(row) : null;
}
