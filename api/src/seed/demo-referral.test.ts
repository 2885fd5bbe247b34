import type { ReferralPage } from '@khela/contracts/rewards';
import type { PersonalProfit } from '@khela/contracts';
import { createSession } from '../domains/identity/sessions/session-store';
import { findMerchant } from '../platform/merchant/merchant-repo';
import { envelope, testAppForFile } from '../test/test-app';
import { seedDemoReferral } from './demo-referral';

const t = testAppForFile();

test('demo01 has friends in each status, a claimable referral reward and a week of settled bets; written once', async () => {
  expect(await seedDemoReferral(t.db)).toBe(true);
  expect(await seedDemoReferral(t.db)).toBe(false);
  const [demo01] = await t.db.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
  const merchant = await findMerchant(t.db, 'khela');
  const token = await createSession(t.db, { memberId: demo01!.id, merchantCode: 'khela', loginMethod: 'username', settings: merchant!.identity, ip: '10.9.0.1', userAgent: 'jest', passwordConfirmed: true });
  const get = async <T>(url: string) => envelope<T>(await t.app.inject({ url, headers: { authorization: token } })).value;

  const page = await get<ReferralPage>('/wps/rewards/referral');
  expect(page.invitees.map((row) => [row.account, row.status])).toEqual([
    ['fr***01', 'registered'],
    ['fr***02', 'deposited'],
    ['fr***03', 'valid'],
  ]);
  expect(page.tiers[0]!.status).toBe('claimable');

  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const profit = await get<PersonalProfit>(`/wps/game/profit?from=${from}&to=${today}`);
  expect(profit.totals.count).toBe(7);
  expect(profit.totals.net).toBe((195 + 88 + 160 + 15 - (50 + 100 + 40 + 20 + 60 + 80 + 30)) * 100);
  expect(profit.vendors.map((row) => row.vendor)).toEqual(['HOUSE']);
});
