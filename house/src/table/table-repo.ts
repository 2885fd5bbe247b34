import { randomBytes } from 'node:crypto';
import { json, type Queryable } from '@khela/server-kit/db';
import { hashServerSeed, newServerSeed } from '../fair/seeds';
import { type HeldBetState, type HeldBetWallet, type HeldBetWalletRow, heldBetWallet, moveHeldBet } from '../rounds/held-bet';
import type { TableResult } from './table-game';

export type TableRoundState = 'open' | 'closed' | 'dealt' | 'settled';

export interface TableRound {
  /** Public id; it is also the round's client seed. */
  id: string;
  gameCode: string;
  /** 1, 2, 3… per game; it is also the round's nonce. */
  number: number;
  /** Secret until the round is dealt: never send it before (see publicRound). */
  serverSeed: string;
  serverSeedHash: string;
  state: TableRoundState;
  opensAt: Date;
  closesAt: Date;
  result: TableResult | null;
  dealtAt: Date | null;
  settledAt: Date | null;
}

interface TableRoundRow {
  id: string;
  game_code: string;
  round_number: number;
  server_seed: string;
  server_seed_hash: string;
  state: TableRoundState;
  opens_at: Date;
  closes_at: Date;
  result: TableResult | null;
  dealt_at: Date | null;
  settled_at: Date | null;
}

const toRound = (row: TableRoundRow): TableRound => ({
  id: row.id,
  gameCode: row.game_code,
  number: row.round_number,
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  state: row.state,
  opensAt: new Date(row.opens_at),
  closesAt: new Date(row.closes_at),
  result: row.result,
  dealtAt: row.dealt_at ? new Date(row.dealt_at) : null,
  settledAt: row.settled_at ? new Date(row.settled_at) : null,
});

/** A round dealt (or settled) shows its server seed; before that only the seed's hash. */
export const isRevealed = (round: TableRound): boolean => round.state === 'dealt' || round.state === 'settled';

/**
 * Opens the game's next round: a fresh server seed, committed by its SHA-256 in the same statement
 * that opens the betting window, so no bet can come before the commitment.
 */
export async function openTableRound(tx: Queryable, gameCode: string, now: number, bettingMs: number): Promise<TableRound> {
  const [last] = await tx.query<{ n: number | null }>('SELECT max(round_number) AS n FROM table_rounds WHERE game_code = $1', [gameCode]);
  const number = Number(last?.n ?? 0) + 1;
  // Unique even if the house's storage is ever reset (round numbers would start again at 1).
  const id = `${gameCode}-${number}-${randomBytes(6).toString('hex')}`;
  const serverSeed = newServerSeed();
  const [row] = await tx.query<TableRoundRow>(
    `INSERT INTO table_rounds (id, game_code, round_number, server_seed, server_seed_hash, state, opens_at, closes_at)
     VALUES ($1, $2, $3, $4, $5, 'open', $6, $7) RETURNING *`,
    [id, gameCode, number, serverSeed, hashServerSeed(serverSeed), new Date(now), new Date(now + bettingMs)],
  );
  return toRound(row!);
}

export async function latestTableRound(db: Queryable, gameCode: string): Promise<TableRound | null> {
  const [row] = await db.query<TableRoundRow>('SELECT * FROM table_rounds WHERE game_code = $1 ORDER BY round_number DESC LIMIT 1', [gameCode]);
  return row ? toRound(row) : null;
}

export async function findTableRound(db: Queryable, gameCode: string, number: number): Promise<TableRound | null> {
  const [row] = await db.query<TableRoundRow>('SELECT * FROM table_rounds WHERE game_code = $1 AND round_number = $2', [gameCode, number]);
  return row ? toRound(row) : null;
}

/** The game's rounds not yet settled, oldest first (what a start must finish). */
export async function unsettledTableRounds(db: Queryable, gameCode: string): Promise<TableRound[]> {
  const rows = await db.query<TableRoundRow>(`SELECT * FROM table_rounds WHERE game_code = $1 AND state <> 'settled' ORDER BY round_number`, [gameCode]);
  return rows.map(toRound);
}

