import type { Queryable } from '@khela/server-kit/db';

/**
 * A stake held at Khela under wallet transaction ids fixed when it is recorded: a round of the
 * common pages (`rounds`) or a bet at the live table (`table_bets`). Both live the same life
 * (docs/house.md): created → debited → settled, or rolled_back, or refused at the debit.
 */
export type HeldBetState = 'created' | 'debited' | 'settled' | 'rolled_back' | 'refused';

/** The wallet side of a held bet, as both records carry it (the ids are null in free play). */
export interface HeldBetWallet {
  state: HeldBetState;
  betTx: string | null;
  winTx: string | null;
  rollbackTx: string | null;
  /** Khela's status when it refused the bet or found it already done. */
  refusal: string | null;
  /** Failed attempts of pending wallet work so far. */
  attempts: number;
}

/** The columns behind HeldBetWallet, named alike in both tables. */
export interface HeldBetWalletRow {
  state: HeldBetState;
  bet_tx: string | null;
  win_tx: string | null;
  rollback_tx: string | null;
  refusal: string | null;
  attempts: number;
}

export const heldBetWallet = (row: HeldBetWalletRow): HeldBetWallet => ({
  state: row.state,
  betTx: row.bet_tx,
  winTx: row.win_tx,
  rollbackTx: row.rollback_tx,
  refusal: row.refusal,
  attempts: row.attempts,
});

/**
 * Moves a held bet from `from` to `to`, stamping when it was debited or finished (a finished bet
 * leaves the retry schedule). The rows moved: none when the bet was no longer in `from` (another
 * worker got there first).
 */
export function moveHeldBet<Row>(db: Queryable, table: 'rounds' | 'table_bets', id: string, from: HeldBetState, to: HeldBetState, extra: { refusal?: string } = {}): Promise<Row[]> {
  const finished = to === 'settled' || to === 'rolled_back' || to === 'refused';
  return db.query<Row>(
    `UPDATE ${table} SET state = $3,
        debited_at = CASE WHEN $3 = 'debited' THEN now() ELSE debited_at END,
        finished_at = CASE WHEN $4 THEN now() ELSE finished_at END,
        next_attempt_at = CASE WHEN $4 THEN NULL ELSE next_attempt_at END,
        refusal = COALESCE($5, refusal)
      WHERE id = $1 AND state = $2 RETURNING *`,
    [id, from, to, finished, extra.refusal ?? null],
  );
}
