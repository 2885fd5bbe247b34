import type { VipPage } from '@khela/contracts/rewards';
import { envelope, testAppForFile } from '../test/test-app';
import { findMerchant } from '../platform/merchant/merchant-repo';
import { createSession } from '../domains/identity/sessions/session-store';
import { DEMO_VIP_LADDER, seedDemoVip } from './demo-vip';

const t = testAppForFile();

test('the demo brand has VIP0…VIP5 on and demo01 at VIP1 on the way to VIP2, written once, no money moved', async () => {
  expect(await seedDemoVip(t.db)).toBe(false);
  const ladder = await t.db.query<{ level: number; label: string; upgrade_valid_bet: string; upgrade_deposit: string }>(
    "SELECT level, label, upgrade_valid_bet::text, upgrade_deposit::text FROM vip_levels WHERE merchant_code = 'khela' ORDER BY level",
  );
  expect(ladder.map((rung) => rung.level)).toEqual([0, 1, 2, 3, 4, 5]);
  expect(ladder[1]).toEqual({ level: 1, label: 'VIP1', upgrade_valid_bet: '300000', upgrade_deposit: '100000' });
  const [demo01] = await t.db.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
  const merchant = (await findMerchant(t.db, 'khela'))!;
  const token = await createSession(t.db, { memberId: demo01!.id, merchantCode: 'khela', loginMethod: 'username', settings: merchant.identity, ip: '10.9.0.1', userAgent: 'jest', passwordConfirmed: true });
  const response = await t.app.inject({ method: 'GET', url: '/wps/rewards/vip', headers: { authorization: token, language: 'bn' } });
  const page = envelope<VipPage>(response).value;
  expect(page).toMatchObject({ hasVip: true, level: 1, label: 'VIP1', counters: { validBet: 1_250_000, deposit: 320_000 }, next: { level: 2, validBet: 3_000_000, deposit: 500_000 } });
  expect(page.levels.map((rung) => rung.name)).toEqual(DEMO_VIP_LADDER.map((rung) => rung.nameBn));
  expect(page.keep).toMatchObject({ validBet: 420_000, deposit: 120_000, requiredValidBet: 100_000, requiredDeposit: 50_000, relegation: false });
  expect(await t.db.query("SELECT 1 FROM reward_items WHERE source = 'vip'")).toEqual([]);
});
