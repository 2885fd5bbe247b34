import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { isSignedBy } from '@khela/server-kit/vendor';

/** One call the fake received with a valid signature. */
export interface ReceivedCall {
  action: string;
  vendorCode: string;
  body: Record<string, unknown>;
}

interface FakeBet {
  playerId: string;
  roundId: string;
  amount: number;
  status: 'open' | 'settled' | 'rolled_back';
}

/** Faults a test switches on: each counter is used up one call at a time. */
export interface FakeFaults {
  /** The next n win calls answer 500 and do nothing. */
  winFailures?: number;
  /** The next n win calls are applied, then answer 500 (the answer is lost). */
  winAnswersLost?: number;
  /** The next n rollback calls answer 500 and do nothing. */
  rollbackFailures?: number;
}

/**
 * Khela's seamless wallet API as the contract describes it (docs/vendor-wallet.md), small and in
 * memory, over real HTTP: signatures checked, one-time launch tokens, held stakes, idempotent
 * transaction ids. Tests read what it received and what it holds.
 */
export class FakeKhelaWallet {
  readonly calls: ReceivedCall[] = [];
  badSignatures = 0;
  readonly faults: FakeFaults = {};
  /** Vendors in transfer mode: today's api refuses them even `authenticate` (400 INVALID_REQUEST). */
  readonly transferVendors = new Set<string>();
  private readonly balances = new Map<string, number>();
  private readonly tokens = new Map<string, { vendorCode: string; playerId: string; funPlay: boolean; used: boolean }>();
  private readonly sessions = new Map<string, string>();
  readonly bets = new Map<string, FakeBet>();
  private readonly answers = new Map<string, { fingerprint: string; answer: Record<string, unknown> }>();
  private app: FastifyInstance | null = null;

  constructor(private readonly secret: string) {}

