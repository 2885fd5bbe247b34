import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

export type TransferDirection = 'in' | 'out';

export interface TransferRequest {
  transferId: string;
  playerId: string;
  amount: number;
  currency: string;
}

/** What the vendor answered a transfer: kept per id so a repeat gets the same answer. */
export interface TransferAnswer {
  status: 'OK' | 'REFUSED' | 'INSUFFICIENT_FUNDS';
  transferId: string;
  balance?: number;
  message?: string;
}

export interface RoundAnswer {
  status: 'OK' | 'INSUFFICIENT_FUNDS';
  balance: number;
}

interface TransferRecord {
  direction: TransferDirection | null;
  playerId: string;
  amount: number;
  /** DONE: applied; FAILED: refused, or closed by a status query before it arrived. */
  state: 'DONE' | 'FAILED';
  answer: TransferAnswer;
}

/** One round the player played on the vendor's game page: its bet record (docs/vendor-wallet.md, part 4). */
export interface BetRecord {
  /** The vendor's id of the bet, unique per vendor. */
  betId: string;
  roundId: string;
  gameCode: string;
  stake: number;
  /** What the round paid back (0: lost). */
  payout: number;
  placedAt: string;
  settledAt: string;
}

export interface BetPage {
  records: BetRecord[];
  /** Pass it back to get what came after; the same cursor when nothing new. */
  nextCursor: string;
}

interface StoreData {
  /** vendor code -> player id -> balance in minor units. */
  balances: Record<string, Record<string, number>>;
  /** vendor code -> player id -> the player's rounds, oldest first (the cursor is a count of them). */
  rounds?: Record<string, Record<string, BetRecord[]>>;
  /** `${vendor}\u0000${transferId}` -> what happened to it. */
  transfers: Record<string, TransferRecord>;
}

const FILE_NAME = 'vendor-wallets.json';

/**
 * The sandbox vendor's books: players' balances per vendor code and every transfer id it has seen.
 * Each change is written to disk (a temporary file renamed over the old one) before the answer goes
 * out, so a restart loses nothing the api was told.
 */
export class VendorStore {
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly data: StoreData,
  ) {}

  static async open(dataDir: string): Promise<VendorStore> {
    const file = path.join(dataDir, FILE_NAME);
    const text = await readFile(file, 'utf8').catch(() => null);
    const data: StoreData = text ? (JSON.parse(text) as StoreData) : { balances: {}, transfers: {} };
    return new VendorStore(file, data);
  }

  balance(vendor: string, playerId: string): number {
    return this.data.balances[vendor]?.[playerId] ?? 0;
  }

  /** Applies a transfer once; a repeat of the id answers the first answer (REFUSED if its fields differ). */
  async transfer(vendor: string, direction: TransferDirection, request: TransferRequest, refuse: boolean): Promise<TransferAnswer> {
    const key = `${vendor}\u0000${request.transferId}`;
    const known = this.data.transfers[key];
    if (known) {
      if (known.direction === null) return this.refusal(request, 'closed by a status query');
      const same = known.direction === direction && known.playerId === request.playerId && known.amount === request.amount;
      return same ? known.answer : this.refusal(request, 'transferId already used for another transfer');
    }
    const balance = this.balance(vendor, request.playerId);
    let answer: TransferAnswer;
    if (refuse) {
      answer = this.refusal(request, 'refused by the vendor');
    } else if (direction === 'out' && balance < request.amount) {
      answer = { status: 'INSUFFICIENT_FUNDS', transferId: request.transferId, balance };
    } else {
      const after = direction === 'in' ? balance + request.amount : balance - request.amount;
      (this.data.balances[vendor] ??= {})[request.playerId] = after;
      answer = { status: 'OK', transferId: request.transferId, balance: after };
    }
    this.data.transfers[key] = { direction, playerId: request.playerId, amount: request.amount, state: answer.status === 'OK' ? 'DONE' : 'FAILED', answer };
    await this.save();
    return answer;
  }

  /**
   * A round of the vendor's own game (the sandbox game page): the stake leaves the player's game
   * wallet and the payout comes back, in one step, or nothing happens when the stake is more than
   * the balance. Only this book changes: Khela hears of it through the next transfer out.
   */
  async playRound(vendor: string, playerId: string, stake: number, payout: number, gameCode = 'sandbox'): Promise<RoundAnswer> {
    const balance = this.balance(vendor, playerId);
    if (stake > balance) return { status: 'INSUFFICIENT_FUNDS', balance };
    const after = balance - stake + payout;
    (this.data.balances[vendor] ??= {})[playerId] = after;
    // The round's bet record, in the same write as the balance: what the records say always adds up to it.
    const rounds = ((this.data.rounds ??= {})[vendor] ??= {})[playerId] ??= [];
    const roundId = `${vendor}-R${rounds.length + 1}-${randomUUID().slice(0, 8)}`;
    const at = new Date().toISOString();
    rounds.push({ betId: `${roundId}-bet`, roundId, gameCode, stake, payout, placedAt: at, settledAt: at });
    await this.save();
    return { status: 'OK', balance: after };
  }

  /** The player's bet records after `cursor` (none: from the first), oldest first, at most `limit`. */
  bets(vendor: string, playerId: string, cursor: string | null, limit: number): BetPage | null {
    const from = cursor === null ? 0 : /^[0-9]{1,9}$/.test(cursor) ? Number(cursor) : -1;
    const rounds = this.data.rounds?.[vendor]?.[playerId] ?? [];
    if (from < 0 || from > rounds.length) return null;
    const records = rounds.slice(from, from + limit);
    return { records, nextCursor: String(from + records.length) };
  }

  /** What became of a transfer id; an unknown one is closed, so it can never be applied later. */
  async status(vendor: string, transferId: string): Promise<Record<string, unknown>> {
    const key = `${vendor}\u0000${transferId}`;
    const known = this.data.transfers[key];
    if (!known) {
      this.data.transfers[key] = { direction: null, playerId: '', amount: 0, state: 'FAILED', answer: { status: 'REFUSED', transferId } };
      await this.save();
      return { status: 'NOT_FOUND', transferId };
    }
    return {
      status: known.state,
      transferId,
      direction: known.direction,
      amount: known.amount,
      balance: this.balance(vendor, known.playerId),
    };
  }

  private refusal(request: TransferRequest, message: string): TransferAnswer {
    return { status: 'REFUSED', transferId: request.transferId, message };
  }

  /** Writes the whole book; writes queue up so an older snapshot never lands after a newer one. */
  private save(): Promise<void> {
    const text = JSON.stringify(this.data);
    this.saving = this.saving.catch(() => undefined).then(async () => {
      await mkdir(path.dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}.tmp`;
      await writeFile(temporary, text);
      await rename(temporary, this.file);
    });
    return this.saving;
  }
}
