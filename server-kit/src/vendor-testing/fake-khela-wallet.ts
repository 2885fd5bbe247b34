import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSignedBy } from '../vendor/signature';

/** One call the fake received with a valid signature. */
export interface ReceivedCall {
  action: string;
  vendorCode: string;
  body: Record<string, unknown>;
}

/** The calls that move money, which faults and holds apply to. */
export type MoneyAction = 'bet' | 'win' | 'rollback' | 'adjust';

/**
 * What the next calls of an action do instead of answering normally, in order:
 * 'fail' answers 500 and does nothing; 'lose' does the work, then answers 500 (the answer is lost).
 */
export type Fault = 'fail' | 'lose';

/**
 * Calls of an action left unanswered until `releaseHeld()` (a wallet that hangs): 'before' holds
 * the call before doing anything, 'after' does the work and then holds the answer.
 */
export type Hold = 'before' | 'after';

export interface FakeBet {
  playerId: string;
  roundId: string;
  amount: number;
  status: 'open' | 'settled' | 'rolled_back';
  /** What the bet was paid, corrections included (null while open). */
  payout: number | null;
}

export interface FakeKhelaWalletOptions {
  /** The one vendor code accepted (a vendor that is only ever itself, as the house); any code when absent. */
  vendorCode?: string;
}

type Answered = { httpStatus?: number; answer: Record<string, unknown> };

const isMoneyAction = (action: string): action is MoneyAction => action === 'bet' || action === 'win' || action === 'rollback' || action === 'adjust';

/**
 * Khela's seamless wallet API as docs/vendor-wallet.md describes it, small and in memory, over real
 * HTTP, for the tests of the vendors that call it (the house, the sandbox's demo vendors):
 * signatures checked, one-time launch tokens bound to a vendor, held stakes, settled by win
 * (0 = lost), rollback (an unknown bet's id is remembered and a late bet with it refused),
 * idempotent transaction ids per vendor (the first answer again, or DUPLICATE_TRANSACTION_MISMATCH).
 * Tests switch faults and holds on, and read what it received and what it holds.
 */
export class FakeKhelaWallet {
  readonly calls: ReceivedCall[] = [];
  readonly faults: Record<MoneyAction, Fault[]> = { bet: [], win: [], rollback: [], adjust: [] };
  /** Read when a call arrives; a call held stays held after its action's hold is lifted. */
  readonly holds: Partial<Record<MoneyAction, Hold>> = {};
  /** Vendors in transfer mode: the api refuses them even `authenticate` (400 INVALID_REQUEST). */
  readonly transferVendors = new Set<string>();
  badSignatures = 0;
  readonly bets = new Map<string, FakeBet>();
  /** Money actually moved by win transactions (applied once each). */
  readonly winsApplied: { transactionId: string; amount: number }[] = [];
  /** Adjustments applied (once each): the signed difference and what a take-back could not take. */
  readonly adjustmentsApplied: { transactionId: string; betTransactionId: string; amount: number; shortfall: number }[] = [];
  /** Available balances, per player. */
  private readonly balances = new Map<string, number>();
  private readonly tokens = new Map<string, { vendorCode: string | null; playerId: string; funPlay: boolean; used: boolean }>();
  private readonly sessions = new Map<string, string>();
  private readonly answers = new Map<string, { fingerprint: string; answer: Record<string, unknown> }>();
  private readonly held: { action: string; go: () => void }[] = [];
  private server: Server | null = null;

  constructor(
    private readonly secret: string,
    private readonly options: FakeKhelaWalletOptions = {},
  ) {}

