import type { Db } from '@khela/server-kit/db';
import type { VendorWallet, WalletReply } from '@khela/server-kit/vendor';
import { backoffMs } from '../rounds/backoff';
import type { TableClock } from './table-clock';
import { moveTableBet, scheduleTableBetRetry, type TableBet } from './table-repo';

export interface TableMoneyOptions {
  /** Waits before each inline retry of an unanswered call. */
  retryDelaysMs: readonly number[];
  backoffFirstMs: number;
  backoffMaxMs: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** What the debit of a bet came to. */
export type DebitResult =
  | { kind: 'debited'; bet: TableBet; balance: number | null }
  | { kind: 'insufficient'; balance: number | null }
  | { kind: 'sessionExpired' }
  /** Unanswered (rolled back, or the rollback is pending work) or refused for another reason. */
  | { kind: 'failed' };

/**
 * A table bet's money, with the same rules as a slot round (docs/house.md): the wallet ids are
 * fixed when the bet is recorded, so a retry, the sweep or a restarted service only repeats calls
 * Khela answers once. A debit whose fate is unknown is rolled back; a credit of a dealt bet is
 * retried until Khela answers.
 */
export class TableMoney {
  constructor(
    private readonly db: Db,
    private readonly wallet: VendorWallet,
    private readonly clock: TableClock,
    private readonly options: TableMoneyOptions,
  ) {}

  async debit(bet: TableBet, walletSession: string): Promise<DebitResult> {
    const reply = await this.wallet.callUntilHeard(
      'bet',
      { playerId: bet.playerId, sessionToken: walletSession, transactionId: bet.betTx, roundId: bet.tableRoundId, gameCode: bet.gameCode, gameType: 'LIVE', amount: bet.stake },
      this.options.retryDelaysMs,
    );
    if (!reply.heard) {
      this.options.log.warn({ betId: bet.id, problem: reply.problem }, 'house table: bet unanswered, rolling it back');
      await this.rollBack(bet);
      return { kind: 'failed' };
    }
    const balance = numberOrNull(reply.answer.balance);
    const status = reply.answer.status;
    if (status !== 'OK') {
      await moveTableBet(this.db, bet.id, 'created', 'refused', { refusal: status });
      if (status === 'INSUFFICIENT_FUNDS') return { kind: 'insufficient', balance };
      if (status === 'SESSION_EXPIRED') return { kind: 'sessionExpired' };
      this.options.log.error({ betId: bet.id, httpStatus: reply.httpStatus, answer: reply.answer }, 'house table: bet refused');
      return { kind: 'failed' };
    }
    const debited = await moveTableBet(this.db, bet.id, 'created', 'debited');
    return { kind: 'debited', bet: debited ?? { ...bet, state: 'debited' }, balance };
  }

  /** Pays a dealt bet its fixed payout (a win of 0 settles a lost bet); pending work until Khela answers. */
  async credit(bet: TableBet): Promise<void> {
    if (bet.payout === null) throw new Error(`house table: bet ${bet.id} has no payout yet`);
    const reply = await this.wallet.callUntilHeard(
      'win',
      { playerId: bet.playerId, transactionId: bet.winTx, roundId: bet.tableRoundId, amount: bet.payout, betTransactionIds: [bet.betTx] },
      this.options.retryDelaysMs,
    );
    switch (reply.heard ? reply.answer.status : 'UNHEARD') {
      case 'OK':
        await moveTableBet(this.db, bet.id, 'debited', 'settled');
        return;
      case 'BET_ALREADY_SETTLED':
        this.options.log.warn({ betId: bet.id }, 'house table: bet already settled at Khela');
        await moveTableBet(this.db, bet.id, 'debited', 'settled', { refusal: 'BET_ALREADY_SETTLED' });
        return;
      case 'BET_ALREADY_ROLLED_BACK':
        await moveTableBet(this.db, bet.id, 'debited', 'rolled_back', { refusal: 'BET_ALREADY_ROLLED_BACK' });
        return;
      default:
        await this.later(bet, describe(reply));
    }
  }

  /** Gives up on a bet whose debit is unknown: releases the stake, or closes the id if it never arrived. */
  async rollBack(bet: TableBet): Promise<void> {
    const reply = await this.wallet.callUntilHeard('rollback', { playerId: bet.playerId, transactionId: bet.rollbackTx, betTransactionId: bet.betTx }, this.options.retryDelaysMs);
    switch (reply.heard ? reply.answer.status : 'UNHEARD') {
      case 'OK':
      case 'BET_NOT_FOUND':
      case 'BET_ALREADY_ROLLED_BACK':
        await moveTableBet(this.db, bet.id, 'created', 'rolled_back');
        return;
      case 'BET_ALREADY_SETTLED':
        this.options.log.error({ betId: bet.id }, 'house table: rollback found the bet settled');
        await moveTableBet(this.db, bet.id, 'created', 'settled', { refusal: 'BET_ALREADY_SETTLED' });
        return;
      default:
        await this.later(bet, describe(reply));
    }
  }

  private async later(bet: TableBet, problem: string): Promise<void> {
    const delay = backoffMs(bet.attempts, this.options.backoffFirstMs, this.options.backoffMaxMs);
    this.options.log.warn({ betId: bet.id, state: bet.state, problem, retryInMs: delay }, 'house table: wallet work pending');
    await scheduleTableBetRetry(this.db, bet.id, problem, this.clock.now() + delay);
  }
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function describe(reply: WalletReply): string {
  if (!reply.heard) return `unanswered: ${reply.problem}`;
  return `HTTP ${reply.httpStatus} ${reply.answer.status}${reply.answer.message ? `: ${reply.answer.message}` : ''}`;
}
