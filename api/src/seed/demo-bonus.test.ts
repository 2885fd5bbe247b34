import { testAppForFile } from '../test/test-app';
import { seedDemoBonus } from './demo-bonus';

const t = testAppForFile();

test('demo01 starts with an active bonus and one waiting, each funded once on its own account', async () => {
  expect(await seedDemoBonus(t.db)).toBe(false);
  const grants = await t.db.query<{ title_en: string; status: string; amount: string; requirement: string; money: string }>(
    `SELECT g.title_en, g.status, g.amount::text, g.requirement::text, a.balance::text AS money
       FROM bonus_grants g JOIN members m ON m.id = g.member_id
       JOIN ledger_accounts a ON a.kind = 'member_bonus' AND a.owner_id = g.member_id AND a.ref = g.id::text
      WHERE m.merchant_code = 'khela' AND m.account = 'demo01' ORDER BY g.id`,
  );
  expect(grants).toEqual([
    { title_en: 'Welcome bonus', status: 'active', amount: '10000', requirement: '100000', money: '10000' },
    { title_en: 'Reload bonus', status: 'queued', amount: '5000', requirement: '50000', money: '5000' },
  ]);
});
