import type { VendorWallet, WalletReply } from '@khela/server-kit/vendor';
import { backoffMs } from './backoff';
import type { HeldBetState, HeldBetWallet } from './held-bet';

/** A held bet as its wallet calls need it: a round of the common pages, or a bet at the live table. */
export interface WalletBet extends Pick<HeldBetWallet, 'state' | 'betTx' | 'winTx' | 'rollbackTx' | 'attempts'> {
  /** The record's id (the round's or the table bet's). */
  id: string;
  /** The round Khela hears of: the round itself, or the table's round. */
  roundId: string;
  playerId: string | null;
}

/** Where the bets are recorded: a state move (with what it returns, e.g. the moved bet) and the next retry. */
export interface HeldBetRecords<Moved> {
  move(id: string, from: HeldBetState, to: HeldBetState, extra?: { refusal?: string }): Promise<Moved>;
  retryLater(id: string, problem: string, delayMs: number): Promise<void>;
}

export interface BetWalletOptions {
  /** Waits before each inline retry of a call Khela did not answer. */
  retryDelaysMs: readonly number[];
  /** Background retries of pending work: first wait and cap of the doubling backoff. */
  backoffFirstMs: number;
  backoffMaxMs: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How the log lines name the service and a bet, e.g. 'house' and 'roundId'. */
  logAs: { service: string; idKey: string };
}

/** What the debit of a bet came to. */
export type DebitResult<Moved> =
  | { kind: 'debited'; moved: Moved; balance: number | null }
  | { kind: 'insufficient'; balance: number | null }
  | { kind: 'sessionExpired' }
  /** Unanswered (rolled back, or the rollback is pending work) or refused for another reason. */
  | { kind: 'failed' };

/** What the credit of a debited bet came to; `balance` as Khela said it (null when it did not). */
export type CreditResult = { kind: 'settled' | 'rolledBack' | 'pending'; balance: number | null };

/**
 * The money of a held bet (docs/house.md), the same for a round and a table bet: the wallet ids
 * are fixed when the bet is recorded, so a retry, the sweep or a restarted service only repeats
 * calls Khela answers once. A debit whose fate is unknown is rolled back; a credit is retried
 * until Khela answers (an outcome fixed by the seeds is always paid).
 */
export class BetWallet<Moved> {
  constructor(
    private readonly wallet: VendorWallet,
    private readonly records: HeldBetRecords<Moved>,
    private readonly options: BetWalletOptions,
  ) {}

  /** Takes the stake of a created bet; refused and unanswered debits finish the bet (the latter by a rollback). */
  async debit(bet: WalletBet, call: { sessionToken: string | null; gameCode: string; amount: number; gameType?: string }): Promise<DebitResult<Moved>> {
    const { sessionToken, gameCode, gameType, amount } = call;
    const reply = await this.wallet.callUntilHeard(
      'bet',
      { playerId: bet.playerId, sessionToken, transactionId: bet.betTx, roundId: bet.roundId, gameCode, ...(gameType && { gameType }), amount },
      this.options.retryDelaysMs,
    );
    if (!reply.heard) {
      this.warn(bet, { problem: reply.problem }, 'bet unanswered, rolling it back');
      await this.rollBack(bet);
      return { kind: 'failed' };
    }
    const balance = numberOrNull(reply.answer.balance);
    const status = reply.answer.status;
    if (status !== 'OK') {
      await this.records.move(bet.id, 'created', 'refused', { refusal: status });
      if (status === 'INSUFFICIENT_FUNDS') return { kind: 'insufficient', balance };
      if (status === 'SESSION_EXPIRED') return { kind: 'sessionExpired' };
      this.error(bet, { httpStatus: reply.httpStatus, answer: reply.answer }, 'bet refused');
      return { kind: 'failed' };
    }
    return { kind: 'debited', moved: await this.records.move(bet.id, 'created', 'debited'), balance };
  }

  /** Pays a debited bet its fixed `payout` (a win of 0 settles a lost bet); pending work until Khela answers. */
  async credit(bet: WalletBet, payout: number): Promise<CreditResult> {
    const reply = await this.wallet.callUntilHeard(
      'win',
      { playerId: bet.playerId, transactionId: bet.winTx, roundId: bet.roundId, amount: payout, betTransactionIds: [bet.betTx] },
      this.options.retryDelaysMs,
    );
    const balance = reply.heard ? numberOrNull(reply.answer.balance) : null;
    switch (reply.heard ? reply.answer.status : 'UNHEARD') {
      case 'OK':
        await this.records.move(bet.id, 'debited', 'settled');
        return { kind: 'settled', balance };
      case 'BET_ALREADY_SETTLED':
        // Only our win transaction settles our bet, and a repeat of it answers OK: log the oddity, nothing is held.
        this.warn(bet, {}, 'bet already settled at Khela');
        await this.records.move(bet.id, 'debited', 'settled', { refusal: 'BET_ALREADY_SETTLED' });
        return { kind: 'settled', balance };
      case 'BET_ALREADY_ROLLED_BACK':
        await this.records.move(bet.id, 'debited', 'rolled_back', { refusal: 'BET_ALREADY_ROLLED_BACK' });
        return { kind: 'rolledBack', balance };
      default:
        await this.later(bet, describe(reply));
        return { kind: 'pending', balance: null };
    }
  }

  /** Gives up on a bet whose debit is unknown: releases the stake, or closes the id if it never arrived. */
  async rollBack(bet: WalletBet): Promise<void> {
    const reply = await this.wallet.callUntilHeard('rollback', { playerId: bet.playerId, transactionId: bet.rollbackTx, betTransactionId: bet.betTx }, this.options.retryDelaysMs);
    switch (reply.heard ? reply.answer.status : 'UNHEARD') {
      case 'OK':
      case 'BET_NOT_FOUND':
      case 'BET_ALREADY_ROLLED_BACK':
        await this.records.move(bet.id, 'created', 'rolled_back');
        return;
      case 'BET_ALREADY_SETTLED':
        // Cannot be ours (only debited bets are credited); Khela holds nothing for it either way.
        this.error(bet, {}, 'rollback found the bet settled');
        await this.records.move(bet.id, 'created', 'settled', { refusal: 'BET_ALREADY_SETTLED' });
        return;
      default:
        await this.later(bet, describe(reply));
    }
  }

  private async later(bet: WalletBet, problem: string): Promise<void> {
    const delay = backoffMs(bet.attempts, this.options.backoffFirstMs, this.options.backoffMaxMs);
    this.warn(bet, { state: bet.state, problem, retryInMs: delay }, 'wallet work pending');
    await this.records.retryLater(bet.id, problem, delay);
  }

  private warn(bet: WalletBet, details: object, what: string): void {
    const { service, idKey } = this.options.logAs;
    this.options.log.warn({ [idKey]: bet.id, ...details }, `${service}: ${what}`);
  }

  private error(bet: WalletBet, details: object, what: string): void {
    const { service, idKey } = this.options.logAs;
    this.options.log.error({ [idKey]: bet.id, ...details }, `${service}: ${what}`);
  }
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function describe(reply: WalletReply): string {
  if (!reply.heard) return `unanswered: ${reply.problem}`;
  return `HTTP ${reply.httpStatus} ${reply.answer.status}${reply.answer.message ? `: ${reply.answer.message}` : ''}`;
}
