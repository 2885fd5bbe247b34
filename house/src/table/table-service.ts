import { randomUUID } from 'node:crypto';
import type { Db } from '@khela/server-kit/db';
import type { VendorWallet } from '@khela/server-kit/vendor';
import type { PlayerSession } from '../sessions/session-repo';
import type { TableClock } from './table-clock';
import type { TableGame, TableTiming } from './table-game';
import { TableMoney } from './table-money';
import {
  closeTableRound,
  countSessionBets,
  dueTableBets,
  insertTableBet,
  latestTableRound,
  lockOpenRound,
  markDealt,
  openTableRound,
  setPayout,
  settleFunBet,
  settleIfDone,
  type TableBet,
  type TableRound,
  unfinishedBetsOfRound,
  unsettledTableRounds,
} from './table-repo';

export interface TableServiceOptions extends TableTiming {
  /** How often pending wallet work is looked at (default 2 s). */
  sweepMs: number;
  /** Most bets one session may place on one round. */
  maxBetsPerRound: number;
  retryDelaysMs: readonly number[];
  backoffFirstMs: number;
  backoffMaxMs: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** A round's phase as shown (the cockfight's open → last call → closed → result; a table without a last call skips it). */
export type TablePhase = 'open' | 'last_call' | 'closed' | 'result';

/** The phase of a round at `now`: its last `lastCallMs` of betting are the last call; a window at its end is closed. */
export function tablePhase(round: Pick<TableRound, 'state' | 'closesAt'>, now: number, lastCallMs: number): TablePhase {
  if (round.state === 'open') {
    const left = round.closesAt.getTime() - now;
    if (left <= 0) return 'closed';
    return left <= lastCallMs ? 'last_call' : 'open';
  }
  return round.state === 'closed' ? 'closed' : 'result';
}

/** What a bet request came to. */
export type PlaceBetResult =
  | { kind: 'accepted'; bet: TableBet; round: TableRound; balance: number | null }
  /** No round is taking bets (the window closed, or the table is starting). Nothing moved. */
  | { kind: 'closed' }
  | { kind: 'invalidBet' }
  | { kind: 'tooManyBets' }
  | { kind: 'insufficient'; balance: number | null }
  | { kind: 'sessionExpired' }
  | { kind: 'failed' };

/** How many credits of one round go to Khela at once. */
const CREDIT_CONCURRENCY = 8;

/**
 * One live table (docs/house.md, "Live table"): rounds shared by every player, one after another:
 *   open (bets taken for bettingMs) → closed → dealt (result from the committed seed) → settled
 * (every bet paid), the next round opening resultMs after the deal. `tick()` does whatever is due
 * at the clock's time and schedules itself again; tests call it after moving a fake clock.
 */
