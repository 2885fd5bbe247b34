import { testAppForFile } from '../test/test-app';
import { findMemberByAccount } from '../domains/identity';
import { pointsAccount } from '../domains/wallet';
import { DEMO_POINTS_SEED, seedDemoPoints } from './demo-points';

/** The demo points mall (docs/rewards.md): rates, items, demo01's 2,350 points with one shipped and one In Process T-shirt; once per database. */
const t = testAppForFile();

test('a fresh start has the rates, the rewards and demo01’s points history, written once', async () => {
  expect(await seedDemoPoints(t.db)).toBe(false);
  const [marker] = await t.db.query('SELECT 1 FROM seed_markers WHERE name = $1', [DEMO_POINTS_SEED]);
  expect(marker).toBeDefined();
  const rates = await t.db.query<{ game_type: string; rate_milli: number }>("SELECT game_type, rate_milli FROM points_rates WHERE merchant_code = 'khela' ORDER BY game_type");
  expect(Object.fromEntries(rates.map((r) => [r.game_type, Number(r.rate_milli)]))).toMatchObject({ RNG: 1000, FISH: 1000, SPORTS: 500, LOTT: 200 });
  // The house games' bets carry these types: each one earns.
  const houseTypes = await t.db.query<{ game_type: string }>("SELECT DISTINCT game_type FROM games WHERE vendor_code = 'HOUSE'");
  for (const { game_type: type } of houseTypes) expect(rates.map((r) => r.game_type)).toContain(type);

  const items = await t.db.query<{ kind: string; name_en: string; stock: number | null }>("SELECT kind, name_en, stock FROM mall_items WHERE merchant_code = 'khela' ORDER BY sort");
  expect(items.map((i) => i.kind)).toEqual(['bonus_cash', 'bonus_cash', 'free_rounds', 'goods', 'goods']);
  expect(items.find((i) => i.name_en === 'Khela T-shirt')?.stock).toBe(18);

  const demo01 = await findMemberByAccount(t.db, 'khela', 'demo01');
  expect(await t.app.ledger.available(pointsAccount('khela', demo01!.id))).toBe(2_350n);
  const statuses = await t.db.query<{ status: string }>('SELECT status FROM mall_redemptions WHERE member_id = $1 ORDER BY id', [demo01!.id]);
  expect(statuses.map((s) => s.status)).toEqual(['APPROVED', 'IN_PROCESS']);
});
