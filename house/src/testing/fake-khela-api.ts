import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { isSignedBy } from '@khela/server-kit/vendor';

/** One call the fake received with a valid signature. */
export interface ReceivedCall {
  action: string;
  body: Record<string, unknown>;
}

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

interface FakeBet {
  playerId: string;
  roundId: string;
  amount: number;
  status: 'open' | 'settled' | 'rolled_back';
}

/**
 * Khela's seamless wallet API as docs/vendor-wallet.md describes it, small and in memory, over real
 * HTTP: signatures checked, one-time launch tokens, held stakes, settled by win (0 = lost),
 * rollback, idempotent transaction ids (the first answer again, or DUPLICATE_TRANSACTION_MISMATCH).
 */
export class FakeKhelaApi {
  readonly calls: ReceivedCall[] = [];
  readonly faults: Record<'bet' | 'win' | 'rollback', Fault[]> = { bet: [], win: [], rollback: [] };
  /** Read when a call arrives; a call held stays held after its action's hold is lifted. */
  readonly holds: Partial<Record<'bet' | 'win' | 'rollback', Hold>> = {};
  badSignatures = 0;
  private readonly held: { action: string; go: () => void }[] = [];
  /** Stakes held by open bets, per player. */
  private readonly balances = new Map<string, number>();
  private readonly tokens = new Map<string, { playerId: string; funPlay: boolean; used: boolean }>();
  private readonly sessions = new Map<string, string>();
  readonly bets = new Map<string, FakeBet>();
  /** Money actually moved by win transactions (applied once each). */
  readonly winsApplied: { transactionId: string; amount: number }[] = [];
  private readonly answers = new Map<string, { fingerprint: string; answer: Record<string, unknown> }>();
  private app: FastifyInstance | null = null;

  constructor(
    private readonly secret: string,
    private readonly vendorCode = 'HOUSE',
  ) {}

