import { testAppForFile } from '../test/test-app';
import { seedDemoRewardCenter } from './demo-reward-center';

const t = testAppForFile();

test("demo01 starts with one claimable gift (and a finished mission) in the reward center, written once, with no money moved", async () => {
  expect(await seedDemoRewardCenter(t.db)).toBe(false);
  const items = await t.db.query<{ source: string; status: string; amount: string; amount_kind: string; member_id: string }>(
    `SELECT i.source, i.status, i.amount::text, i.amount_kind, i.member_id::text FROM reward_items i JOIN members m ON m.id = i.member_id
      WHERE m.merchant_code = 'khela' AND m.account = 'demo01'`,
  );
  expect(items).toMatchObject([{ source: 'operator', status: 'claimable', amount: '5000', amount_kind: 'cash' }]);
  const summary = await t.app.rewardCenter.summary({ merchantCode: 'khela', memberId: items[0]!.member_id });
  // The gift, and demo01's daily mission the missions seed marks done today (docs/rewards.md).
  expect(summary.rewardCenter).toBe(2);
  expect(await t.db.query("SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE 'reward:%'")).toEqual([]);
});
