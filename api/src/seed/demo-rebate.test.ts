import type { RebatePage } from '@khela/contracts/rewards';
import { createSession } from '../domains/identity/sessions/session-store';
import { mainWallet } from '../domains/wallet';
import { findMerchant } from '../platform/merchant/merchant-repo';
import { testAppForFile } from '../test/test-app';
import { DEMO_ACCOUNTS } from './demo-members';
import { seedDemo01Rebate } from './demo-rebate';

/** Manual rebate's demo (docs/rewards.md "Manual rebate"): the rates every demo start has, demo01's two claims and a rebate to claim. */
const t = testAppForFile();

test('demo01 has two past claims paid through the ledger and a rebate to claim at VIP0’s rates; once per database', async () => {
  const rates = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rebate_rates WHERE merchant_code = 'khela'");
  expect(rates[0]!.n).toBe(7 * (9 + 1)); // 9 game types and the house slots, for VIP 0…6
  const [demo01] = await t.db.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = $1", [DEMO_ACCOUNTS.player.account]);
  // A demo start makes demo01's rebate history before the VIP seed lifts them to VIP1 (prepare-database.ts):
  // here the whole seed has run, so put them back at VIP0 for the claims.
  await t.db.query('UPDATE reward_members SET vip_level = 0 WHERE member_id = $1', [demo01!.id]);
  expect(await seedDemo01Rebate(t.db)).toBe(true);
  expect(await seedDemo01Rebate(t.db)).toBe(false);

  const claims = await t.db.query<{ paid: string; ledger_key: string }>('SELECT paid::text, ledger_key FROM rebate_claims WHERE member_id = $1 ORDER BY id', [demo01!.id]);
  // 3 days ago: ৳24,000 house slots at 0.35 % + ৳6,500 live at 0.2 %; yesterday: ৳12,000 house slots, ৳3,000 fishing at 0.3 %, ৳5,000 sports at 0.15 %.
  expect(claims).toEqual([
    { paid: '9700', ledger_key: `rebate:${demo01!.id}:demo-1` },
    { paid: '5850', ledger_key: `rebate:${demo01!.id}:demo-2` },
  ]);
  expect(await t.app.ledger.available(mainWallet('khela', demo01!.id))).toBeGreaterThanOrEqual(15_550n);

  const merchant = await findMerchant(t.db, 'khela');
  const token = await createSession(t.db, { memberId: demo01!.id, merchantCode: 'khela', loginMethod: 'username', settings: merchant!.identity, ip: '10.9.0.1', userAgent: 'jest', passwordConfirmed: false });
  const page = (await t.app.inject({ method: 'GET', url: '/wps/rewards/rebate', headers: { authorization: token, language: 'en' } })).json<{ value: RebatePage }>();
  expect(page.value).toMatchObject({ total: 4_375, claimable: 4_375, refusal: null, minClaim: 100 });
  expect(page.value.lines.map((line) => `${line.gameType}:${line.vendorCode}:${line.amount}`)).toEqual(['LIVE::800', 'PVP::600', 'RNG:HOUSE:2975']);
});