  async start(): Promise<string> {
    const app = Fastify();
    const raw = new WeakMap<FastifyRequest, string>();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      raw.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    app.post<{ Params: { action: string }; Body: Record<string, unknown> }>('/vendor-wallet/v1/:action', async (request, reply) => {
      const signed = isSignedBy(this.secret, request.headers['x-timestamp'] as string, raw.get(request) ?? '', request.headers['x-signature'] as string);
      if (request.headers['x-vendor-code'] !== this.vendorCode || !signed) {
        this.badSignatures += 1;
        return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      }
      const action = request.params.action;
      this.calls.push({ action, body: request.body });
      const fault = action === 'bet' || action === 'win' || action === 'rollback' ? this.faults[action].shift() : undefined;
      if (fault === 'fail') return reply.code(500).send({ status: 'INTERNAL_ERROR' });
      const hold = action === 'bet' || action === 'win' || action === 'rollback' ? this.holds[action] : undefined;
      if (hold === 'before') await this.heldUntilReleased(action);
      const answered = this.handle(action, request.body);
      if (hold === 'after') await this.heldUntilReleased(action);
      if (fault === 'lose') return reply.code(500).send({ status: 'INTERNAL_ERROR' });
      return reply.code(answered.httpStatus ?? 200).send(answered.answer);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    this.app = app;
    return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }

  async stop(): Promise<void> {
    await this.releaseHeld();
    await this.app?.close();
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

  private heldUntilReleased(action: string): Promise<void> {
    return new Promise((go) => this.held.push({ action, go }));
  }

  /** A member with this available balance, and a one-time launch token for them. */
  launch(playerId: string, balance: number, funPlay = false): string {
    if (!this.balances.has(playerId)) this.balances.set(playerId, balance);
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, { playerId, funPlay, used: false });
    return token;
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

  private handle(action: string, body: Record<string, unknown>): { httpStatus?: number; answer: Record<string, unknown> } {
    const playerId = String(body.playerId ?? '');
    const balance = () => this.balanceOf(playerId);
    switch (action) {
      case 'authenticate': {
        const grant = this.tokens.get(String(body.launchToken));
        if (!grant || grant.used) return { answer: { status: 'INVALID_TOKEN', message: 'The launch token is not valid.' } };
        grant.used = true;
        const sessionToken = randomBytes(16).toString('hex');
        this.sessions.set(sessionToken, grant.playerId);
        return {
          answer: { status: 'OK', playerId: grant.playerId, sessionToken, currency: 'BDT', language: 'bn', nickname: 'rahim', balance: grant.funPlay ? 0 : balance(), funPlay: grant.funPlay },
        };
      }
      case 'balance':
        if (this.sessions.get(String(body.sessionToken)) !== playerId) return { answer: { status: 'SESSION_EXPIRED' } };
        return { answer: { status: 'OK', balance: balance(), currency: 'BDT' } };
      case 'bet':
        return this.once(body, ['bet', playerId, body.roundId, body.gameCode, body.amount], () => {
          if (this.sessions.get(String(body.sessionToken)) !== playerId) return { status: 'SESSION_EXPIRED' };
          const existing = this.bets.get(String(body.transactionId));
          if (existing?.status === 'rolled_back') return { status: 'BET_ALREADY_ROLLED_BACK' };
          const amount = Number(body.amount);
          if (amount > balance()) return { status: 'INSUFFICIENT_FUNDS', balance: balance(), message: 'Not enough money' };
          this.balances.set(playerId, balance() - amount);
          this.bets.set(String(body.transactionId), { playerId, roundId: String(body.roundId), amount, status: 'open' });
          return { status: 'OK', balance: balance(), walletTransactionId: randomBytes(4).toString('hex') };
        });
      case 'win':
        return this.once(body, ['win', playerId, body.roundId, body.amount, body.betTransactionIds], () => {
          const ids = (body.betTransactionIds as string[] | undefined) ?? [];
          const bets = ids.map((id) => this.bets.get(id));
          if (ids.length === 0 || bets.some((bet) => !bet || bet.playerId !== playerId || bet.roundId !== body.roundId)) return { status: 'BET_NOT_FOUND' };
          if (bets.some((bet) => bet!.status === 'rolled_back')) return { status: 'BET_ALREADY_ROLLED_BACK' };
          if (bets.some((bet) => bet!.status !== 'open')) return { status: 'BET_ALREADY_SETTLED' };
          for (const bet of bets) bet!.status = 'settled';
          this.balances.set(playerId, balance() + Number(body.amount));
          this.winsApplied.push({ transactionId: String(body.transactionId), amount: Number(body.amount) });
          return { status: 'OK', balance: balance() };
        });
      case 'rollback':
        return this.once(body, ['rollback', playerId, body.betTransactionId], () => {
          const bet = this.bets.get(String(body.betTransactionId));
          if (!bet) {
            // Remembered: a late bet with this id is refused.
            this.bets.set(String(body.betTransactionId), { playerId, roundId: '', amount: 0, status: 'rolled_back' });
            return { status: 'BET_NOT_FOUND' };
          }
          if (bet.playerId !== playerId) return { status: 'BET_NOT_FOUND' };
          if (bet.status === 'settled') return { status: 'BET_ALREADY_SETTLED' };
          if (bet.status === 'rolled_back') return { status: 'BET_ALREADY_ROLLED_BACK' };
          bet.status = 'rolled_back';
          this.balances.set(playerId, balance() + bet.amount);
          return { status: 'OK', balance: balance() };
        });
      default:
        return { httpStatus: 404, answer: { status: 'INVALID_REQUEST' } };
    }
  }

  private once(body: Record<string, unknown>, fingerprint: unknown[], apply: () => Record<string, unknown>) {
    const key = String(body.transactionId);
    const print = JSON.stringify(fingerprint);
    const known = this.answers.get(key);
    if (known) return { answer: known.fingerprint === print ? known.answer : { status: 'DUPLICATE_TRANSACTION_MISMATCH' } };
    const answer = { ...apply(), transactionId: body.transactionId, currency: 'BDT' };
    this.answers.set(key, { fingerprint: print, answer });
    return { answer };
  }
}
