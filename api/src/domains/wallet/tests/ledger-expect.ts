import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import { insertMerchant } from '../../../platform/merchant/merchant-repo';
import { khela } from '../../../seed/demo-merchants';
import { accountCacheKey, type AccountKind } from '../ledger/accounts';
import type { TransferOutcome } from '../ledger/ledger';
import { accountRows } from './ledger-audit';
import type { ExpectedAnswer, RealAnswer } from './ledger-commands';
import type { LedgerModel } from './ledger-model';

/**
 * Comparing the ledger with its model. Jest's expect inside a fast-check property: a mismatch
 * throws, fast-check shrinks the sequence and prints the smallest one that still fails.
 */

/** A brand of its own (a copy of the demo brand), so a property run starts from empty accounts. */
export async function freshBrand(db: Queryable, prefix: string): Promise<string> {
  const code = `${prefix}_${randomBytes(4).toString('hex')}`;
  await insertMerchant(db, { ...khela(), code, name: code });
  return code;
}

/**
 * The answer matches the model's, and a replay answers what the first call answered: the same
 * transfer, time and totals (the credit side of a pending or void transfer, which it never wrote,
 * answers its totals now).
 */
export function expectAnswer(real: RealAnswer, expected: ExpectedAnswer, firstAnswers: Map<string, TransferOutcome>): void {
  const last = expected[expected.length - 1]!;
  if (last.status === 'refused') {
    expect('refusal' in real ? { reason: real.refusal.reason, at: real.at, ...real.refusal.detail } : real).toEqual({
      reason: last.reason,
      at: expected.length - 1,
      ...(last.available === undefined ? {} : { available: last.available }),
      ...(last.resolvedAs === undefined ? {} : { resolvedAs: last.resolvedAs }),
    });
    return;
  }
  if (!('outcomes' in real)) throw new Error(`refused (${real.refusal.reason}) where the model expected ${JSON.stringify(expected, bigintJson)}`);
  expect(real.outcomes).toHaveLength(expected.length);
  expected.forEach((answer, i) => {
    if (answer.status === 'refused') throw new Error('a refusal can only be the last answer');
    const outcome = real.outcomes[i]!;
    expect(shape(outcome)).toEqual({
      replayed: answer.status === 'replayed',
      flag: answer.flag,
      amount: answer.amount,
      debit: answer.debit,
      credit: answer.credit,
    });
    const first = firstAnswers.get(answer.key);
    if (answer.status === 'ok') {
      firstAnswers.set(answer.key, outcome);
      return;
    }
    if (!first) throw new Error(`replay of ${answer.key}, which has no first answer`);
    expect({ transferId: outcome.transferId, createdAt: outcome.createdAt.getTime(), debit: totals(outcome.debit) }).toEqual({
      transferId: first.transferId,
      createdAt: first.createdAt.getTime(),
      debit: totals(first.debit),
    });
    if (outcome.flag === 'single' || outcome.flag === 'post') expect(totals(outcome.credit)).toEqual(totals(first.credit));
  });
}

const totals = (side: TransferOutcome['debit']) => ({ balance: side.balance, held: side.held });

const shape = (outcome: TransferOutcome) => ({
  replayed: outcome.replayed,
  flag: outcome.flag,
  amount: outcome.amount,
  debit: totals(outcome.debit),
  credit: totals(outcome.credit),
});

export const bigintJson = (_key: string, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value);

/** Every account of the brand holds what the model says (accounts the model never moved hold nothing). */
export async function expectAccountsAsModelled(db: Queryable, brand: string, model: LedgerModel): Promise<void> {
  const modelled = new Map(model.accounts().map((entry) => [accountCacheKey(entry.account), { balance: entry.balance, held: entry.held }]));
  const actual = await accountRows(db, brand);
  for (const row of actual) {
    const key = accountCacheKey({ merchantCode: row.merchantCode, kind: row.kind as AccountKind, ownerId: row.ownerId, ref: row.ref });
    expect({ account: key.replaceAll('\u0000', '/'), balance: row.balance, held: row.held }).toEqual({
      account: key.replaceAll('\u0000', '/'),
      ...(modelled.get(key) ?? { balance: 0n, held: 0n }),
    });
    modelled.delete(key);
  }
  // An account the model moved money through must exist in the database.
  expect([...modelled].filter(([, value]) => value.balance !== 0n || value.held !== 0n)).toEqual([]);
  const [counts] = await db.query<{ transfers: string; entries: string }>(
    `SELECT (SELECT count(*) FROM ledger_transfers WHERE merchant_code = $1)::text AS transfers,
            (SELECT count(*) FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id WHERE t.merchant_code = $1)::text AS entries`,
    [brand],
  );
  const expected = model.counts();
  expect({ transfers: Number(counts!.transfers), entries: Number(counts!.entries) }).toEqual(expected);
}
