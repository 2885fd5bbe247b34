import type { Db } from '@khela/server-kit/db';
import type { VendorWallet } from '@khela/server-kit/vendor';
import { BetWallet, type BetWalletOptions, type WalletBet } from '../rounds/bet-wallet';
import type { HouseGameType } from '../games/house-game';
import type { TableClock } from './table-clock';
import { moveTableBet, scheduleTableBetRetry, type TableBet, type TableBetState } from './table-repo';

/** The retry timing and log of a table's wallet work (its log lines say 'house table'). */
export type TableMoneyOptions = Omit<BetWalletOptions, 'logAs'>;

/** What the debit of a bet came to. */
export type DebitResult =
  | { kind: 'debited'; bet: TableBet; balance: number | null }
  | { kind: 'insufficient'; balance: number | null }
  | { kind: 'sessionExpired' }
  /** Unanswered (rolled back, or the rollback is pending work) or refused for another reason. */
  | { kind: 'failed' };

/**
 * A table bet's money, with the same rules as a round of the common pages (rounds/bet-wallet.ts):
 * the wallet ids are fixed when the bet is recorded; a debit whose fate is unknown is rolled back;
 * a credit of a dealt bet is retried until Khela answers. Retries are timed on the table's clock.
 */
export class TableMoney {
  private readonly money: BetWallet<TableBet | null>;

  constructor(
    db: Db,
    wallet: VendorWallet,
    clock: TableClock,
    options: TableMoneyOptions,
    /** The table game's catalogue category, named on every bet. */
    private readonly gameType: HouseGameType,
  ) {
    const records = {
      move: (id: string, from: TableBetState, to: TableBetState, extra?: { refusal?: string }) => moveTableBet(db, id, from, to, extra),
      retryLater: (id: string, problem: string, delayMs: number) => scheduleTableBetRetry(db, id, problem, clock.now() + delayMs),
    };
    this.money = new BetWallet(wallet, records, { ...options, logAs: { service: 'house table', idKey: 'betId' } });
  }

  async debit(bet: TableBet, walletSession: string): Promise<DebitResult> {
    const debit = await this.money.debit(walletBet(bet), { sessionToken: walletSession, gameCode: bet.gameCode, gameType: this.gameType, amount: bet.stake });
    if (debit.kind !== 'debited') return debit;
    return { kind: 'debited', bet: debit.moved ?? { ...bet, state: 'debited' }, balance: debit.balance };
  }

  /** Pays a dealt bet its fixed payout (a win of 0 settles a lost bet); pending work until Khela answers. */
  async credit(bet: TableBet): Promise<void> {
    if (bet.payout === null) throw new Error(`house table: bet ${bet.id} has no payout yet`);
    await this.money.credit(walletBet(bet), bet.payout);
  }

  /** Gives up on a bet whose debit is unknown: releases the stake, or closes the id if it never arrived. */
  rollBack(bet: TableBet): Promise<void> {
    return this.money.rollBack(walletBet(bet));
  }
}

/** A table bet's wallet calls name the table's round. */
const walletBet = (bet: TableBet): WalletBet => ({ ...bet, roundId: bet.tableRoundId });
