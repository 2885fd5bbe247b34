import { json, type Queryable } from '@khela/server-kit/db';
import type { StoredBet } from '../games/house-game';
import { type HeldBetState, type HeldBetWallet, type HeldBetWalletRow, heldBetWallet, moveHeldBet } from './held-bet';

export type RoundState = HeldBetState;

export interface Round extends HeldBetWallet {
  id: string;
  sessionId: string;
  playerId: string | null;
  fun: boolean;
  gameCode: string;
  stake: number;
  bet: StoredBet;
  seedId: number;
  clientSeed: string;
  nonce: number;
  result: Record<string, unknown>;
  payout: number;
  lastProblem: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

interface RoundRow extends HeldBetWalletRow {
  id: string;
  session_id: string;
  player_id: string | null;
  fun: boolean;
  game_code: string;
  stake: string | number;
  bet: StoredBet;
  seed_id: string | number;
  client_seed: string;
  nonce: number;
  result: Record<string, unknown>;
  payout: string | number;
  last_problem: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const toRound = (row: RoundRow): Round => ({
  id: row.id,
  sessionId: row.session_id,
  playerId: row.player_id,
  fun: row.fun,
  gameCode: row.game_code,
  stake: Number(row.stake),
  bet: row.bet,
  seedId: Number(row.seed_id),
  clientSeed: row.client_seed,
  nonce: row.nonce,
  result: row.result,
  payout: Number(row.payout),
  ...heldBetWallet(row),
  lastProblem: row.last_problem,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
});

export interface NewRound extends Pick<Round, 'id' | 'sessionId' | 'playerId' | 'fun' | 'gameCode' | 'bet' | 'seedId' | 'clientSeed' | 'nonce' | 'result' | 'payout'> {
  state: 'created' | 'settled';
  /** Wallet transaction ids (null in free play): fixed at creation, so every retry reuses them. */
  tx: { bet: string; win: string; rollback: string } | null;
  /** When the pending-work sweep may first pick the round up (the live request handles it until then). */
  firstRetryInMs: number;
}

export async function insertRound(tx: Queryable, round: NewRound): Promise<Round> {
  const [row] = await tx.query<RoundRow>(
    `INSERT INTO rounds (id, session_id, player_id, fun, game_code, stake, bet, seed_id, client_seed, nonce, result, payout, state,
                         bet_tx, win_tx, rollback_tx, next_attempt_at, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16,
             CASE WHEN $13 = 'created' THEN now() + make_interval(secs => $17::double precision / 1000) END,
             CASE WHEN $13 = 'settled' THEN now() END)
     RETURNING *`,
    [
      round.id, round.sessionId, round.playerId, round.fun, round.gameCode, round.bet.stake, json(round.bet), round.seedId, round.clientSeed, round.nonce,
      json(round.result), round.payout, round.state, round.tx?.bet ?? null, round.tx?.win ?? null, round.tx?.rollback ?? null, round.firstRetryInMs,
    ],
  );
  return toRound(row!);
}

/** Moves a round from one state to the next; false when it was no longer in `from` (another worker got there). */
export async function moveRound(db: Queryable, id: string, from: RoundState, to: RoundState, extra: { refusal?: string } = {}): Promise<boolean> {
  return (await moveHeldBet(db, 'rounds', id, from, to, extra)).length === 1;
}

/** Records a failed attempt and when to try again. */
export async function scheduleRetry(db: Queryable, id: string, problem: string, delayMs: number): Promise<void> {
  await db.query(
    `UPDATE rounds SET attempts = attempts + 1, last_problem = $2,
        next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
      WHERE id = $1 AND state IN ('created', 'debited')`,
    [id, problem.slice(0, 500), delayMs],
  );
}

/** Unfinished rounds whose next attempt is due (all of them with `all`), oldest first. */
export async function unfinishedRounds(db: Queryable, options: { all: boolean; limit: number }): Promise<Round[]> {
  const rows = await db.query<RoundRow>(
    `SELECT * FROM rounds WHERE state IN ('created', 'debited') AND ($1 OR next_attempt_at <= now())
      ORDER BY next_attempt_at LIMIT $2`,
    [options.all, options.limit],
  );
  return rows.map(toRound);
}

export async function findRound(db: Queryable, id: string): Promise<Round | null> {
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) return null;
  const [row] = await db.query<RoundRow>('SELECT * FROM rounds WHERE id = $1', [id]);
  return row ? toRound(row) : null;
}

/** The session's latest rounds, newest first. */
export async function recentRounds(db: Queryable, sessionId: string, limit = 10): Promise<Round[]> {
  const rows = await db.query<RoundRow>('SELECT * FROM rounds WHERE session_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2', [sessionId, limit]);
  return rows.map(toRound);
}
