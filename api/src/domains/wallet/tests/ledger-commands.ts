import fc from 'fast-check';
import type { Db } from '../../../platform/db/db';
import { type AccountRef, gameWallet, mainWallet, platformAccount } from '../ledger/accounts';
import type { Ledger, TransferOutcome } from '../ledger/ledger';
import { LedgerError } from '../ledger/ledger-errors';
import type { LedgerModel, ModelAnswer } from './ledger-model';

/**
 * The money movements of the site as the domains make them (keys and accounts of docs/wallet.md),
 * drawn at random from small pools of ids so that the same id comes back: a rollback before its
 * bet, a second settlement of a bet, an approval after a rejection, an id reused for another amount
 * (a key conflict), and exact repeats of earlier commands (replays).
 */
export const MEMBERS = 3;
const IDS = 16;
const VENDOR = 'HOUSE';
const GAME = 'SLOTS';
const CHANNEL = 'BKASH';

export type Command =
  | { type: 'deposit'; order: number; member: number; amount: bigint }
  | { type: 'withdraw'; order: number; member: number; amount: bigint }
  | { type: 'decideWithdrawal'; order: number; approve: boolean }
  | { type: 'upline'; order: number; from: number; to: number; amount: bigint }
  | { type: 'bet'; tx: number; amount: bigint }
  | { type: 'win'; winTx: number; betTx: number; amount: bigint }
  | { type: 'rollback'; rollbackTx: number; betTx: number }
  | { type: 'walletTransfer'; id: number; member: number; toGame: boolean; amount: bigint }
  | { type: 'finishWalletTransfer'; id: number; post: boolean }
  | { type: 'adjust'; id: number; member: number; amount: bigint }
  | { type: 'replay'; back: number };

const id = fc.nat({ max: IDS - 1 });
const member = fc.nat({ max: MEMBERS - 1 });
const amount = (max: number) => fc.bigInt({ min: 1n, max: BigInt(max) });
/** Stakes often repeat (two bets of 100 look alike but for their keys), as on a real table. */
const stake = fc.oneof(fc.constantFrom(100n, 250n), amount(5_000));

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('deposit' as const), order: id, member, amount: amount(20_000) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('withdraw' as const), order: id, member, amount: amount(8_000) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('decideWithdrawal' as const), order: id, approve: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc
      .record({ order: id, from: member, step: fc.integer({ min: 1, max: MEMBERS - 1 }), amount: amount(6_000) })
      .map(({ order, from, step, amount }) => ({ type: 'upline' as const, order, from, to: (from + step) % MEMBERS, amount })),
  },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('bet' as const), tx: id, amount: stake }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('win' as const), winTx: id, betTx: id, amount: fc.bigInt({ min: 0n, max: 12_000n }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('rollback' as const), rollbackTx: id, betTx: id }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('walletTransfer' as const), id, member, toGame: fc.boolean(), amount: amount(6_000) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('finishWalletTransfer' as const), id, post: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc
      .record({ id, member, amount: fc.bigInt({ min: -5_000n, max: 5_000n }).filter((n) => n !== 0n) })
      .map((fields) => ({ type: 'adjust' as const, ...fields })),
  },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('replay' as const), back: fc.integer({ min: 1, max: 40 }) }) },
);

/** Up to maxLength commands ('max' size: long runs are the point; shrinking still goes down to a few). */
export const commandsArbitrary = (maxLength: number) => fc.array(commandArbitrary, { maxLength, size: 'max' });

/** The bets of one id belong to one member, so a win or rollback knows whose it is. */
const bettorOf = (tx: number) => tx % MEMBERS;

export interface Brand {
  code: string;
  main(member: number): AccountRef;
  game(member: number): AccountRef;
  house: AccountRef;
  clearing: AccountRef;
  payout: AccountRef;
  adjustment: AccountRef;
}

export function brandAccounts(code: string): Brand {
  return {
    code,
    main: (m) => mainWallet(code, String(m + 1)),
    game: (m) => gameWallet(code, String(m + 1), GAME),
    house: platformAccount(code, 'house'),
    clearing: platformAccount(code, 'clearing', CHANNEL),
    payout: platformAccount(code, 'payout', CHANNEL),
    adjustment: platformAccount(code, 'adjustment'),
  };
}

/**
 * One ledger call as both sides see it. `real` runs it on the ledger (given a transaction's
 * queryable when the command makes several calls at once), `model` on the model.
 */
interface Step {
  real(ledger: Ledger, db: Parameters<Ledger['transfer']>[1]): Promise<TransferOutcome>;
  model(model: LedgerModel): ModelAnswer;
}

