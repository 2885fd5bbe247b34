import fc from 'fast-check';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { Ledger, type TransferOutcome } from '../ledger/ledger';
import { accountRows, auditLedger } from './ledger-audit';
import { brandAccounts, type Command, commandsArbitrary, resolveReplay, runOnLedger, runOnModel } from './ledger-commands';
import { expectAccountsAsModelled, expectAnswer, freshBrand } from './ledger-expect';
import { LedgerModel } from './ledger-model';

/**
 * Model-based: random sequences of deposits, withdrawals (held, then approved or rejected),
 * transfers to the upline, bets (held), wins (settle + pay), rollbacks (release), wallet transfers
 * and operator adjustments, with ids drawn from small pools so they repeat and arrive out of order,
 * and exact replays of earlier commands. Every answer must be the model's; after each run the
 * ledger's invariants hold and every account holds what the model says. Each run has a brand of
 * its own, so it starts from empty accounts on the same database.
 */
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  // Every run's brand together, and whatever else the database holds: still sound.
  expect(await auditLedger(testDb.db)).toEqual([]);
  await testDb.cleanup();
});

/** The brand's accounts money has ever touched, with their totals. */
const movedAccounts = async (db: TestDb['db'], brand: string) =>
  (await accountRows(db, brand)).filter((row) => row.balance !== 0n || row.held !== 0n);

async function runSequence(commands: Command[]): Promise<void> {
  const { db } = testDb;
  const brand = brandAccounts(await freshBrand(db, 'prop'));
  const ledger = new Ledger(db);
  const model = new LedgerModel();
  const firstAnswers = new Map<string, TransferOutcome>();
  const history: Command[] = [];
  for (const next of commands) {
    const command = resolveReplay(history, next);
    history.push(next);
    if (!command) continue;
    const expected = runOnModel(model, brand, command);
    const changesNothing = expected.every((answer) => answer.status !== 'ok');
    const before = changesNothing ? await movedAccounts(db, brand.code) : null;
    expectAnswer(await runOnLedger(ledger, db, brand, command), expected, firstAnswers);
    // A replay or a refusal leaves every account as it was (it may only open an empty one).
    if (before) expect(await movedAccounts(db, brand.code)).toEqual(before);
  }
  expect(await auditLedger(db, brand.code)).toEqual([]);
  await expectAccountsAsModelled(db, brand.code, model);
}

test('random money movements with repeats and reorderings keep the ledger exact', async () => {
  // Shrinking hundreds of calls against a database can take many minutes: after the time limit
  // fast-check stops and reports the smallest failing sequence found so far.
  await fc.assert(fc.asyncProperty(commandsArbitrary(400), runSequence), { numRuns: 30, interruptAfterTimeLimit: 90_000 });
}, 600_000);

test('the audit itself notices a balance that does not match its entries', async () => {
  // A check that cannot fail proves nothing: break one account by hand, in a transaction rolled back.
  const brand = brandAccounts(await freshBrand(testDb.db, 'audit'));
  const ledger = new Ledger(testDb.db);
  await ledger.transfer({ key: 'deposit:1', kind: 'deposit', debit: brand.clearing, credit: brand.main(0), amount: 500n });
  const rollback = new Error('rollback');
  const violations = await testDb.db
    .transaction(async (tx) => {
      await tx.query(`UPDATE ledger_accounts SET balance = balance + 1 WHERE merchant_code = $1 AND kind = 'member_main'`, [brand.code]);
      const found = await auditLedger(tx, brand.code);
      throw Object.assign(rollback, { found });
    })
    .catch((error: unknown) => (error === rollback ? (rollback as Error & { found: string[] }).found : Promise.reject(error)));
  expect(violations.join('\n')).toMatch(/add up to zero/);
  expect(violations.join('\n')).toMatch(/sums of its entries/);
  expect(await auditLedger(testDb.db, brand.code)).toEqual([]);
});

test('a post or void key names one pending transfer: used again for another, it is a conflict, not a replay', async () => {
  // Found by the property above: two bets alike but for their keys, settled with the same key.
  const brand = brandAccounts(await freshBrand(testDb.db, 'resolve'));
  const ledger = new Ledger(testDb.db);
  await ledger.transfer({ key: 'deposit:1', kind: 'deposit', debit: brand.clearing, credit: brand.main(0), amount: 1_000n });
  for (const key of ['bet:1', 'bet:2']) {
    await ledger.transfer({ key, kind: 'bet', debit: brand.main(0), credit: brand.house, amount: 100n, pending: true });
  }
  await ledger.post({ merchantCode: brand.code, key: 'settle:1', kind: 'bet', pendingKey: 'bet:1' });
  const again = ledger.post({ merchantCode: brand.code, key: 'settle:1', kind: 'bet', pendingKey: 'bet:2' });
  await expect(again).rejects.toMatchObject({ reason: 'key_conflict' });
  // bet:2 is still open, and says so when someone tries to settle it properly.
  expect(await ledger.totals(brand.main(0))).toMatchObject({ balance: 900n, held: 100n });
  await expect(ledger.post({ merchantCode: brand.code, key: 'settle:2', kind: 'bet', pendingKey: 'bet:2' })).resolves.toMatchObject({ replayed: false });
});
