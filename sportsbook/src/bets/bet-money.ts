import type { Db, Queryable } from '@khela/server-kit/db';
import type { VendorWallet, WalletReply } from '@khela/server-kit/vendor';
import { exposureOf, isLive, moveLiability, releaseBets } from './liability';

/**
 * A bet's money through Khela's seamless wallet API (docs/vendor-wallet.md), as the house moves a
 * round's: the ids `{betId}:bet|:win|:rb` are fixed when the bet is recorded and every state change
 * is committed before the call it leads to, so a retry, the sweep or a restarted book only repeats
 * calls Khela answers once. A debit whose fate is unknown is rolled back; a payout is retried until
 * Khela answers.
 */

export interface MoneyBet {
  id: string;
  playerId: string;
  hold: number;
  payout: number | null;
  betTx: string;
  winTx: string;
  rollbackTx: string;
}

/** A booked correction of a settled bet: the difference Khela's wallet is asked to move. */
export interface MoneyCorrection {
  betId: string;
  version: number;
  playerId: string;
  betTx: string;
  /** `{bet}:resettle:{version}`: the adjustment's transaction id. */
  idempotencyKey: string;
  delta: number;
}

export type DebitOutcome = { kind: 'held'; balance: number | null } | { kind: 'insufficient'; balance: number | null } | { kind: 'sessionExpired' } | { kind: 'failed' };

export interface BetMoneyOptions {
  /** Waits before each inline retry of an unanswered call. */
  retryDelaysMs: readonly number[];
  /** Background retries: doubling from backoffFirstMs up to backoffMaxMs. */
  backoffFirstMs: number;
  backoffMaxMs: number;
  /** How many settling bets a settlement pays at once (their `win` calls in flight together). */
  creditConcurrency: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function describe(reply: WalletReply): string {
  if (!reply.heard) return `unanswered: ${reply.problem}`;
  return `HTTP ${reply.httpStatus} ${reply.answer.status}`;
}

export class BetMoney {
  /**
   * Settling bets this process is paying now (a settlement's batch, claimed before the first
   * `win`): the sweep leaves them alone, so no bet's `win` is sent twice at once by two payers.
   */
  readonly paying = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly wallet: VendorWallet,
    private readonly options: BetMoneyOptions,
  ) {}

  /** Holds a created bet's stake; refused and unanswered debits finish it (the latter by a rollback). */
  async debit(bet: MoneyBet, sessionToken: string, detail?: object): Promise<DebitOutcome> {
    const reply = await this.wallet.callUntilHeard(
      'bet',
      { playerId: bet.playerId, sessionToken, transactionId: bet.betTx, roundId: bet.id, gameCode: 'sportsbook', gameType: 'SPORTS', amount: bet.hold, ...(detail && { detail }) },
      this.options.retryDelaysMs,
    );
    if (!reply.heard) {
      this.options.log.warn({ betId: bet.id, problem: reply.problem }, 'sportsbook: bet unanswered, rolling it back');
      await this.move(bet.id, 'created', 'rolling_back');
      await this.rollBack(bet);
      return { kind: 'failed' };
    }
    const balance = numberOrNull(reply.answer.balance);
    if (reply.answer.status !== 'OK') {
      await this.move(bet.id, 'created', 'refused', reply.answer.status);
      if (reply.answer.status === 'INSUFFICIENT_FUNDS') return { kind: 'insufficient', balance };
      if (reply.answer.status === 'SESSION_EXPIRED') return { kind: 'sessionExpired' };
      this.options.log.error({ betId: bet.id, answer: reply.answer }, 'sportsbook: bet refused');
      return { kind: 'failed' };
    }
    await this.move(bet.id, 'created', 'open');
    return { kind: 'held', balance };
  }

  get creditConcurrency(): number {
    return this.options.creditConcurrency;
  }

  /** Pays a settling bet its fixed payout (0 settles a lost bet); left for the sweep until Khela answers. */
  async credit(bet: MoneyBet): Promise<'settled' | 'pending'> {
    const reply = await this.wallet.callUntilHeard(
      'win',
      { playerId: bet.playerId, transactionId: bet.winTx, roundId: bet.id, amount: bet.payout ?? 0, betTransactionIds: [bet.betTx] },
      this.options.retryDelaysMs,
    );
    const status = reply.heard ? reply.answer.status : 'UNHEARD';
    if (status === 'OK' || status === 'BET_ALREADY_SETTLED') {
      // BET_ALREADY_SETTLED: only our win settles our bet, and its repeat answers OK; nothing is held either way.
      await this.move(bet.id, 'settling', 'settled', status === 'OK' ? null : status);
      return 'settled';
    }
    await this.later(bet.id, describe(reply));
    return 'pending';
  }

