import { createTestDb, type TestDb } from '../../../test/test-db';
import { mainWallet, platformAccount } from './accounts';
import { Ledger } from './ledger';
import { LedgerError } from './ledger-errors';

describe('ledger', () => {
  let testDb: TestDb;
  let ledger: Ledger;
  const merchant = 'khela';
  const player = mainWallet(merchant, '1');
  const house = platformAccount(merchant, 'house');
  const clearing = platformAccount(merchant, 'clearing', 'BKASH');

  beforeAll(async () => {
    testDb = await createTestDb();
    ledger = new Ledger(testDb.db);
  });
  afterAll(() => testDb.cleanup());

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(LedgerError);
    return error as LedgerError;
  };

  it('posts a deposit, replays it by key, and refuses the key for a different transfer', async () => {
    const first = await ledger.transfer({ key: 'dep-1', kind: 'deposit', debit: clearing, credit: player, amount: 10_000n });
    expect(first.replayed).toBe(false);
    expect(first.credit.balance).toBe(10_000n);
    const again = await ledger.transfer({ key: 'dep-1', kind: 'deposit', debit: clearing, credit: player, amount: 10_000n });
    expect(again).toMatchObject({ replayed: true, transferId: first.transferId });
    expect(again.credit.balance).toBe(10_000n);
    expect(await ledger.available(player)).toBe(10_000n);
    expect((await refusal(ledger.transfer({ key: 'dep-1', kind: 'deposit', debit: clearing, credit: player, amount: 1n }))).reason).toBe('key_conflict');
  });

  it('holds, then posts or voids exactly once, and never overdraws', async () => {
    await ledger.transfer({ key: 'bet-1', kind: 'bet', debit: player, credit: house, amount: 4_000n, pending: true });
    expect(await ledger.available(player)).toBe(6_000n);
    const refused = await refusal(ledger.transfer({ key: 'bet-2', kind: 'bet', debit: player, credit: house, amount: 6_001n }));
    expect(refused.reason).toBe('insufficient');
    expect(refused.detail.available).toBe(6_000n);
    const posted = await ledger.post({ merchantCode: merchant, key: 'bet-1/post', kind: 'bet', pendingKey: 'bet-1' });
    expect(posted.debit).toMatchObject({ balance: 6_000n, held: 0n });
    expect((await refusal(ledger.void({ merchantCode: merchant, key: 'bet-1/void', kind: 'rollback', pendingKey: 'bet-1' }))).detail.resolvedAs).toBe('post');
    expect((await refusal(ledger.void({ merchantCode: merchant, key: 'x', kind: 'rollback', pendingKey: 'nope' }))).reason).toBe('pending_not_found');
    await ledger.transfer({ key: 'wd-1', kind: 'withdrawal', debit: player, credit: platformAccount(merchant, 'payout', 'BKASH'), amount: 1_000n, pending: true });
    const voided = await ledger.void({ merchantCode: merchant, key: 'wd-1/void', kind: 'withdrawal', pendingKey: 'wd-1' });
    expect(voided.debit).toMatchObject({ balance: 6_000n, held: 0n });
    const [sum] = await testDb.db.query<{ total: string }>('SELECT sum(balance)::text AS total FROM ledger_accounts');
    expect(sum!.total).toBe("0");
  });

  it('the database itself refuses a negative member balance', async () => {
    const id = await ledger.accountId(player);
    await expect(testDb.db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [id])).rejects.toThrow(/ledger_accounts_funds/);
  });

  it('the database refuses to change or remove a transfer or an entry: the ledger is append-only', async () => {
    const { transferId } = await ledger.transfer({ key: 'append-only-1', kind: 'deposit', debit: clearing, credit: player, amount: 500n });
    const rows = async () => testDb.db.query(
      `SELECT t.amount::text, t.kind, count(e.*)::int AS entries, sum(e.amount)::text AS total FROM ledger_transfers t
         JOIN ledger_entries e ON e.transfer_id = t.id WHERE t.id = $1 GROUP BY t.id`,
      [transferId],
    );
    const before = await rows();
    expect(before).toEqual([{ amount: '500', kind: 'deposit', entries: 2, total: '0' }]);
    const refused = /append-only/;
    await expect(testDb.db.query('UPDATE ledger_transfers SET amount = 50000 WHERE id = $1', [transferId])).rejects.toThrow(refused);
    await expect(testDb.db.query("UPDATE ledger_transfers SET details = '{}' WHERE id = $1", [transferId])).rejects.toThrow(refused);
    await expect(testDb.db.query('DELETE FROM ledger_transfers WHERE id = $1', [transferId])).rejects.toThrow(refused);
    await expect(testDb.db.query('UPDATE ledger_entries SET amount = amount * 100 WHERE transfer_id = $1', [transferId])).rejects.toThrow(refused);
    await expect(testDb.db.query('DELETE FROM ledger_entries WHERE transfer_id = $1', [transferId])).rejects.toThrow(refused);
    await expect(testDb.db.exec('TRUNCATE ledger_entries')).rejects.toThrow(refused);
    await expect(testDb.db.exec('TRUNCATE ledger_transfers CASCADE')).rejects.toThrow(refused);
    expect(await rows()).toEqual(before);
  });

  it('the database refuses to remove an account: every ledger line names one that exists (migration 030)', async () => {
    await ledger.transfer({ key: 'kept-1', kind: 'deposit', debit: clearing, credit: player, amount: 700n });
    const id = await ledger.accountId(player);
    const refused = /never removed/;
    await expect(testDb.db.query('DELETE FROM ledger_accounts WHERE id = $1', [id])).rejects.toThrow(refused);
    await expect(testDb.db.exec('TRUNCATE ledger_accounts CASCADE')).rejects.toThrow(refused);
    const [account] = await testDb.db.query<{ lines: number }>(
      'SELECT count(*)::int AS lines FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.id = $1',
      [id],
    );
    expect(account!.lines).toBeGreaterThan(0);
  });

  it('tells listeners which member changed', async () => {
    const seen: string[] = [];
    const stop = ledger.onMemberChange((change) => seen.push(`${change.memberId}:${change.accountKind}`));
    await ledger.transfer({ key: 'dep-2', kind: 'deposit', debit: clearing, credit: player, amount: 1n });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(seen).toEqual(['1:member_main']);
  });
});