  /** Listens on a free loopback port; the api's base address. */
  async start(): Promise<string> {
    const server = createServer((request, response) => void this.serve(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await this.releaseHeld();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next `times` calls of `action` meet `fault`. */
  failNext(action: MoneyAction, times: number, fault: Fault = 'fail'): void {
    for (let i = 0; i < times; i += 1) this.faults[action].push(fault);
  }

  /** How many calls of `action` are being held now. */
  heldCount(action: string): number {
    return this.held.filter((call) => call.action === action).length;
  }

  /**
   * Lets every held call go on (its sender may be gone: a late arrival, as on a real network).
   * Resolves once they have been handled: a released call does its work in the next microtasks.
   */
  async releaseHeld(): Promise<void> {
    for (const call of this.held.splice(0)) call.go();
    await new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * A member with this available balance (kept if they have one already), and a one-time launch
   * token for them: a free-play launch with `funPlay`; good only at `vendorCode` when given.
   */
  launch(playerId: string, balance: number, { funPlay = false, vendorCode }: { funPlay?: boolean; vendorCode?: string } = {}): string {
    if (!this.balances.has(playerId)) this.balances.set(playerId, balance);
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, { vendorCode: vendorCode ?? null, playerId, funPlay, used: false });
    return token;
  }

  /** Every player session ends (30 minutes without a bet, in the real api). */
  endSessions(): void {
    this.sessions.clear();
  }

  balanceOf(playerId: string): number {
    return this.balances.get(playerId) ?? 0;
  }

  callsOf(action: string): ReceivedCall[] {
    return this.calls.filter((call) => call.action === action);
  }

  openBets(): FakeBet[] {
    return [...this.bets.values()].filter((bet) => bet.status === 'open');
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = ({ httpStatus = 200, answer }: Answered) => {
      response.writeHead(httpStatus, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer));
    };
    const action = /^\/vendor-wallet\/v1\/([^/?]+)$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !action) return send({ httpStatus: 404, answer: { status: 'INVALID_REQUEST' } });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return send({ httpStatus: 400, answer: { status: 'INVALID_REQUEST', message: 'The body is not JSON.' } });
    }
    send(await this.answer(request, action, raw, body));
  }

  private async answer(request: IncomingMessage, action: string, raw: string, body: Record<string, unknown>): Promise<Answered> {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const vendorCode = header('x-vendor-code') ?? '';
    const rightVendor = this.options.vendorCode === undefined ? vendorCode.length > 0 : vendorCode === this.options.vendorCode;
    if (!rightVendor || !isSignedBy(this.secret, header('x-timestamp'), raw, header('x-signature'))) {
      this.badSignatures += 1;
      return { httpStatus: 401, answer: { status: 'INVALID_SIGNATURE' } };
    }
    if (this.transferVendors.has(vendorCode)) return { httpStatus: 400, answer: { status: 'INVALID_REQUEST', message: 'not a seamless vendor' } };
    this.calls.push({ action, vendorCode, body });
    const fault = isMoneyAction(action) ? this.faults[action].shift() : undefined;
    if (fault === 'fail') return { httpStatus: 500, answer: { status: 'INTERNAL_ERROR' } };
    const hold = isMoneyAction(action) ? this.holds[action] : undefined;
    if (hold === 'before') await this.heldUntilReleased(action);
    const answered = this.handle(vendorCode, action, body);
    if (hold === 'after') await this.heldUntilReleased(action);
    if (fault === 'lose') return { httpStatus: 500, answer: { status: 'INTERNAL_ERROR' } };
    return answered;
  }

  private heldUntilReleased(action: string): Promise<void> {
    return new Promise((go) => this.held.push({ action, go }));
  }