/** The open round, locked, if its window is still open at `now` (inside a bet's transaction). */
export async function lockOpenRound(tx: Queryable, gameCode: string, now: number): Promise<TableRound | null> {
  const [row] = await tx.query<TableRoundRow>(
    `SELECT * FROM table_rounds WHERE game_code = $1 AND state = 'open' AND closes_at > $2 ORDER BY round_number DESC LIMIT 1 FOR UPDATE`,
    [gameCode, new Date(now)],
  );
  return row ? toRound(row) : null;
}

export async function closeTableRound(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE table_rounds SET state = 'closed' WHERE id = $1 AND state = 'open'`, [id]);
}

/** Records the result (open/closed → dealt); false if the round was already dealt. */
export async function markDealt(tx: Queryable, id: string, result: TableResult, now: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE table_rounds SET state = 'dealt', result = $2::jsonb, dealt_at = $3 WHERE id = $1 AND state IN ('open', 'closed') RETURNING id`,
    [id, json(result), new Date(now)],
  );
  return rows.length === 1;
}

/** dealt → settled once no bet of the round is left unfinished; true when the round is (now) settled. */
export async function settleIfDone(db: Queryable, id: string, now: number): Promise<boolean> {
  await db.query(
    `UPDATE table_rounds SET state = 'settled', settled_at = $2 WHERE id = $1 AND state = 'dealt'
        AND NOT EXISTS (SELECT 1 FROM table_bets WHERE table_round_id = $1 AND state IN ('created', 'debited'))`,
    [id, new Date(now)],
  );
  const [row] = await db.query<{ state: string }>('SELECT state FROM table_rounds WHERE id = $1', [id]);
  return row?.state === 'settled';
}

/** The last `limit` dealt rounds, newest first. */
export async function tableHistory(db: Queryable, gameCode: string, limit: number): Promise<TableRound[]> {
  const rows = await db.query<TableRoundRow>(
    `SELECT * FROM table_rounds WHERE game_code = $1 AND state IN ('dealt', 'settled') ORDER BY round_number DESC LIMIT $2`,
    [gameCode, limit],
  );
  return rows.map(toRound);
}

// --- bets -------------------------------------------------------------------------------------

export type TableBetState = HeldBetState;

export interface TableBet extends HeldBetWallet {
  id: string;
  tableRoundId: string;
  sessionId: string;
  playerId: string | null;
  fun: boolean;
  gameCode: string;
  side: string;
  stake: number;
  /** Fixed when the round is dealt. */
  payout: number | null;
}

interface TableBetRow extends HeldBetWalletRow {
  id: string;
  table_round_id: string;
  session_id: string;
  player_id: string | null;
  fun: boolean;
  game_code: string;
  side: string;
  stake: string | number;
  payout: string | number | null;
}

const toBet = (row: TableBetRow): TableBet => ({
  id: row.id,
  tableRoundId: row.table_round_id,
  sessionId: row.session_id,
  playerId: row.player_id,
  fun: row.fun,
  gameCode: row.game_code,
  side: row.side,
  stake: Number(row.stake),
  payout: row.payout === null ? null : Number(row.payout),
  ...heldBetWallet(row),
});

export interface NewTableBet extends Pick<TableBet, 'id' | 'tableRoundId' | 'sessionId' | 'playerId' | 'fun' | 'gameCode' | 'side' | 'stake'> {
  /** created (real money, debit to come) or debited (free play: taken from the fun balance). */
  state: 'created' | 'debited';
  /** When the sweep may first take the bet (the live request handles it until then). */
  firstRetryAt: number | null;
}