export class TableService {
  private readonly money: TableMoney;
  /** Debits under way, per table round: the deal waits for them, so every accepted bet is dealt in. */
  private readonly debits = new Map<string, Set<Promise<unknown>>>();
  /** Bets this process is working on: the sweep leaves them alone. */
  private readonly inFlight = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private cancelTimer: (() => void) | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    wallet: VendorWallet,
    readonly game: TableGame,
    private readonly clock: TableClock,
    private readonly options: TableServiceOptions,
  ) {
    this.money = new TableMoney(db, wallet, clock, options, game.gameType);
  }

  /**
   * Finishes what a previous run left, then runs the table. A round left open or closed is dealt
   * from its committed seed (its result was fixed when it opened, so dealing late is fair) and
   * settled; a dealt round's bets are paid (a bet whose debit is unknown is rolled back).
   */
  async start(): Promise<{ resumedRounds: number }> {
    const unsettled = await unsettledTableRounds(this.db, this.game.code);
    for (const round of unsettled) {
      if (this.stopped) break;
      if (round.state === 'open' || round.state === 'closed') await this.deal(round);
      await this.settle(round.id);
    }
    this.started = true;
    await this.tick();
    return { resumedRounds: unsettled.length };
  }

  /** Does what is due now (open, close-deal-settle, pending work), once at a time, then schedules the next tick. */
  tick(): Promise<void> {
    this.chain = this.chain
      .then(() => this.step())
      .catch((error: unknown) => this.options.log.error({ game: this.game.code, error: String(error) }, 'house table: tick failed'));
    return this.chain;
  }

  /** Stops the loop and waits for the step under way (the service is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
    await this.chain;
    await Promise.allSettled([...this.debits.values()].flatMap((set) => [...set]));
  }

  private async step(): Promise<void> {
    if (this.stopped || !this.started) return;
    const now = this.clock.now();
    let round = await latestTableRound(this.db, this.game.code);
    if (round && round.state === 'open' && round.closesAt.getTime() <= now) {
      await closeTableRound(this.db, round.id);
      round = { ...round, state: 'closed' };
    }
    // A closed round is dealt closedMs after its close (the fight is fought meanwhile; 0 for baccarat).
    if (round && round.state === 'closed' && this.dealsAt(round) <= now) {
      await this.closeAndDeal(round);
      round = await latestTableRound(this.db, this.game.code);
    }
    const nextOpen = round?.dealtAt ? round.dealtAt.getTime() + this.options.resultMs : now;
    if (!round || ((round.state === 'dealt' || round.state === 'settled') && nextOpen <= now)) {
      round = await this.db.transaction((tx) => openTableRound(tx, this.game.code, now, this.options.bettingMs));
      this.options.log.info({ game: this.game.code, round: round.number, seedHash: round.serverSeedHash }, 'house table: round open');
    }
    await this.sweep();
    if (this.stopped) return;
    const due = round.state === 'open' ? round.closesAt.getTime() : round.state === 'closed' ? this.dealsAt(round) : nextOpen;
    const wait = Math.max(0, Math.min(due - this.clock.now(), this.options.sweepMs));
    this.cancelTimer?.();
    this.cancelTimer = this.clock.setTimer(() => void this.tick(), wait);
  }

  private dealsAt(round: TableRound): number {
    return round.closesAt.getTime() + this.options.closedMs;
  }

  /** The round's phase as players read it: open, its last call, closed, or its result. */
  phaseOf(round: TableRound, now: number): TablePhase {
    return tablePhase(round, now, this.options.lastCallMs);
  }

  private async closeAndDeal(round: TableRound): Promise<void> {
    await closeTableRound(this.db, round.id);
    // Bets recorded before the close are in the round: wait for their debits to be answered.
    await Promise.allSettled([...(this.debits.get(round.id) ?? [])]);
    await this.deal(round);
    await this.settle(round.id);
  }

  /** Deals the round from its committed seed and fixes every bet's payout; free-play bets are paid at once. */
  private async deal(round: TableRound): Promise<void> {
    const result = this.game.deal({ serverSeed: round.serverSeed, clientSeed: round.id, nonce: round.number });
    await this.db.transaction(async (tx) => {
      if (!(await markDealt(tx, round.id, result, this.clock.now()))) return;
      for (const bet of await unfinishedBetsOfRound(tx, round.id)) {
        const payout = this.game.payout(bet.side, bet.stake, result);
        if (bet.fun) await settleFunBet(tx, bet, payout);
        else await setPayout(tx, bet.id, payout);
      }
    });
    this.options.log.info({ game: this.game.code, round: round.number }, 'house table: round dealt');
  }

  /** Pays the dealt round's bets (rolls back those whose debit is unknown), then marks it settled if nothing is left. */
  private async settle(tableRoundId: string): Promise<void> {
    const bets = (await unfinishedBetsOfRound(this.db, tableRoundId)).filter((bet) => !bet.fun && !this.inFlight.has(bet.id));
    for (let i = 0; i < bets.length; i += CREDIT_CONCURRENCY) {
      await Promise.all(bets.slice(i, i + CREDIT_CONCURRENCY).map((bet) => this.finishBet(bet)));
    }
    await settleIfDone(this.db, tableRoundId, this.clock.now());
  }

  /** One unfinished bet by its rules: a debited bet with a payout is paid, a created one rolled back. */
  private async finishBet(bet: TableBet): Promise<void> {
    if (this.inFlight.has(bet.id)) return;
    this.inFlight.add(bet.id);
    try {
      if (bet.state === 'debited' && bet.payout !== null) await this.money.credit(bet);
      else if (bet.state === 'created') await this.money.rollBack(bet);
    } catch (error) {
      this.options.log.error({ betId: bet.id, error: String(error) }, 'house table: finishing a bet failed');
    } finally {
      this.inFlight.delete(bet.id);
    }
  }

  /** Pending wallet work that is due: retried, and its rounds settled once nothing is left. */
  private async sweep(): Promise<void> {
    const due = await dueTableBets(this.db, this.game.code, this.clock.now(), 100);
    for (const bet of due) {
      if (this.stopped) return;
      await this.finishBet(bet);
    }
    for (const roundId of new Set(due.map((bet) => bet.tableRoundId))) await settleIfDone(this.db, roundId, this.clock.now());
  }

  /**
   * A bet on the open round. It is recorded (under the round's row lock, so it is either before the
   * close or refused) and then debited: the stake is held at Khela for the round. Free play takes
   * the stake from the session's fun balance in the same transaction.
   */
  async placeBet(session: PlayerSession, side: string, stake: number): Promise<PlaceBetResult> {
    if (!this.game.sides.includes(side) || !this.game.isStake(stake)) return { kind: 'invalidBet' };
    if (!this.started || this.stopped) return { kind: 'closed' };
    const id = `TB-${randomUUID()}`;
    const recorded = await this.db.transaction(async (tx) => {
      const round = await lockOpenRound(tx, this.game.code, this.clock.now());
      if (!round) return { kind: 'closed' } as const;
      if ((await countSessionBets(tx, round.id, session.id)) >= this.options.maxBetsPerRound) return { kind: 'tooManyBets' } as const;
      let funBalance: number | null = null;
      if (session.fun) {
        const [row] = await tx.query<{ fun_balance: string }>('SELECT fun_balance FROM sessions WHERE id = $1 FOR UPDATE', [session.id]);
        const balance = Number(row?.fun_balance ?? 0);
        if (balance < stake) return { kind: 'insufficient', balance } as const;
        funBalance = balance - stake;
        await tx.query('UPDATE sessions SET fun_balance = $2 WHERE id = $1', [session.id, funBalance]);
      }
      const bet = await insertTableBet(tx, {
        id, tableRoundId: round.id, sessionId: session.id, playerId: session.playerId, fun: session.fun, gameCode: this.game.code, side, stake,
        state: session.fun ? 'debited' : 'created',
        // Left to this request; the sweep takes it only if the process dies (or on restart).
        firstRetryAt: session.fun ? null : this.clock.now() + 60_000,
      });
      return { kind: 'recorded', bet, round, funBalance } as const;
    });
    if (recorded.kind !== 'recorded') return recorded;
    if (session.fun) return { kind: 'accepted', bet: recorded.bet, round: recorded.round, balance: recorded.funBalance };

    this.inFlight.add(id);
    const pending = this.debits.get(recorded.round.id) ?? new Set<Promise<unknown>>();
    this.debits.set(recorded.round.id, pending);
    const debiting = this.money.debit(recorded.bet, session.walletSession!);
    // Tracked until the bet is out of this request's hands, so the deal and the sweep see it finished.
    const tracked: Promise<void> = debiting
      .catch(() => undefined)
      .then(() => {
        this.inFlight.delete(id);
        pending.delete(tracked);
        if (pending.size === 0 && this.debits.get(recorded.round.id) === pending) this.debits.delete(recorded.round.id);
      });
    pending.add(tracked);
    const debit = await debiting;
    if (debit.kind !== 'debited') return debit;
    return { kind: 'accepted', bet: debit.bet, round: recorded.round, balance: debit.balance };
  }
}
