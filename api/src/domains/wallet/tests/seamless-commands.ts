import fc from 'fast-check';
import type { SeamlessReply } from './seamless-http';
import type { ExpectedSeamless, SeamlessCall } from './seamless-model';

/**
 * Random vendor traffic: bets, wins (a whole round, or listed bets) and rollbacks of two players.
 * Commands name what they act on relatively ("the bet 3 bets ago", "a bet that has not come yet"),
 * resolved against the run so far, so most land on something real: settlements of open bets, a
 * rollback arriving before its bet, a win of a rolled-back bet, an id reused for another request
 * (now and then across actions), and exact resends of earlier calls.
 */
export const PLAYERS = 2;

/** fresh: a new transaction id; a number: reuse the id of the call that many calls back. */
type IdChoice = 'fresh' | number;

export type SeamlessCommand =
  | { kind: 'bet'; id: IdChoice; player: number; round: number; amount: number }
  | { kind: 'win'; id: IdChoice; betBack: number; otherPlayer: boolean; amount: number; list: 'round' | 'one' | 'two' }
  | { kind: 'rollback'; id: IdChoice; target: { betBack: number } | { ahead: number }; otherPlayer: boolean }
  | { kind: 'resend'; back: number };

const idChoice = fc.oneof({ weight: 12, arbitrary: fc.constant('fresh' as const) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }) });
const back = fc.integer({ min: 1, max: 6 });
const stake = fc.oneof(fc.constantFrom(100, 250), fc.integer({ min: 1, max: 1_500 }));
const rarely = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

const command: fc.Arbitrary<SeamlessCommand> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('bet' as const), id: idChoice, player: fc.nat({ max: PLAYERS - 1 }), round: fc.nat({ max: 2 }), amount: stake }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      id: idChoice,
      betBack: back,
      otherPlayer: rarely,
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000 })),
      list: fc.constantFrom('round' as const, 'one' as const, 'two' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      id: idChoice,
      target: fc.oneof({ weight: 4, arbitrary: fc.record({ betBack: back }) }, { weight: 1, arbitrary: fc.record({ ahead: fc.integer({ min: 0, max: 3 }) }) }),
      otherPlayer: rarely,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('resend' as const), back: fc.integer({ min: 1, max: 30 }) }) },
);

export const seamlessCommands = (maxLength: number) => fc.array(command, { maxLength, size: 'max' });

/** Turns commands into calls, remembering what came before. */
export class TrafficScript {
  private readonly calls: SeamlessCall[] = [];
  private readonly bets: Array<Extract<SeamlessCall, { action: 'bet' }>> = [];
  private nextBet = 0;
  private nextOther = 0;

  /** The call a command makes, or null when it refers to nothing yet. */
  next(command: SeamlessCommand): SeamlessCall | null {
    const call = this.resolve(command);
    if (call) {
      this.calls.push(call);
      if (call.action === 'bet' && !this.bets.some((bet) => bet.transactionId === call.transactionId)) this.bets.push(call);
    }
    return call;
  }

  private resolve(command: SeamlessCommand): SeamlessCall | null {
    if (command.kind === 'resend') return this.calls.length === 0 ? null : this.calls[Math.max(0, this.calls.length - command.back)]!;
    if (command.kind === 'bet') {
      return { action: 'bet', transactionId: this.id(command.id, () => `b${this.nextBet++}`), player: command.player, roundId: `r${command.player}-${command.round}`, amount: command.amount };
    }
    const flip = (player: number, other: boolean) => (other ? (player + 1) % PLAYERS : player);
    if (command.kind === 'win') {
      const bet = this.betBack(command.betBack);
      if (!bet) return null;
      const listed = command.list === 'round' ? undefined
        : command.list === 'one' ? [bet.transactionId]
        : [...new Set([bet.transactionId, this.betBack(command.betBack + 1)!.transactionId])];
      return {
        action: 'win',
        transactionId: this.id(command.id, () => `w${this.nextOther++}`),
        player: flip(bet.player, command.otherPlayer),
        roundId: bet.roundId,
        amount: command.amount,
        ...(listed ? { betTransactionIds: listed } : {}),
      };
    }
    const target = 'ahead' in command.target ? { transactionId: `b${this.nextBet + command.target.ahead}`, player: 0 } : this.betBack(command.target.betBack);
    if (!target) return null;
    // A bet not placed yet: whoever it will belong to, the rollback names player 0.
    return { action: 'rollback', transactionId: this.id(command.id, () => `x${this.nextOther++}`), player: flip(target.player, command.otherPlayer), betTransactionId: target.transactionId };
  }

  private betBack(n: number) {
    return this.bets.length === 0 ? null : this.bets[Math.max(0, this.bets.length - n)]!;
  }

  private id(choice: IdChoice, fresh: () => string): string {
    if (choice === 'fresh' || this.calls.length === 0) return fresh();
    return this.calls[Math.max(0, this.calls.length - choice)]!.transactionId;
  }
}

/**
 * The reply is the model's: same status and balance, the ledger transfer named when money moved,
 * and a seen transaction id answered with its first answer, byte for byte. Returns a description of
 * the difference, or null.
 */
export function replyMismatch(reply: SeamlessReply, expected: ExpectedSeamless, sentId: string, firstReplies: Map<string, string>): string | null {
  if (expected.replayOf !== undefined) {
    const first = firstReplies.get(sentId);
    return reply.raw === first ? null : `a repeat of ${sentId} answered ${reply.raw}, the first answer was ${first}`;
  }
  const { answer } = reply;
  const problems: string[] = [];
  if (reply.httpStatus !== 200) problems.push(`HTTP ${reply.httpStatus}`);
  if (answer.status !== expected.status) problems.push(`status ${answer.status}, expected ${expected.status}`);
  if (answer.balance !== expected.balance) problems.push(`balance ${answer.balance}, expected ${expected.balance}`);
  if (answer.transactionId !== sentId) problems.push(`transactionId ${answer.transactionId}`);
  if (expected.status === 'OK' && (typeof answer.walletTransactionId === 'string') !== expected.walletTransfer) {
    problems.push(`walletTransactionId ${answer.walletTransactionId}`);
  }
  if (problems.length > 0) return `${problems.join('; ')} — answer ${reply.raw}`;
  if (expected.status !== 'DUPLICATE_TRANSACTION_MISMATCH') firstReplies.set(sentId, reply.raw);
  return null;
}