export async function insertTableBet(tx: Queryable, bet: NewTableBet): Promise<TableBet> {
  const real = !bet.fun;
  const [row] = await tx.query<TableBetRow>(
    `INSERT INTO table_bets (id, table_round_id, session_id, player_id, fun, game_code, side, stake, state, bet_tx, win_tx, rollback_tx, next_attempt_at, debited_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $9 = 'debited' THEN now() END) RETURNING *`,
    [
      bet.id, bet.tableRoundId, bet.sessionId, bet.playerId, bet.fun, bet.gameCode, bet.side, bet.stake, bet.state,
      real ? `${bet.id}:bet` : null, real ? `${bet.id}:win` : null, real ? `${bet.id}:rb` : null,
      bet.firstRetryAt === null ? null : new Date(bet.firstRetryAt),
    ],
  );
  return toBet(row!);
}

export async function countSessionBets(tx: Queryable, tableRoundId: string, sessionId: string): Promise<number> {
  const [row] = await tx.query<{ n: string | number }>('SELECT count(*) AS n FROM table_bets WHERE table_round_id = $1 AND session_id = $2', [tableRoundId, sessionId]);
  return Number(row?.n ?? 0);
}

/** Moves a bet between states; the bet as it is after the move, or null if it was no longer in `from`. */
export async function moveTableBet(db: Queryable, id: string, from: TableBetState, to: TableBetState, extra: { refusal?: string } = {}): Promise<TableBet | null> {
  const [row] = await moveHeldBet<TableBetRow>(db, 'table_bets', id, from, to, extra);
  return row ? toBet(row) : null;
}

/** Bets of a round still holding or owing money (created/debited). */
export async function unfinishedBetsOfRound(db: Queryable, tableRoundId: string): Promise<TableBet[]> {
  const rows = await db.query<TableBetRow>(`SELECT * FROM table_bets WHERE table_round_id = $1 AND state IN ('created', 'debited') ORDER BY created_at, id`, [tableRoundId]);
  return rows.map(toBet);
}

/** Fixes the payout of one bet (at the deal). */
export async function setPayout(tx: Queryable, id: string, payout: number): Promise<void> {
  await tx.query('UPDATE table_bets SET payout = $2 WHERE id = $1', [id, payout]);
}

/** Settles a free-play bet in the deal's transaction: its payout goes to the session's fun balance. */
export async function settleFunBet(tx: Queryable, bet: TableBet, payout: number): Promise<void> {
  await tx.query(`UPDATE table_bets SET payout = $2, state = 'settled', finished_at = now(), next_attempt_at = NULL WHERE id = $1 AND state = 'debited'`, [bet.id, payout]);
  await tx.query('UPDATE sessions SET fun_balance = fun_balance + $2 WHERE id = $1', [bet.sessionId, payout]);
}

export async function scheduleTableBetRetry(db: Queryable, id: string, problem: string, at: number): Promise<void> {
  await db.query(
    `UPDATE table_bets SET attempts = attempts + 1, last_problem = $2, next_attempt_at = $3 WHERE id = $1 AND state IN ('created', 'debited')`,
    [id, problem.slice(0, 500), new Date(at)],
  );
}

/**
 * Pending work due at `now`: bets to roll back (created) and dealt bets to pay (debited with a
 * payout). A debited bet of a round not yet dealt waits for the deal.
 */
export async function dueTableBets(db: Queryable, gameCode: string, now: number, limit: number): Promise<TableBet[]> {
  const rows = await db.query<TableBetRow>(
    `SELECT * FROM table_bets WHERE game_code = $1 AND (state = 'created' OR (state = 'debited' AND payout IS NOT NULL))
        AND next_attempt_at <= $2 ORDER BY next_attempt_at LIMIT $3`,
    [gameCode, new Date(now), limit],
  );
  return rows.map(toBet);
}

/** A session's bets on a round, oldest first. */
export async function sessionBetsOfRound(db: Queryable, tableRoundId: string, sessionId: string): Promise<TableBet[]> {
  const rows = await db.query<TableBetRow>('SELECT * FROM table_bets WHERE table_round_id = $1 AND session_id = $2 ORDER BY created_at, id', [tableRoundId, sessionId]);
  return rows.map(toBet);
}
