import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isOk, type SeamlessWalletClient } from '@khela/server-kit/vendor';
import { payoutFor, type Roll } from './round-rule';

export interface SeamlessPlayer {
  vendorCode: string;
  playerId: string;
  sessionToken: string;
}

/** What a round came to; `balance` is the player's available balance after it, null when unknown. */
export type RoundOutcome =
  | { kind: 'won' | 'lost'; stake: number; payout: number; balance: number | null }
  | { kind: 'cancelled' | 'insufficient' | 'sessionExpired' | 'failed'; stake: number; payout: 0; balance: number | null };

export interface SeamlessRoundsOptions {
  /** Waits before each retry of a call Khela did not answer for certain (a few, short: the player waits). */
  retryDelaysMs: readonly number[];
  /** Waits before each background retry of a rollback that still got no answer (the player has left). */
  laterDelaysMs: readonly number[];
  log: FastifyBaseLogger;
}

/** What a rollback came to; `balance` when Khela said it. */
type GiveBack = { result: 'returned' | 'settled' | 'unknown'; balance: number | null };

/**
 * A round at a seamless vendor (docs/vendor-wallet.md): `bet` holds the stake, the roll decides,
 * `win` settles the round (0 when lost). A win that cannot be delivered is given up on with a
 * `rollback` of the bet, so a stake is never left held; a rollback that gets no answer either is
 * retried in the background, with the same transaction id, until Khela answers.
 */
export class SeamlessRounds {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly client: SeamlessWalletClient,
    private readonly options: SeamlessRoundsOptions,
  ) {}

  async play(player: SeamlessPlayer, gameCode: string, stake: number, roll: Roll): Promise<RoundOutcome> {
    const { vendorCode, playerId, sessionToken } = player;
    // Transaction ids are unique per vendor across bet, win and rollback: one random round id, three suffixes.
    const roundId = `SBX-${randomUUID()}`;
    const ids = { bet: `${roundId}-bet`, win: `${roundId}-win`, rollback: `${roundId}-rb` };
    const failed = (balance: number | null = null): RoundOutcome => ({ kind: 'failed', stake, payout: 0, balance });

    const bet = await this.client.callUntilHeard(vendorCode, 'bet', { playerId, sessionToken, transactionId: ids.bet, roundId, gameCode, amount: stake }, this.options.retryDelaysMs);
    if (!bet.heard) {
      // The stake may or may not be held: a rollback releases it, or closes the id if the bet never arrived.
      this.options.log.warn({ vendorCode, roundId, problem: bet.problem }, 'sandbox game: bet unanswered, rolling it back');
      await this.giveBack(vendorCode, playerId, ids.rollback, ids.bet);
      return failed();
    }
    const balance = typeof bet.answer.balance === 'number' ? bet.answer.balance : null;
    if (bet.answer.status === 'INSUFFICIENT_FUNDS') return { kind: 'insufficient', stake, payout: 0, balance };
    if (bet.answer.status === 'SESSION_EXPIRED') return { kind: 'sessionExpired', stake, payout: 0, balance };
    if (bet.answer.status !== 'OK') {
      this.options.log.warn({ vendorCode, roundId, status: bet.answer.status, message: bet.answer.message }, 'sandbox game: bet refused');
      return failed();
    }

    const payout = payoutFor(stake, roll());
    const settled = (after: number | null): RoundOutcome => ({ kind: payout > 0 ? 'won' : 'lost', stake, payout, balance: after });
    const win = await this.client.callUntilHeard(vendorCode, 'win', { playerId, transactionId: ids.win, roundId, amount: payout, betTransactionIds: [ids.bet] }, this.options.retryDelaysMs);
    if (isOk(win)) return settled(win.answer.balance ?? null);

    this.options.log.warn({ vendorCode, roundId, reply: win }, 'sandbox game: win not delivered, rolling the bet back');
    const givenBack = await this.giveBack(vendorCode, playerId, ids.rollback, ids.bet);
    if (givenBack.result === 'settled') {
      // The win did land; only its answer was lost. The round stands as played.
      const now = await this.client.call(vendorCode, 'balance', { playerId, sessionToken });
      return settled(isOk(now) ? (now.answer.balance ?? null) : null);
    }
    if (givenBack.result === 'returned') return { kind: 'cancelled', stake, payout: 0, balance: givenBack.balance };
    // Still held until a background rollback lands: the balance the bet left is the true one meanwhile.
    return failed(balance);
  }

  /** Stops the background retries (the sandbox is closing). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async giveBack(vendorCode: string, playerId: string, transactionId: string, betTransactionId: string): Promise<GiveBack> {
    const body = { playerId, transactionId, betTransactionId };
    const reply = await this.client.callUntilHeard(vendorCode, 'rollback', body, this.options.retryDelaysMs);
    if (!reply.heard) {
      this.retryLater(vendorCode, body, 0);
      return { result: 'unknown', balance: null };
    }
    return this.readRollback(vendorCode, body, reply.answer);
  }

  private readRollback(vendorCode: string, body: Record<string, unknown>, answer: { status: string; balance?: number }): GiveBack {
    const balance = typeof answer.balance === 'number' ? answer.balance : null;
    switch (answer.status) {
      // Nothing is held any more: released now, rolled back already, or the bet never arrived (Khela now refuses it if it does).
      case 'OK':
      case 'BET_ALREADY_ROLLED_BACK':
      case 'BET_NOT_FOUND':
        return { result: 'returned', balance };
      case 'BET_ALREADY_SETTLED':
        return { result: 'settled', balance };
      default:
        this.options.log.error({ vendorCode, body, answer }, 'sandbox game: rollback refused');
        return { result: 'unknown', balance: null };
    }
  }

  private retryLater(vendorCode: string, body: Record<string, unknown>, attempt: number): void {
    const delay = this.options.laterDelaysMs[attempt];
    if (delay === undefined) {
      this.options.log.error({ vendorCode, body }, 'sandbox game: rollback still unanswered, giving up; the bet stays held until settled by hand');
      return;
    }
    const timer = setTimeout(async () => {
      this.timers.delete(timer);
      const reply = await this.client.call(vendorCode, 'rollback', body);
      if (reply.heard) this.readRollback(vendorCode, body, reply.answer);
      else this.retryLater(vendorCode, body, attempt + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
