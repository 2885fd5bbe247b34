import { testAppForFile } from '../../test/test-app';
import { adjust, memberCall, memberWithSession, ops, operatorSession, type TestMember } from './operator-test-kit';

const t = testAppForFile();

const balanceOf = async (member: TestMember) => (await memberCall<{ balance: number }>(t.app, '/wps/v2/wallets/balance', member)).value.balance;

async function adjustmentActions(target: string) {
  return t.db.query<{ operator_name: string; details: { amount: number; reason: string; requestId: string; transferId: string } }>(
    "SELECT operator_name, details FROM operator_actions WHERE action = 'balance.adjust' AND target = $1 ORDER BY id",
    [target],
  );
}

/** The ledger's invariants over the whole brand: every balance is the sum of its entries, and all balances sum to zero. */
async function expectLedgerConsistent() {
  const [sum] = await t.db.query<{ total: string }>("SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE merchant_code = 'khela'");
  expect(sum!.total).toBe('0');
  const drift = await t.db.query(
    `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift).toHaveLength(0);
}

describe('POST /ops/wallet/adjustments', () => {
  test('credits and debits the main wallet through the adjustment account, recorded with its operator', async () => {
    const member = await memberWithSession(t.db);
    const finance = await operatorSession(t.app, 'finance');
    const credit = await ops<{ transferId: string; balance: number }>(t.app, 'POST', '/ops/wallet/adjustments', {
      merchant: 'khela', account: member.account.toUpperCase(), amount: 50_000, reason: 'missed deposit', requestId: 'adj-credit-1',
    }, finance.token);
    expect(credit.status).toBe(200);
    expect(credit.value.balance).toBe(50_000);
    expect(await balanceOf(member)).toBe(50_000);

    const debit = await adjust(t.app, member, -20_000);
    expect(debit.value.balance).toBe(30_000);
    expect(await balanceOf(member)).toBe(30_000);

    const [transfer] = await t.db.query<{ kind: string; debit_kind: string; credit_kind: string; amount: string }>(
      `SELECT t.kind, d.kind AS debit_kind, c.kind AS credit_kind, t.amount::text FROM ledger_transfers t
         JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
        WHERE t.id = $1`,
      [credit.value.transferId],
    );
    expect(transfer).toEqual({ kind: 'adjustment', debit_kind: 'adjustment', credit_kind: 'member_main', amount: '50000' });

    const actions = await adjustmentActions(member.account);
    expect(actions.map((a) => [a.operator_name, a.details.amount, a.details.reason])).toEqual([
      [finance.username, 50_000, 'missed deposit'],
      ['system', -20_000, 'test correction'],
    ]);
    expect(actions[0]!.details.transferId).toBe(credit.value.transferId);
    await expectLedgerConsistent();
  });

  test('a retried request moves nothing the second time; the same id for another amount is refused', async () => {
    const member = await memberWithSession(t.db);
    const first = await adjust(t.app, member, 7_500, 'retry-me');
    const again = await adjust(t.app, member, 7_500, 'retry-me');
    expect(again.status).toBe(200);
    expect(again.value).toEqual(first.value);
    expect(await balanceOf(member)).toBe(7_500);
    expect(await adjustmentActions(member.account)).toHaveLength(1);

    const other = await adjust(t.app, member, -7_500, 'retry-me');
    expect([other.status, other.errorCode]).toEqual([409, 'operator.adjustment.conflict']);
    expect(await balanceOf(member)).toBe(7_500);
  });

  test('the same request racing itself moves the money once', async () => {
    const member = await memberWithSession(t.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => adjust(t.app, member, 1_000, 'racing-request')));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.value.transferId)).size).toBe(1);
    expect(await balanceOf(member)).toBe(1_000);
    expect(await adjustmentActions(member.account)).toHaveLength(1);
    await expectLedgerConsistent();
  });

  test('a debit beyond the balance is refused with what is available, and nothing is written', async () => {
    const member = await memberWithSession(t.db);
    await adjust(t.app, member, 12_345);
    const before = await t.db.query('SELECT id FROM operator_actions');
    const refused = await adjust(t.app, member, -12_346, 'too-much');
    expect(refused.status).toBe(409);
    expect(refused.errorCode).toBe('operator.adjustment.insufficient');
    expect(refused.value).toEqual({ available: 12_345 });
    expect(refused.message).toContain('123.45');
    expect(await balanceOf(member)).toBe(12_345);
    expect(await t.db.query('SELECT id FROM operator_actions')).toHaveLength(before.length);
    expect(await t.db.query("SELECT 1 FROM ledger_transfers WHERE idempotency_key = 'adjustment:too-much'")).toHaveLength(0);
    // The whole balance can go.
    expect((await adjust(t.app, member, -12_345)).value.balance).toBe(0);
  });

  test('bad input is a translated 4xx and moves nothing', async () => {
    const member = await memberWithSession(t.db);
    const body = { merchant: 'khela', account: member.account, amount: 100, reason: 'fine', requestId: 'bad-input' };
    const cases: Array<[object, number, string]> = [
      [{ ...body, amount: 0 }, 400, 'operator.adjustment.zero'],
      [{ ...body, amount: 1.5 }, 400, 'request.invalid'],
      [{ ...body, amount: '100' }, 400, 'request.invalid'],
      [{ ...body, amount: 2 ** 60 }, 400, 'request.invalid'],
      [{ ...body, reason: undefined }, 400, 'request.invalid'],
      [{ ...body, requestId: 'has spaces' }, 400, 'request.invalid'],
      [{ ...body, account: 'nobody' }, 404, 'operator.member.unknown'],
      [{ ...body, merchant: 'khela2' }, 404, 'operator.member.unknown'],
    ];
    for (const [payload, status, code] of cases) {
      const answer = await ops(t.app, 'POST', '/ops/wallet/adjustments', payload);
      expect([answer.status, answer.errorCode]).toEqual([status, code]);
    }
    expect(await balanceOf(member)).toBe(0);
  });
});

describe('GET /ops/wallet/ledger and /ops/actions', () => {
  test("a member's accounts and entries, newest first, paged", async () => {
    const member = await memberWithSession(t.db);
    for (const amount of [1_000, 2_000, 3_000]) await adjust(t.app, member, amount);
    await adjust(t.app, member, -500);
    const support = await operatorSession(t.app, 'support');
    type LedgerPage = {
      member: { account: string };
      accounts: Array<{ kind: string; balance: number; held: number }>;
      records: Array<{ amount: number; balanceAfter: number; type: string; flag: string; counterparty: string; key: string; accountKind: string }>;
      total: number;
      totalPages: number;
      pageNo: number;
    };
    const first = await ops<LedgerPage>(t.app, 'GET', `/ops/wallet/ledger?merchant=khela&account=${member.account}&pageSize=3`, undefined, support.token);
    expect(first.status).toBe(200);
    expect(first.value.member.account).toBe(member.account);
    expect(first.value.accounts).toEqual([{ kind: 'member_main', ref: '', balance: 5_500, held: 0 }]);
    expect(first.value.records.map((r) => [r.amount, r.balanceAfter])).toEqual([[-500, 5_500], [3_000, 6_000], [2_000, 3_000]]);
    expect(first.value.records[0]).toMatchObject({ type: 'adjustment', flag: 'single', counterparty: 'adjustment', accountKind: 'member_main' });
    expect(first.value.records[0]!.key).toMatch(/^adjustment:/);
    expect([first.value.total, first.value.totalPages]).toEqual([4, 2]);
    const second = await ops<LedgerPage>(t.app, 'GET', `/ops/wallet/ledger?merchant=khela&account=${member.account}&pageSize=3&pageNo=2`, undefined, support.token);
    expect(second.value.records.map((r) => r.amount)).toEqual([1_000]);

    const unknown = await ops(t.app, 'GET', '/ops/wallet/ledger?merchant=khela&account=nobody');
    expect([unknown.status, unknown.errorCode]).toEqual([404, 'operator.member.unknown']);
    expect((await ops(t.app, 'GET', `/ops/wallet/ledger?merchant=khela&account=${member.account}&pageSize=101`)).status).toBe(400);
  });

  test('the action record pages newest first and filters by brand', async () => {
    const member = await memberWithSession(t.db, { merchant: 'khela2' });
    await adjust(t.app, member, 999, 'khela2-action');
    type ActionsPage = { records: Array<{ action: string; operator: string; merchant: string | null; target: string; details: Record<string, unknown> }>; total: number; pageSize: number };
    const brand = await ops<ActionsPage>(t.app, 'GET', '/ops/actions?merchant=khela2&pageSize=1');
    expect(brand.value.records).toEqual([
      expect.objectContaining({ action: 'balance.adjust', operator: 'system', merchant: 'khela2', target: member.account, details: expect.objectContaining({ requestId: 'khela2-action' }) }),
    ]);
    const all = await ops<ActionsPage>(t.app, 'GET', '/ops/actions?pageSize=100');
    expect(all.value.total).toBeGreaterThan(brand.value.total);
    expect(all.value.records[0]!.target).toBe(member.account);
  });
});