  private handle(vendorCode: string, action: string, body: Record<string, unknown>): Answered {
    const playerId = String(body.playerId ?? '');
    const balance = () => this.balanceOf(playerId);
    const inSession = () => this.sessions.get(String(body.sessionToken)) === playerId;
    switch (action) {
      case 'authenticate': {
        const grant = this.tokens.get(String(body.launchToken));
        if (!grant || grant.used || (grant.vendorCode !== null && grant.vendorCode !== vendorCode)) {
          return { answer: { status: 'INVALID_TOKEN', message: 'The launch token is not valid.' } };
        }
        grant.used = true;
        const sessionToken = randomBytes(16).toString('hex');
        this.sessions.set(sessionToken, grant.playerId);
        return {
          answer: { status: 'OK', playerId: grant.playerId, sessionToken, currency: 'BDT', language: 'bn', nickname: 'rahim', balance: grant.funPlay ? 0 : this.balanceOf(grant.playerId), funPlay: grant.funPlay },
        };
      }
      case 'balance':
        if (!inSession()) return { answer: { status: 'SESSION_EXPIRED' } };
        return { answer: { status: 'OK', balance: balance(), currency: 'BDT' } };
      case 'bet':
        return this.once(vendorCode, body, ['bet', playerId, body.roundId, body.gameCode, body.amount], () => {
          if (!inSession()) return { status: 'SESSION_EXPIRED' };
          if (this.bets.get(String(body.transactionId))?.status === 'rolled_back') return { status: 'BET_ALREADY_ROLLED_BACK' };
          const amount = Number(body.amount);
          if (amount > balance()) return { status: 'INSUFFICIENT_FUNDS', balance: balance(), message: 'Not enough money' };
          this.balances.set(playerId, balance() - amount);
          this.bets.set(String(body.transactionId), { playerId, roundId: String(body.roundId), amount, status: 'open', payout: null });
          return { status: 'OK', balance: balance(), walletTransactionId: randomBytes(4).toString('hex') };
        });
      case 'win':
        return this.once(vendorCode, body, ['win', playerId, body.roundId, body.amount, body.betTransactionIds], () => {
          const ids = (body.betTransactionIds as string[] | undefined) ?? [];
          const bets = ids.map((id) => this.bets.get(id));
          if (ids.length === 0 || bets.some((bet) => !bet || bet.playerId !== playerId || bet.roundId !== body.roundId)) return { status: 'BET_NOT_FOUND' };
          if (bets.some((bet) => bet!.status === 'rolled_back')) return { status: 'BET_ALREADY_ROLLED_BACK' };
          if (bets.some((bet) => bet!.status !== 'open')) return { status: 'BET_ALREADY_SETTLED' };
          for (const [i, bet] of bets.entries()) {
            bet!.status = 'settled';
            bet!.payout = i === 0 ? Number(body.amount) : 0;
          }
          this.balances.set(playerId, balance() + Number(body.amount));
          this.winsApplied.push({ transactionId: String(body.transactionId), amount: Number(body.amount) });
          return { status: 'OK', balance: balance() };
        });
      case 'rollback':
        return this.once(vendorCode, body, ['rollback', playerId, body.betTransactionId], () => {
          const bet = this.bets.get(String(body.betTransactionId));
          if (!bet) {
            // Remembered: a late bet with this id is refused.
            this.bets.set(String(body.betTransactionId), { playerId, roundId: '', amount: 0, status: 'rolled_back', payout: 0 });
            return { status: 'BET_NOT_FOUND' };
          }
          if (bet.playerId !== playerId) return { status: 'BET_NOT_FOUND' };
          if (bet.status === 'settled') return { status: 'BET_ALREADY_SETTLED' };
          if (bet.status === 'rolled_back') return { status: 'BET_ALREADY_ROLLED_BACK' };
          bet.status = 'rolled_back';
          this.balances.set(playerId, balance() + bet.amount);
          return { status: 'OK', balance: balance() };
        });
      case 'adjust':
        return this.once(vendorCode, body, ['adjust', playerId, body.betTransactionId, body.amount], () => {
          const bet = this.bets.get(String(body.betTransactionId));
          const amount = Number(body.amount);
          if (!bet || bet.playerId !== playerId) return { status: 'BET_NOT_FOUND' };
          if (bet.status === 'open') return { status: 'BET_NOT_SETTLED' };
          if (bet.status === 'rolled_back') return { status: 'BET_ALREADY_ROLLED_BACK' };
          if ((bet.payout ?? 0) + amount < 0) return { status: 'ADJUSTMENT_EXCEEDS_PAYOUT' };
          // A take-back takes what the player has; the rest is owed (the shortfall).
          const moved = amount >= 0 ? amount : -Math.min(-amount, balance());
          const shortfall = moved - amount;
          bet.payout = (bet.payout ?? 0) + amount;
          this.balances.set(playerId, balance() + moved);
          this.adjustmentsApplied.push({ transactionId: String(body.transactionId), betTransactionId: String(body.betTransactionId), amount, shortfall });
          return { status: 'OK', balance: balance(), shortfall };
        });
      default:
        return { httpStatus: 404, answer: { status: 'INVALID_REQUEST' } };
    }
  }

  /** The contract's idempotency: a vendor's transaction id answers its first answer, or a mismatch. */
  private once(vendorCode: string, body: Record<string, unknown>, fingerprint: unknown[], apply: () => Record<string, unknown>): Answered {
    const key = `${vendorCode}\u0000${String(body.transactionId)}`;
    const print = JSON.stringify(fingerprint);
    const known = this.answers.get(key);
    if (known) return { answer: known.fingerprint === print ? known.answer : { status: 'DUPLICATE_TRANSACTION_MISMATCH' } };
    const answer = { ...apply(), transactionId: body.transactionId, currency: 'BDT' };
    this.answers.set(key, { fingerprint: print, answer });
    return { answer };
  }
}
