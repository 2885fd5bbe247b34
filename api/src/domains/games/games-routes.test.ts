import { envelope, testAppForFile } from '../../test/test-app';
import type { GameMenusValue } from '@khela/contracts';

const t = testAppForFile();

const menus = async (merchant?: string) => {
  const response = await t.app.inject({ url: '/lgw/games/game_menus', headers: merchant ? { merchant } : {} });
  expect(response.statusCode).toBe(200);
  return envelope<GameMenusValue>(response).value.menus;
};

test('the demo brand has every category, in menu order', async () => {
  const list = await menus();
  expect(list.map((m) => m.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS', 'PVP', 'ESPORTS', 'FISH', 'ELOTT', 'COCKFIGHT', 'LOTT', 'RUMMY', 'LUDO']);
  // Khela's own book (KBOOK, docs/sportsbook.md "Wiring") leads e-sports, before SPEC's vendor codes.
  expect(list.find((m) => m.gameType === 'ESPORTS')?.vendors.map((v) => v.vassalage)).toEqual(['KBOOK', 'IMES', 'TF', 'IA']);
  expect(list.find((m) => m.gameType === 'COCKFIGHT')?.vendors).toEqual([
    { vassalage: 'HOUSE', displayName: 'Khela Cockfight', gameType: 'COCKFIGHT' },
  ]);
  for (const menu of list) {
    for (const vendor of menu.vendors) expect(vendor.gameType).toBe(menu.gameType);
  }
});

test('categories with no enabled vendor are left out (khela2)', async () => {
  const list = await menus('khela2');
  expect(list.map((m) => m.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS']); // FISH's only vendor is switched off
});

test('switching a vendor off removes an emptied category', async () => {
  await t.db.query("UPDATE merchant_vendors SET enabled = false WHERE merchant_code = 'khela' AND game_type = 'COCKFIGHT'");
  expect((await menus()).map((m) => m.gameType)).not.toContain('COCKFIGHT');
  await t.db.query("UPDATE merchant_vendors SET enabled = true WHERE merchant_code = 'khela' AND game_type = 'COCKFIGHT'");
});
