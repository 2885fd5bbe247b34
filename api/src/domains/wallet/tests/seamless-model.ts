/**
 * The seamless wallet (docs/vendor-wallet.md) as plain memory: the betting record, the bets
 * rolled back before they arrived, the first answer to every transaction id, and each player's
 * main wallet. It says what the API must answer to each call and what must be left afterwards.
 */
export type SeamlessCall =
  | { action: 'bet'; transactionId: string; player: number; roundId: string; amount: number }
  | { action: 'win'; transactionId: string; player: number; roundId: string; amount: number; betTransactionIds?: string[] }
  | { action: 'rollback'; transactionId: string; player: number; betTransactionId: string };

/** The part of an answer the model decides (the API adds messages, currency and ledger ids). */
export interface ExpectedSeamless {
  status: string;
  /** Present exactly when the API must state the balance. */
  balance?: number;
  /** A transaction id seen before: the API must answer its first answer again, byte for byte. */
  replayOf?: string;
  /** OK answers carry the ledger transfer, except a win of 0. */
  walletTransfer?: boolean;
}

type BetStatus = 'open' | 'settled' | 'rolled_back';

interface ModelBet {
  transactionId: string;
  player: number;
  roundId: string;
  stake: number;
  status: BetStatus;
}

export interface ModelWallet {
  balance: number;
  held: number;
}

/** What decides a call: the same transaction id with the same fingerprint is a retry (docs: Idempotency). */
function fingerprint(call: SeamlessCall): string {
  switch (call.action) {
    case 'bet':
      return JSON.stringify(['bet', call.player, call.roundId, call.amount]);
    case 'win':
      return JSON.stringify(['win', call.player, call.roundId, call.amount, call.betTransactionIds ? [...new Set(call.betTransactionIds)].sort() : null]);
    case 'rollback':
      return JSON.stringify(['rollback', call.player, call.betTransactionId]);
  }
}

export class SeamlessModel {
  private readonly bets: ModelBet[] = [];
  private readonly cancelled = new Set<string>();
  private readonly answered = new Map<string, string>();
  readonly wallets: ModelWallet[];

  constructor(openingBalances: number[]) {
    this.wallets = openingBalances.map((balance) => ({ balance, held: 0 }));
  }

  call(call: SeamlessCall): ExpectedSeamless {
    const seen = this.answered.get(call.transactionId);
    if (seen !== undefined) {
      // A mismatch is answered, not remembered: the id keeps its first answer.
      return seen === fingerprint(call) ? { status: 'REPLAY', replayOf: call.transactionId } : { status: 'DUPLICATE_TRANSACTION_MISMATCH' };
    }
    this.answered.set(call.transactionId, fingerprint(call));
    switch (call.action) {
      case 'bet':
        return this.bet(call);
      case 'win':
        return this.win(call);
      case 'rollback':
        return this.rollback(call);
    }
  }

  private available(player: number): number {
    const wallet = this.wallets[player]!;
    return wallet.balance - wallet.held;
  }

  private bet(call: Extract<SeamlessCall, { action: 'bet' }>): ExpectedSeamless {
    if (this.cancelled.has(call.transactionId)) return { status: 'BET_ALREADY_ROLLED_BACK' };
    if (this.available(call.player) < call.amount) return { status: 'INSUFFICIENT_FUNDS', balance: this.available(call.player) };
    this.wallets[call.player]!.held += call.amount;
    this.bets.push({ transactionId: call.transactionId, player: call.player, roundId: call.roundId, stake: call.amount, status: 'open' });
    return { status: 'OK', balance: this.available(call.player), walletTransfer: true };
  }

  private win(call: Extract<SeamlessCall, { action: 'win' }>): ExpectedSeamless {
    const listed = call.betTransactionIds ? new Set(call.betTransactionIds) : null;
    const bets = this.bets.filter((bet) => bet.player === call.player && bet.roundId === call.roundId && (!listed || listed.has(bet.transactionId)));
    const open = bets.filter((bet) => bet.status === 'open');
    if (bets.length === 0 || (listed && bets.length < listed.size)) return { status: 'BET_NOT_FOUND' };
    if (open.length === 0 || (listed && open.length < bets.length)) {
      return { status: bets.some((bet) => bet.status === 'settled') ? 'BET_ALREADY_SETTLED' : 'BET_ALREADY_ROLLED_BACK' };
    }
    const wallet = this.wallets[call.player]!;
    for (const bet of open) {
      bet.status = 'settled';
      wallet.held -= bet.stake;
      wallet.balance -= bet.stake;
    }
    wallet.balance += call.amount;
    return { status: 'OK', balance: this.available(call.player), walletTransfer: call.amount > 0 };
  }

  private rollback(call: Extract<SeamlessCall, { action: 'rollback' }>): ExpectedSeamless {
    const bet = this.bets.find((candidate) => candidate.transactionId === call.betTransactionId);
    if (!bet) {
      this.cancelled.add(call.betTransactionId);
      return { status: 'BET_NOT_FOUND' };
    }
    if (bet.player !== call.player) return { status: 'BET_NOT_FOUND' };
    if (bet.status === 'settled') return { status: 'BET_ALREADY_SETTLED' };
    if (bet.status === 'rolled_back') return { status: 'BET_ALREADY_ROLLED_BACK' };
    bet.status = 'rolled_back';
    this.wallets[call.player]!.held -= bet.stake;
    return { status: 'OK', balance: this.available(call.player), walletTransfer: true };
  }

  /** Each bet's final status, by transaction id. */
  betStatuses(): Map<string, BetStatus> {
    return new Map(this.bets.map((bet) => [bet.transactionId, bet.status]));
  }
}
