import { randomUUID } from 'node:crypto';
import type { Db } from '@khela/server-kit/db';
import type { VendorWallet } from '@khela/server-kit/vendor';
import type { HouseGame, StoredBet } from '../games/house-game';
import { takeNonce } from '../fair/seed-repo';
import type { PlayerSession } from '../sessions/session-repo';
import { BetWallet, type WalletBet } from './bet-wallet';
import { insertRound, moveRound, type Round, type RoundState, scheduleRetry, unfinishedRounds } from './round-repo';

/** What a spin came to, for the page. */
export type SpinResult =
  /** Paid (or lost) and settled with Khela; `balance` as Khela said after the credit. */
  | { kind: 'settled'; round: Round; balance: number | null }
  /** The outcome stands and is owed; the credit is being retried in the background. */
  | { kind: 'pending'; round: Round; balance: number | null }
  /** Khela rolled the bet back: the stake is back with the player, the round does not count. */
  | { kind: 'cancelled'; round: Round; balance: number | null }
  | { kind: 'insufficient'; balance: number | null }
  | { kind: 'sessionExpired' }
  /** The bet could not be confirmed; it was (or is being) rolled back. */
  | { kind: 'failed' }
  | { kind: 'busy' };

export interface RoundFlowOptions {
  /** Waits before each inline retry of a call Khela did not answer (the player is waiting: few and short). */
  retryDelaysMs: readonly number[];
  /** Background retries of pending work: first wait and cap of the doubling backoff. */
  backoffFirstMs: number;
  backoffMaxMs: number;
  /** How often the sweep looks for due pending work. */
  sweepMs: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * Rounds and their money (docs/house.md). A real-money round:
 *   created (nonce taken, outcome fixed by the seeds) → bet (debit) → debited → win (credit, 0 when
 *   lost, which settles the bet) → settled.
 * A debit whose fate is unknown is rolled back (same rollback transaction id until Khela answers);
 * a credit is retried with the same transaction id until Khela answers: an outcome fixed by the
 * seeds is always paid. Every wallet transaction id is fixed when the round is created, so a
 * retry, a second worker or a restarted service can only repeat a call Khela answers once.
 * Free play moves no money: the round is decided and settled against the session's fun balance.
 */
export class RoundFlow {
  /** Rounds this process is working on: the sweep leaves them alone. */
  private readonly inFlight = new Set<string>();
  /** Sessions with a spin under way: one spin at a time per session. */
  private readonly busySessions = new Set<string>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private closed = false;
  private readonly money: BetWallet<boolean>;

  constructor(
    private readonly db: Db,
    wallet: VendorWallet,
    private readonly options: RoundFlowOptions,
  ) {
    const records = {
      move: (id: string, from: RoundState, to: RoundState, extra?: { refusal?: string }) => moveRound(db, id, from, to, extra),
      retryLater: (id: string, problem: string, delayMs: number) => scheduleRetry(db, id, problem, delayMs),
    };
    this.money = new BetWallet(wallet, records, { ...options, logAs: { service: 'house', idKey: 'roundId' } });
  }

  async spin(session: PlayerSession, game: HouseGame, bet: StoredBet): Promise<SpinResult> {
    if (this.busySessions.has(session.id)) return { kind: 'busy' };
    this.busySessions.add(session.id);
    try {
      return session.fun ? await this.funSpin(session, game, bet) : await this.realSpin(session, game, bet);
    } finally {
      this.busySessions.delete(session.id);
    }
  }