  /** Releases the stake of a bet whose debit is unknown (or closes its id at Khela if it never arrived). */
  async rollBack(bet: MoneyBet): Promise<'rolled_back' | 'pending'> {
    const reply = await this.wallet.callUntilHeard('rollback', { playerId: bet.playerId, transactionId: bet.rollbackTx, betTransactionId: bet.betTx }, this.options.retryDelaysMs);
    const status = reply.heard ? reply.answer.status : 'UNHEARD';
    if (status === 'OK' || status === 'BET_NOT_FOUND' || status === 'BET_ALREADY_ROLLED_BACK') {
      await this.move(bet.id, 'rolling_back', 'rolled_back');
      return 'rolled_back';
    }
    await this.later(bet.id, describe(reply));
    return 'pending';
  }

  /**
   * Moves a correction's difference in Khela's wallet (`adjust`, its id the correction's key). Only
   * sent once the bet's own `win` was answered (the bet is settled at Khela). A definite refusal is
   * kept and logged (the operator reads it); an unanswered call is left for the sweep.
   */
  async adjust(correction: MoneyCorrection): Promise<'adjusted' | 'refused' | 'pending'> {
    const reply = await this.wallet.callUntilHeard(
      'adjust',
      { playerId: correction.playerId, transactionId: correction.idempotencyKey, betTransactionId: correction.betTx, amount: correction.delta },
      this.options.retryDelaysMs,
    );
    const status = reply.heard ? reply.answer.status : 'UNHEARD';
    // Not settled at Khela yet (its win still on the way) or a temporary failure: try again later.
    if (!reply.heard || status === 'BET_NOT_SETTLED' || status === 'INTERNAL_ERROR') {
      await this.correctionLater(correction, describe(reply));
      return 'pending';
    }
    const shortfall = status === 'OK' ? (numberOrNull(reply.answer.shortfall) ?? 0) : null;
    if (status !== 'OK') this.options.log.error({ betId: correction.betId, version: correction.version, answer: reply.answer }, 'sportsbook: correction refused by the wallet');
    else if (shortfall) this.options.log.warn({ betId: correction.betId, version: correction.version, shortfall }, 'sportsbook: correction taken back only in part: the player owes the rest');
    await this.db.query(
      `UPDATE bet_settlements SET adjusted_at = now(), adjust_status = $3, shortfall = $4, next_attempt_at = NULL, last_problem = NULL
        WHERE bet_id = $1 AND version = $2 AND adjusted_at IS NULL`,
      [correction.betId, correction.version, status, shortfall],
    );
    return status === 'OK' ? 'adjusted' : 'refused';
  }

  private async correctionLater(correction: MoneyCorrection, problem: string): Promise<void> {
    const [row] = await this.db.query<{ attempts: number }>('SELECT attempts FROM bet_settlements WHERE bet_id = $1 AND version = $2', [correction.betId, correction.version]);
    const attempts = row?.attempts ?? 0;
    const delay = Math.min(this.options.backoffMaxMs, this.options.backoffFirstMs * 2 ** Math.min(attempts, 20));
    this.options.log.warn({ betId: correction.betId, version: correction.version, problem, retryInMs: delay }, 'sportsbook: correction pending');
    await this.db.query(
      `UPDATE bet_settlements SET attempts = attempts + 1, last_problem = $3, next_attempt_at = now() + make_interval(secs => $4) WHERE bet_id = $1 AND version = $2`,
      [correction.betId, correction.version, problem, delay / 1000],
    );
  }

  /**
   * A bet leaving created/open (refused, rolling back) takes its exposure off the running liability
   * in the same transaction (liability.ts); a move that stays on one side of it is one statement.
   */
  private async move(id: string, from: string, to: string, refusal: string | null = null): Promise<void> {
    const update = (db: Queryable) =>
      db.query<{ id: string }>(
        `UPDATE bets SET state = $3, refusal = COALESCE($4, refusal), attempts = 0, next_attempt_at = NULL, last_problem = NULL,
           settled_at = CASE WHEN $3 IN ('settled', 'rolled_back', 'refused') THEN now() ELSE settled_at END
         WHERE id = $1 AND state = $2 RETURNING id`,
        [id, from, to, refusal],
      );
    if (isLive(from) === isLive(to)) {
      await update(this.db);
      return;
    }
    await this.db.transaction(async (tx) => {
      const moved = await update(tx);
      if (isLive(from)) await releaseBets(tx, moved.map((row) => row.id));
      else await moveLiability(tx, await exposureOf(tx, moved.map((row) => row.id)), 1);
    });
  }

  private async later(id: string, problem: string): Promise<void> {
    const [row] = await this.db.query<{ attempts: number }>('SELECT attempts FROM bets WHERE id = $1', [id]);
    const attempts = row?.attempts ?? 0;
    const delay = Math.min(this.options.backoffMaxMs, this.options.backoffFirstMs * 2 ** Math.min(attempts, 20));
    this.options.log.warn({ betId: id, problem, retryInMs: delay }, 'sportsbook: wallet work pending');
    await this.db.query(`UPDATE bets SET attempts = attempts + 1, last_problem = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`, [id, problem, delay / 1000]);
  }
}
