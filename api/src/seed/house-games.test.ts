import { createTestDb, type TestDb } from '../test/test-db';
import { seedHouseGames } from './house-games';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const cockfightVendors = () =>
  t.db.query<{ vendor_code: string; enabled: boolean }>(
    "SELECT vendor_code, enabled FROM merchant_vendors WHERE merchant_code = 'khela' AND game_type = 'COCKFIGHT' ORDER BY vendor_code",
  );

test('the COCKFIGHT category is the house’s arena: vendor HOUSE, game house-cockfight, launched at the house like its other games', async () => {
  expect(await cockfightVendors()).toEqual([{ vendor_code: 'HOUSE', enabled: true }]);
  const [game] = await t.db.query<{ vendor_code: string; name_en: string; name_bn: string; trial_supported: boolean }>(
    "SELECT vendor_code, name_en, name_bn, trial_supported FROM games WHERE game_code = 'house-cockfight'",
  );
  expect(game).toEqual({ vendor_code: 'HOUSE', name_en: 'Khela Cockfight', name_bn: 'খেলা মোরগ লড়াই', trial_supported: true });
  const [vendor] = await t.db.query<{ display_name: string }>("SELECT display_name FROM vendors WHERE code = 'HOUSE' AND game_type = 'COCKFIGHT'");
  expect(vendor!.display_name).toBe('Khela Cockfight');
  // Launched by the house's own launch settings (vendor HOUSE: its /play, HOUSE_VENDOR_SECRET).
  const [launch] = await t.db.query<{ launch_url: string }>("SELECT launch_url FROM vendor_launch_settings WHERE vendor_code = 'HOUSE'");
  expect(launch!.launch_url).toMatch(/:8100\/play$/);
  // No sandbox SV3 any more, so no wallet (and no secret) for it.
  expect(await t.db.query("SELECT 1 FROM vendor_wallets WHERE vendor_code = 'SV3'")).toEqual([]);
});

test('a database made with the sandbox’s SV3 coin flip gets the arena at its next start, and SV3 is switched off at the demo brand', async () => {
  // The database as it was: SV3 offered under COCKFIGHT, the house not there.
  await t.db.query("DELETE FROM games WHERE game_code = 'house-cockfight'");
  await t.db.query("DELETE FROM merchant_vendors WHERE vendor_code = 'HOUSE' AND game_type = 'COCKFIGHT'");
  await t.db.query("DELETE FROM vendors WHERE code = 'HOUSE' AND game_type = 'COCKFIGHT'");
  await t.db.query("DELETE FROM seed_markers WHERE name = 'house-game:house-cockfight'");
  await t.db.query("INSERT INTO vendors (code, game_type, display_name, sort_order) VALUES ('SV3', 'COCKFIGHT', 'Khela Cockfight', 17)");
  await t.db.query("INSERT INTO merchant_vendors (merchant_code, vendor_code, game_type, enabled) VALUES ('khela', 'SV3', 'COCKFIGHT', true)");

  expect(await seedHouseGames(t.db)).toBe(1);
  expect(await cockfightVendors()).toEqual([{ vendor_code: 'HOUSE', enabled: true }, { vendor_code: 'SV3', enabled: false }]);
  expect(await t.db.query("SELECT vendor_code FROM games WHERE game_code = 'house-cockfight'")).toEqual([{ vendor_code: 'HOUSE' }]);
  // Once: an operator who switches SV3 on again keeps it on.
  await t.db.query("UPDATE merchant_vendors SET enabled = true WHERE vendor_code = 'SV3'");
  expect(await seedHouseGames(t.db)).toBe(0);
  expect((await cockfightVendors()).find((v) => v.vendor_code === 'SV3')!.enabled).toBe(true);
});
