import { createTestApp, type TestApp } from '../../test/test-app';
import { TRIAL_TYPE } from '../identity/members/member';
import { adjust, memberCall, memberWithSession, type TestMember } from '../operator/operator-test-kit';
import { gameWallet, mainWallet, platformAccount } from './ledger/accounts';
import { Ledger } from './ledger/ledger';
import { referenceOf } from './account-record';

let t: TestApp;
let ledger: Ledger;
beforeAll(async () => {
  t = await createTestApp();
  ledger = new Ledger(t.db);
});
afterAll(() => t.close());

interface AccountRecord {
  id: string;
  time: string;
  type: string;
  amount: number;
  balanceAfter: number;
  held: number;
  reference: string | null;
  detail: string | null;
}
interface RecordPage {
  records: AccountRecord[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

const record = (member: TestMember, query = '') => memberCall<RecordPage>(t.app, `/wps/wallet/transactions${query}`, member);

/** What the other domains write, by their keys in docs/wallet.md, played straight on the ledger (ids unique per member). */
async function moneyStory(member: TestMember) {
  const main = mainWallet(member.merchant, member.id);
  const n = member.id;
  await ledger.transfer({ key: `deposit:D${n}`, kind: 'deposit', debit: platformAccount(member.merchant, 'clearing', 'bkash'), credit: main, amount: 100_000n });
  await ledger.transfer({ key: `vendor:KSLOT:bet:tx-${n}-1`, kind: 'bet', debit: main, credit: platformAccount(member.merchant, 'house'), amount: 2_000n, details: { roundId: `R-${n}` } });
  await ledger.transfer({ key: `vendor:KSLOT:win:tx-${n}-2`, kind: 'win', debit: platformAccount(member.merchant, 'house'), credit: main, amount: 5_000n });
  await ledger.transfer({ key: `wallet-transfer:W${n}`, kind: 'wallet_transfer', debit: main, credit: gameWallet(member.merchant, member.id, 'KLIVE'), amount: 30_000n, pending: true });
  await ledger.post({ merchantCode: member.merchant, key: `wallet-transfer:W${n}:post`, kind: 'wallet_transfer', pendingKey: `wallet-transfer:W${n}` });
  await ledger.transfer({ key: `withdrawal:WD${n}`, kind: 'withdrawal', debit: main, credit: platformAccount(member.merchant, 'payout', 'nagad'), amount: 10_000n, pending: true });
}

describe('member wallet calls', () => {
  test('need a logged-in, real member', async () => {
    const trial = await memberWithSession(t.db, { type: TRIAL_TYPE });
    for (const url of ['/wps/v2/wallets/balance', '/wps/member/info/funds/consolidated', '/wps/wallet/transactions']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect([anonymous.statusCode, JSON.parse(anonymous.body).errorCode]).toEqual([401, 'login.not.session']);
      const refused = await memberCall(t.app, url, trial);
      expect([refused.status, refused.errorCode]).toEqual([403, 'account.trial']);
    }
  });

  test('balance: what the member can use, what is held, in the brand currency', async () => {
    const member = await memberWithSession(t.db);
    expect((await memberCall(t.app, '/wps/v2/wallets/balance', member)).value).toEqual({ balance: 0, held: 0, bonus: 0, currency: 'BDT', currencySymbol: '৳' });
    await moneyStory(member);
    // 100000 - 2000 + 5000 - 30000 = 73000 posted, of which 10000 held by the withdrawal request.
    expect((await memberCall(t.app, '/wps/v2/wallets/balance', member)).value).toMatchObject({ balance: 63_000, held: 10_000 });
  });

  test('consolidated: the main wallet and each game wallet by its vendor name', async () => {
    const member = await memberWithSession(t.db);
    expect((await memberCall(t.app, '/wps/member/info/funds/consolidated', member)).value).toEqual({ main: 0, held: 0, games: [], total: 0 });
    await moneyStory(member);
    const funds = await memberCall(t.app, '/wps/member/info/funds/consolidated', member);
    expect(funds.value).toEqual({
      main: 63_000,
      held: 10_000,
      games: [{ vendor: 'KLIVE', name: 'Khela Live Casino', balance: 30_000 }],
      total: 103_000,
    });
  });
});

describe('the account record', () => {
  test('every movement of the main wallet, newest first, with signed amounts, held changes and references', async () => {
    const member = await memberWithSession(t.db);
    await moneyStory(member);
    const all = await record(member);
    expect(all.status).toBe(200);
    const n = member.id;
    expect(all.value.records.map((r) => [r.type, r.amount, r.held, r.balanceAfter, r.reference, r.detail])).toEqual([
      ['withdrawal', 0, 10_000, 73_000, `WD${n}`, 'nagad'],
      ['wallet_transfer', -30_000, -30_000, 73_000, `W${n}`, 'MAIN → KLIVE'],
      ['wallet_transfer', 0, 30_000, 103_000, `W${n}`, 'MAIN → KLIVE'],
      ['win', 5_000, 0, 103_000, `KSLOT/tx-${n}-2`, 'KSLOT'],
      ['bet', -2_000, 0, 98_000, `KSLOT/R-${n}`, 'KSLOT'],
      ['deposit', 100_000, 0, 100_000, `D${n}`, 'bkash'],
    ]);
    expect(all.value).toMatchObject({ pageNo: 1, pageSize: 20, total: 6, totalPages: 1 });
    expect(new Date(all.value.records[0]!.time).toISOString()).toBe(all.value.records[0]!.time);
  });

  test('filters by type and pages', async () => {
    const member = await memberWithSession(t.db);
    for (let i = 0; i < 5; i++) await adjust(t.app, member, 1_000 * (i + 1));
    await moneyStory(member);
    const adjustments = await record(member, '?type=adjustment&pageSize=2');
    expect(adjustments.value.records.map((r) => r.amount)).toEqual([5_000, 4_000]);
    expect(adjustments.value).toMatchObject({ total: 5, totalPages: 3, pageSize: 2 });
    const last = await record(member, '?type=adjustment&pageSize=2&pageNo=3');
    expect(last.value.records.map((r) => r.amount)).toEqual([1_000]);
    const beyond = await record(member, '?type=adjustment&pageSize=2&pageNo=4');
    expect(beyond.value.records).toEqual([]);
    expect((await record(member, '?type=bet')).value.records.map((r) => r.reference)).toEqual([`KSLOT/R-${member.id}`]);
    expect((await record(member, '?type=rebate')).value.total).toBe(0);
  });

  test("filters by days of the brand's time zone (Asia/Dhaka, UTC+6), both ends included", async () => {
    const member = await memberWithSession(t.db);
    for (const amount of [100, 200, 300]) await adjust(t.app, member, amount);
    // 17:59 UTC is 23:59 in Dhaka on the 1st; 18:00 UTC is already 00:00 on the 2nd.
    const times = ['2026-03-01T17:59:00Z', '2026-03-01T18:00:00Z', '2026-03-03T17:59:59Z'];
    const entries = await t.db.query<{ id: string }>(
      `SELECT e.id::text FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.kind = 'member_main' AND a.owner_id = $1 ORDER BY e.id`,
      [member.id],
    );
    // Backdating rewrites history, which the ledger refuses (migration 019): this test lifts the rule for its own rows only.
    await t.db.exec('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
    try {
      for (const [index, entry] of entries.entries()) await t.db.query('UPDATE ledger_entries SET created_at = $2 WHERE id = $1', [entry.id, times[index]]);
    } finally {
      await t.db.exec('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only');
    }

    const amounts = async (query: string) => (await record(member, query)).value.records.map((r) => r.amount);
    expect(await amounts('?from=2026-03-01&to=2026-03-01')).toEqual([100]);
    expect(await amounts('?from=2026-03-02&to=2026-03-02')).toEqual([200]);
    expect(await amounts('?from=2026-03-02&to=2026-03-03')).toEqual([300, 200]);
    expect(await amounts('?from=2026-03-04')).toEqual([]);
    expect(await amounts('?to=2026-03-01')).toEqual([100]);
  });

  test('refuses bad filters with a translated 400', async () => {
    const member = await memberWithSession(t.db);
    const backwards = await record(member, '?from=2026-03-05&to=2026-03-01');
    expect([backwards.status, backwards.errorCode]).toEqual([400, 'wallet.record.range']);
    expect(backwards.message).toBe('The start date must not be after the end date.');
    for (const query of ['?from=2026-02-30', '?to=yesterday', '?type=jackpot', '?pageSize=0', '?pageSize=101', '?pageNo=0']) {
      const answer = await record(member, query);
      expect([query, answer.status, answer.errorCode]).toEqual([query, 400, 'request.invalid']);
    }
    const bengali = await memberCall(t.app, '/wps/wallet/transactions?from=2026-03-05&to=2026-03-01', member, 'bn');
    expect(bengali.message).toBe('শুরুর তারিখ শেষের তারিখের পরে হতে পারবে না।');
  });

  test("shows only the member's own movements", async () => {
    const one = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    await adjust(t.app, one, 1_111);
    await adjust(t.app, other, 2_222);
    expect((await record(one)).value.records.map((r) => r.amount)).toEqual([1_111]);
    expect((await record(other)).value.records.map((r) => r.amount)).toEqual([2_222]);
  });
});

test('references come from the keys of docs/wallet.md', () => {
  expect(referenceOf('deposit:D2611230000000001', null)).toBe('D2611230000000001');
  expect(referenceOf('withdrawal:W26112300000000:post', null)).toBe('W26112300000000');
  expect(referenceOf('wallet-transfer:5f0c-aa:void', null)).toBe('5f0c-aa');
  expect(referenceOf('vendor:KSLOT:bet:tx-9:post', null)).toBe('KSLOT/tx-9');
  expect(referenceOf('vendor:KSLOT:bet:tx-9', { round: 'R1' })).toBe('KSLOT/R1');
  expect(referenceOf('vendor:KSLOT:rollback:tx:with:colons', null)).toBe('KSLOT/tx:with:colons');
  expect(referenceOf('adjustment:req-1', { reason: 'internal' })).toBe('req-1');
});
