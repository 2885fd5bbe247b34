import { testAppForFile } from '../../../../test/test-app';
import { memberWithSession } from '../../../../test/members';
import { grantAccount, mainWallet } from '../../../wallet';
import type { FeedRow } from '../feed';
import { awardBonus, issueGrant, wageringRequirement } from '../grants';
import { RewardsCore } from '../rewards-core';

const MERCHANT = 'khela';
const now = new Date('2026-11-27T06:00:00Z');

let sequence = 0;
async function settledBet(db: { query: (sql: string, params?: unknown[]) => Promise<unknown> }, memberId: string, stake: number, payout: number, status: 'open' | 'settled' = 'settled'): Promise<string> {
  const tx = `feed-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;
  await db.query(
    `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, settled_at)
     VALUES ('HOUSE', $1, $2, $3, $1, 'dice', 'RNG', $4, $5, $6, CASE WHEN $6 = 'settled' THEN now() END)`,
    [tx, MERCHANT, memberId, stake, status === 'settled' ? payout : null, status],
  );
  return tx;
}

describe('rewards core: the settled-bet feed and grants', () => {
  const t = testAppForFile();
  const seen: FeedRow[] = [];

  beforeAll(() => {
    t.app.rewards.registerFeedConsumer({ name: 'test-recorder', apply: async (_tx, _member, rows) => void seen.push(...rows) });
  });
  beforeEach(() => void (seen.length = 0));

  it('feeds every bet once when it settles, whoever writes it, and never a rolled-back one', async () => {
    const member = await memberWithSession(t.db, { prefix: 'fd' });
    const inserted = await settledBet(t.db, member.id, 1000, 0);
    const opened = await settledBet(t.db, member.id, 500, 0, 'open');
    const rolledBack = await settledBet(t.db, member.id, 700, 0, 'open');
    await t.db.query("UPDATE bets SET status = 'settled', payout = 1500, settled_at = now() WHERE transaction_id = $1", [opened]);
    // A settled bet touched again (a correction of its payout) is not fed twice.
    await t.db.query('UPDATE bets SET payout = 1600, status = status WHERE transaction_id = $1', [opened]);
    await t.db.query("UPDATE bets SET status = 'rolled_back', payout = 0 WHERE transaction_id = $1", [rolledBack]);

    expect(await t.app.rewards.drainAll()).toBe(2);
    expect(seen.map((row) => row.transactionId).sort()).toEqual([inserted, opened].sort());
    expect(seen.find((row) => row.transactionId === opened)).toMatchObject({ stake: 500n, payout: 1500n, gameType: 'RNG', memberId: member.id });
    expect(await t.app.rewards.drainAll()).toBe(0);
  });

  it("drains one member's own rows inside a caller's transaction, leaving the others to the worker", async () => {
    const [a, b] = [await memberWithSession(t.db, { prefix: 'fa' }), await memberWithSession(t.db, { prefix: 'fb' })];
    await settledBet(t.db, a.id, 100, 200);
    await settledBet(t.db, b.id, 300, 0);
    const member = await t.db.transaction((tx) => t.app.rewards.drainMember(tx, MERCHANT, a.id));
    expect(member).toMatchObject({ memberId: a.id, vipLevel: 0 });
    expect(seen.map((row) => row.memberId)).toEqual([a.id]);
    expect(await t.app.rewards.drainAll()).toBe(1);
    expect(seen.map((row) => row.memberId)).toEqual([a.id, b.id]);
  });

  it('rolls a failed batch back whole: the rows stay for the next pass', async () => {
    const member = await memberWithSession(t.db, { prefix: 'ff' });
    await settledBet(t.db, member.id, 100, 0);
    let fail = true;
    t.app.rewards.registerFeedConsumer({ name: `failing-once-${member.id}`, apply: async () => { if (fail) throw new Error('consumer down'); } });
    await expect(t.app.rewards.drainAll()).rejects.toThrow('consumer down');
    fail = false;
    seen.length = 0;
    expect(await t.app.rewards.drainAll()).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('issues a grant once per source, funds its own account, and queues the next behind the active one', async () => {
    const member = await memberWithSession(t.db, { prefix: 'gr' });
    const request = { merchantCode: MERCHANT, memberId: member.id, source: 'operator' as const, sourceRef: `test-${member.id}-1`, titleEn: 'Welcome', titleBn: 'স্বাগতম', amount: 10_000n, wagering: { multipleX100: 1050, categories: ['RNG'], expiryDays: 7 } };
    const first = await t.db.transaction((tx) => issueGrant(tx, t.app.ledger, request, now));
    const again = await t.db.transaction((tx) => issueGrant(tx, t.app.ledger, request, now));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'active', requirement: 105_000n, activatedAt: now, expiresAt: new Date('2026-12-04T06:00:00Z') });
    expect(await t.app.ledger.available(grantAccount(MERCHANT, member.id, first.id))).toBe(10_000n);

    const queued = await t.db.transaction((tx) => issueGrant(tx, t.app.ledger, { ...request, sourceRef: `test-${member.id}-2` }, now));
    expect(queued).toMatchObject({ status: 'queued', activatedAt: null, expiresAt: null });
    for (const n of [3, 4]) await t.db.transaction((tx) => issueGrant(tx, t.app.ledger, { ...request, sourceRef: `test-${member.id}-${n}` }, now));
    await expect(t.db.transaction((tx) => issueGrant(tx, t.app.ledger, { ...request, sourceRef: `test-${member.id}-5` }, now))).rejects.toMatchObject({ errorCode: 'bonus.queue.full' });
    const rows = await t.db.query<{ count: string }>('SELECT count(*)::text AS count FROM bonus_grants WHERE member_id = $1', [member.id]);
    expect(rows[0]?.count).toBe('4');
  });

  it('pays a reward without wagering straight to the main wallet, once per key', async () => {
    const member = await memberWithSession(t.db, { prefix: 'pr' });
    const grant = { merchantCode: MERCHANT, memberId: member.id, source: 'reward' as const, sourceRef: `gift-${member.id}`, titleEn: 'Gift', titleBn: 'উপহার', amount: 2_500n, wagering: { multipleX100: 0, categories: [], expiryDays: 7 } };
    const paid = await t.db.transaction((tx) => awardBonus(tx, t.app.ledger, grant, { key: `reward:gift-${member.id}`, kind: 'bonus' }, now));
    await t.db.transaction((tx) => awardBonus(tx, t.app.ledger, grant, { key: `reward:gift-${member.id}`, kind: 'bonus' }, now));
    expect(paid).toMatchObject({ kind: 'cash', amount: 2_500n });
    expect(await t.app.ledger.available(mainWallet(MERCHANT, member.id))).toBe(2_500n);
  });

  it('runs the worker soon after a nudge, and a stream of nudges does not hold it back', async () => {
    const member = await memberWithSession(t.db, { prefix: 'nw' });
    const worker = new RewardsCore(t.db);
    const applied: string[] = [];
    worker.registerFeedConsumer({ name: 'nudge-recorder', apply: async (_tx, _member, rows) => void applied.push(...rows.map((row) => row.transactionId)) });
    // The app's own worker is not started under jest; this one takes the rows.
    const tx = await settledBet(t.db, member.id, 100, 0);
    worker.start();
    try {
      // Nudged every 20 ms (bets settling all the time): the pass must still happen while the nudges go on.
      for (let i = 0; i < 40 && !applied.includes(tx); i += 1) {
        worker.nudge();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(applied).toContain(tx);
    } finally {
      await worker.stop();
    }
  });

  it('rounds a requirement up', () => {
    expect(wageringRequirement(2000, 333n)).toBe(6_660n);
    expect(wageringRequirement(150, 333n)).toBe(500n);
    expect(wageringRequirement(0, 333n)).toBe(0n);
  });
});