  async start(): Promise<string> {
    const app = Fastify();
    const raw = new WeakMap<FastifyRequest, string>();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      raw.set(request, body as string);
      done(null, JSON.parse(body as string));
    });
    app.post<{ Params: { action: string }; Body: Record<string, unknown> }>('/vendor-wallet/v1/:action', async (request, reply) => {
      const vendorCode = String(request.headers['x-vendor-code'] ?? '');
      const signed = isSignedBy(this.secret, request.headers['x-timestamp'] as string, raw.get(request) ?? '', request.headers['x-signature'] as string);
      if (!vendorCode || !signed) {
        this.badSignatures += 1;
        return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      }
      if (this.transferVendors.has(vendorCode)) return reply.code(400).send({ status: 'INVALID_REQUEST', message: 'not a seamless vendor' });
      this.calls.push({ action: request.params.action, vendorCode, body: request.body });
      const answered = this.handle(vendorCode, request.params.action, request.body);
      return reply.code(answered.httpStatus ?? 200).send(answered.answer);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    this.app = app;
    return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }

  /** A member with this available balance, and a one-time launch token for them at a vendor. */
  launch(vendorCode: string, playerId: string, balance: number, funPlay = false): string {
    if (!this.balances.has(playerId)) this.balances.set(playerId, balance);
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, { vendorCode, playerId, funPlay, used: false });
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

  private handle(vendorCode: string, action: string, body: Record<string, unknown>): { httpStatus?: number; answer: Record<string, unknown> } {
    const playerId = String(body.playerId ?? '');
    const balance = () => this.balanceOf(playerId);
    switch (action) {
      case 'authenticate': {
        const grant = this.tokens.get(String(body.launchToken));
        if (!grant || grant.used || grant.vendorCode !== vendorCode) return { answer: { status: 'INVALID_TOKEN' } };
        grant.used = true;
        const sessionToken = randomBytes(16).toString('hex');
        this.sessions.set(sessionToken, grant.playerId);
        return {
          answer: { status: 'OK', playerId: grant.playerId, sessionToken, currency: 'BDT', language: 'bn', nickname: 'rahim', balance: grant.funPlay ? 0 : this.balanceOf(grant.playerId), funPlay: grant.funPlay },
        };
      }
      case 'balance':
        if (this.sessions.get(String(body.sessionToken)) !== playerId) return { answer: { status: 'SESSION_EXPIRED' } };
        return { answer: { status: 'OK', balance: balance(), currency: 'BDT' } };
      case 'bet':
        return this.once(vendorCode, body, ['bet', playerId, body.roundId, body.gameCode, body.amount], () => {
          if (this.sessions.get(String(body.sessionToken)) !== playerId) return { status: 'SESSION_EXPIRED' };
          const amount = Number(body.amount);
          if (amount > balance()) return { status: 'INSUFFICIENT_FUNDS', balance: balance(), message: 'Not enough money' };
          this.balances.set(playerId, balance() - amount);
          this.bets.set(String(body.transactionId), { playerId, roundId: String(body.roundId), amount, status: 'open' });
          return { status: 'OK', balance: balance() };
        });
      case 'win': {
        if ((this.faults.winFailures ?? 0) > 0) {
          this.faults.winFailures! -= 1;
          return { httpStatus: 500, answer: { status: 'INTERNAL_ERROR' } };
        }
        const answered = this.once(vendorCode, body, ['win', playerId, body.roundId, body.amount, body.betTransactionIds], () => {
          const ids = (body.betTransactionIds as string[] | undefined) ?? [];
          const bets = ids.map((id) => this.bets.get(id));
          if (bets.some((bet) => !bet || bet.playerId !== playerId || bet.roundId !== body.roundId)) return { status: 'BET_NOT_FOUND' };
          if (bets.some((bet) => bet!.status !== 'open')) return { status: bets.some((bet) => bet!.status === 'rolled_back') ? 'BET_ALREADY_ROLLED_BACK' : 'BET_ALREADY_SETTLED' };
          for (const bet of bets) bet!.status = 'settled';
          this.balances.set(playerId, balance() + Number(body.amount));
          return { status: 'OK', balance: balance() };
        });
        if ((this.faults.winAnswersLost ?? 0) > 0) {
          this.faults.winAnswersLost! -= 1;
          return { httpStatus: 500, answer: { status: 'INTERNAL_ERROR' } };
        }
        return answered;
      }
      case 'rollback': {
        if ((this.faults.rollbackFailures ?? 0) > 0) {
          this.faults.rollbackFailures! -= 1;
          return { httpStatus: 500, answer: { status: 'INTERNAL_ERROR' } };
        }
        return this.once(vendorCode, body, ['rollback', playerId, body.betTransactionId], () => {
          const bet = this.bets.get(String(body.betTransactionId));
          if (!bet || bet.playerId !== playerId) return { status: 'BET_NOT_FOUND' };
          if (bet.status === 'settled') return { status: 'BET_ALREADY_SETTLED' };
          if (bet.status === 'rolled_back') return { status: 'BET_ALREADY_ROLLED_BACK' };
          bet.status = 'rolled_back';
          this.balances.set(playerId, balance() + bet.amount);
          return { status: 'OK', balance: balance() };
        });
      }
      default:
        return { httpStatus: 404, answer: { status: 'INVALID_REQUEST' } };
    }
  }

  /** The contract's idempotency: a transaction id answers its first answer, or a mismatch. */
  private once(vendorCode: string, body: Record<string, unknown>, fingerprint: unknown[], apply: () => Record<string, unknown>) {
    const key = `${vendorCode}\u0000${String(body.transactionId)}`;
    const print = JSON.stringify(fingerprint);
    const known = this.answers.get(key);
    if (known) return { answer: known.fingerprint === print ? known.answer : { status: 'DUPLICATE_TRANSACTION_MISMATCH' } };
    const answer = { ...apply(), transactionId: body.transactionId, currency: 'BDT' };
    this.answers.set(key, { fingerprint: print, answer });
    return { answer };
  }
}