/** The calls a command makes, all in one database transaction when there are several. */
function stepsOf(brand: Brand, command: Exclude<Command, { type: 'replay' }>): Step[] {
  const code = brand.code;
  const transfer = (t: Parameters<Ledger['transfer']>[0]): Step => ({ real: (ledger, db) => ledger.transfer(t, db), model: (model) => model.transfer(t) });
  const resolve = (flag: 'post' | 'void', r: { key: string; kind: Parameters<Ledger['transfer']>[0]['kind']; pendingKey: string }): Step => ({
    real: (ledger, db) => ledger[flag]({ merchantCode: code, ...r }, db),
    model: (model) => model.resolve(flag, r),
  });
  switch (command.type) {
    case 'deposit':
      return [transfer({ key: `deposit:${command.order}`, kind: 'deposit', debit: brand.clearing, credit: brand.main(command.member), amount: command.amount })];
    case 'withdraw':
      return [transfer({ key: `withdrawal:${command.order}`, kind: 'withdrawal', debit: brand.main(command.member), credit: brand.payout, amount: command.amount, pending: true })];
    case 'decideWithdrawal': {
      const flag = command.approve ? 'post' : 'void';
      return [resolve(flag, { key: `withdrawal:${command.order}:${flag}`, kind: 'withdrawal', pendingKey: `withdrawal:${command.order}` })];
    }
    case 'upline':
      return [transfer({ key: `upline:${command.order}`, kind: 'upline', debit: brand.main(command.from), credit: brand.main(command.to), amount: command.amount })];
    case 'bet':
      return [transfer({ key: `vendor:${VENDOR}:bet:${command.tx}`, kind: 'bet', debit: brand.main(bettorOf(command.tx)), credit: brand.house, amount: command.amount, pending: true })];
    case 'win': {
      // Settles the bet (its stake goes to the house) and pays the win, both or neither.
      const settle = resolve('post', { key: `vendor:${VENDOR}:win:${command.winTx}:settle`, kind: 'bet', pendingKey: `vendor:${VENDOR}:bet:${command.betTx}` });
      if (command.amount === 0n) return [settle];
      const pay = transfer({ key: `vendor:${VENDOR}:win:${command.winTx}`, kind: 'win', debit: brand.house, credit: brand.main(bettorOf(command.betTx)), amount: command.amount });
      return [settle, pay];
    }
    case 'rollback':
      return [resolve('void', { key: `vendor:${VENDOR}:rollback:${command.rollbackTx}`, kind: 'rollback', pendingKey: `vendor:${VENDOR}:bet:${command.betTx}` })];
    case 'walletTransfer':
      return command.toGame
        ? [transfer({ key: `wallet-transfer:${command.id}`, kind: 'wallet_transfer', debit: brand.main(command.member), credit: brand.game(command.member), amount: command.amount, pending: true })]
        : [transfer({ key: `wallet-transfer:${command.id}`, kind: 'wallet_transfer', debit: brand.game(command.member), credit: brand.main(command.member), amount: command.amount })];
    case 'finishWalletTransfer': {
      const flag = command.post ? 'post' : 'void';
      return [resolve(flag, { key: `wallet-transfer:${command.id}:${flag}`, kind: 'wallet_transfer', pendingKey: `wallet-transfer:${command.id}` })];
    }
    case 'adjust': {
      const [debit, credit] = command.amount > 0n ? [brand.adjustment, brand.main(command.member)] : [brand.main(command.member), brand.adjustment];
      const size = command.amount > 0n ? command.amount : -command.amount;
      return [transfer({ key: `adjustment:${command.id}`, kind: 'adjustment', debit, credit, amount: size })];
    }
  }
}

/** What the ledger answered for each call of a command: the outcomes, or the refusal that stopped it. */
export type RealAnswer = { outcomes: TransferOutcome[] } | { refusal: LedgerError; at: number };
/** What the model says the ledger must answer: each call's answer, up to the first refusal. */
export type ExpectedAnswer = ModelAnswer[];

/** Resolves `replay` commands to the earlier command they repeat (or null when there is none yet). */
export function resolveReplay(history: Command[], command: Command): Exclude<Command, { type: 'replay' }> | null {
  if (command.type !== 'replay') return command;
  const earlier = history.filter((c): c is Exclude<Command, { type: 'replay' }> => c.type !== 'replay');
  return earlier.length === 0 ? null : earlier[Math.max(0, earlier.length - command.back)]!;
}

export async function runOnLedger(ledger: Ledger, db: Db, brand: Brand, command: Exclude<Command, { type: 'replay' }>): Promise<RealAnswer> {
  const steps = stepsOf(brand, command);
  const outcomes: TransferOutcome[] = [];
  const runSteps = async (queryable: Parameters<Ledger['transfer']>[1]) => {
    for (const step of steps) outcomes.push(await step.real(ledger, queryable));
  };
  try {
    if (steps.length === 1) await runSteps(undefined);
    else await db.transaction(async (tx) => {
      outcomes.length = 0;
      await runSteps(tx);
    });
    return { outcomes };
  } catch (error) {
    if (error instanceof LedgerError) return { refusal: error, at: outcomes.length };
    throw error;
  }
}

export function runOnModel(model: LedgerModel, brand: Brand, command: Exclude<Command, { type: 'replay' }>): ExpectedAnswer {
  const before = model.snapshot();
  const answers: ModelAnswer[] = [];
  for (const step of stepsOf(brand, command)) {
    const answer = step.model(model);
    answers.push(answer);
    if (answer.status === 'refused') {
      model.restore(before); // the transaction rolls back whatever came before the refusal
      break;
    }
  }
  return answers;
}