  private async funSpin(session: PlayerSession, game: HouseGame, bet: StoredBet): Promise<SpinResult> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ fun_balance: string }>('SELECT fun_balance FROM sessions WHERE id = $1 FOR UPDATE', [session.id]);
      const balance = Number(row?.fun_balance ?? 0);
      if (balance < bet.stake) return { kind: 'insufficient', balance } as const;
      const seeds = await takeNonce(tx, session.seedOwner);
      const { payout, result } = game.play(seeds, bet);
      const round = await insertRound(tx, {
        id: newRoundId(), sessionId: session.id, playerId: session.playerId, fun: true, gameCode: game.code, bet,
        seedId: seeds.id, clientSeed: seeds.clientSeed, nonce: seeds.nonce, result, payout, state: 'settled', tx: null, firstRetryInMs: 0,
      });
      const after = balance - bet.stake + payout;
      await tx.query('UPDATE sessions SET fun_balance = $2 WHERE id = $1', [session.id, after]);
      return { kind: 'settled', round, balance: after } as const;
    });
  }

  private async realSpin(session: PlayerSession, game: HouseGame, bet: StoredBet): Promise<SpinResult> {
    const id = newRoundId();
    this.inFlight.add(id);
    try {
      const round = await this.db.transaction(async (tx) => {
        const seeds = await takeNonce(tx, session.seedOwner);
        const { payout, result } = game.play(seeds, bet);
        return insertRound(tx, {
          id, sessionId: session.id, playerId: session.playerId, fun: false, gameCode: game.code, bet,
          seedId: seeds.id, clientSeed: seeds.clientSeed, nonce: seeds.nonce, result, payout, state: 'created',
          tx: { bet: `${id}:bet`, win: `${id}:win`, rollback: `${id}:rb` },
          // Left to this request; the sweep only takes it if the process dies (or on restart).
          firstRetryInMs: 60_000,
        });
      });

      const debit = await this.money.debit(walletBet(round), { sessionToken: session.walletSession, gameCode: round.gameCode, gameType: game.gameType, amount: round.stake });
      if (debit.kind !== 'debited') return debit;
      return await this.credit({ ...round, state: 'debited' }, debit.balance);
    } finally {
      this.inFlight.delete(id);
    }
  }

  /** Pays a debited round its fixed outcome (win of 0 when lost); the pending work until Khela answers. */
  private async credit(round: Round, balanceBefore: number | null): Promise<SpinResult> {
    const credited = await this.money.credit(walletBet(round), round.payout);
    switch (credited.kind) {
      case 'settled':
        return { kind: 'settled', round: { ...round, state: 'settled' }, balance: credited.balance };
      case 'rolledBack':
        return { kind: 'cancelled', round: { ...round, state: 'rolled_back' }, balance: credited.balance };
      case 'pending':
        return { kind: 'pending', round, balance: balanceBefore };
    }
  }

  /** Finishes one unfinished round by its rules: a debited round is paid, a created one rolled back. */
  private async resume(round: Round): Promise<void> {
    if (this.inFlight.has(round.id)) return;
    this.inFlight.add(round.id);
    try {
      if (round.state === 'debited') await this.credit(round, null);
      else if (round.state === 'created') await this.money.rollBack(walletBet(round));
    } catch (error) {
      this.options.log.error({ roundId: round.id, error: String(error) }, 'house: resuming a round failed');
    } finally {
      this.inFlight.delete(round.id);
    }
  }

  /** Every unfinished round, whatever its next attempt time: the service's start. */
  async resumeAll(): Promise<number> {
    let resumed = 0;
    const seen = new Set<string>();
    for (;;) {
      const batch = (await unfinishedRounds(this.db, { all: true, limit: 100 })).filter((round) => !seen.has(round.id));
      if (batch.length === 0 || this.closed) return resumed;
      for (const round of batch) {
        seen.add(round.id);
        await this.resume(round);
        resumed += 1;
      }
    }
  }

  /** The due pending work, once. */
  async sweep(): Promise<void> {
    if (this.sweeping) return this.sweeping;
    this.sweeping = (async () => {
      try {
        for (const round of await unfinishedRounds(this.db, { all: false, limit: 100 })) {
          if (this.closed) break;
          await this.resume(round);
        }
      } catch (error) {
        this.options.log.error({ error: String(error) }, 'house: sweep failed');
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  startSweeping(): void {
    if (this.sweepTimer || this.closed) return;
    this.sweepTimer = setInterval(() => void this.sweep(), this.options.sweepMs);
    this.sweepTimer.unref();
  }

  /** Stops the sweep and waits for the one under way (the service is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    await this.sweeping;
  }
}

const newRoundId = (): string => `H-${randomUUID()}`;

/** A round's wallet calls name the round itself. */
const walletBet = (round: Round): WalletBet => ({ ...round, roundId: round.id });
