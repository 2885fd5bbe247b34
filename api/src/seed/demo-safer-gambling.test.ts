import type { SaferOverview } from '@khela/contracts/safer-gambling';
import { envelope, testAppForFile } from '../test/test-app';
import { findMerchant } from '../platform/merchant/merchant-repo';
import { createSession } from '../domains/identity/sessions/session-store';
import { seedDemoSaferGambling } from './demo-safer-gambling';

const t = testAppForFile();

test('demo01 has deposit limits on a fresh start, written once; the page reads them', async () => {
  expect(await seedDemoSaferGambling(t.db)).toBe(false);
  const [demo01] = await t.db.query<{ id: string }>("SELECT id::text FROM members WHERE merchant_code = 'khela' AND account = 'demo01'");
  const merchant = (await findMerchant(t.db, 'khela'))!;
  const token = await createSession(t.db, { memberId: demo01!.id, merchantCode: 'khela', loginMethod: 'username', settings: merchant.identity, ip: '10.9.0.1', userAgent: 'jest', passwordConfirmed: true });
  const response = await t.app.inject({ method: 'GET', url: '/wps/safer-gambling', headers: { authorization: token, language: 'en' } });
  const view = envelope<SaferOverview>(response).value;
  expect(view.promptDue).toBe(false);
  expect(view.limits.filter((l) => l.kind === 'deposit').map((l) => l.amount)).toEqual([5_000_000, 20_000_000, 50_000_000]);
  expect(view.exclusion).toBeNull();
});
