import { createTestDb, type TestDb } from '../test/test-db';
import { sandboxSeamlessVendors, seedVendorWallets } from './demo-vendor-wallets';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const wallets = () => t.db.query<{ code: string; name: string; mode: string; secret: string }>('SELECT vendor_code AS code, name, mode, secret FROM vendor_wallets ORDER BY vendor_code');

test('every launchable demo vendor has a wallet: HOUSE, KSPORT and IMES as before, the rest seamless with the sandbox secret', async () => {
  const byCode = new Map((await wallets()).map((w) => [w.code, w]));
  expect(byCode.get('HOUSE')).toMatchObject({ mode: 'seamless', secret: 'house-vendor-secret' });
  expect(byCode.get('KSPORT')).toMatchObject({ mode: 'transfer' });
  expect(byCode.get('IMES')).toMatchObject({ mode: 'transfer' });
  const seamless = sandboxSeamlessVendors().map((v) => v.code).sort();
  expect(seamless).toEqual(['BGS', 'CQ9', 'EG2', 'FC', 'IA', 'JDB', 'JL', 'KCARD', 'KCRIC', 'KFISH', 'KJACK', 'KLIVE', 'KLUDO', 'KOCEAN', 'KREEL', 'KRUMMY', 'KSLOT', 'KTABLE', 'KTEEN', 'PG', 'PT', 'TF']);
  // Cockfight is the house's arena (vendor HOUSE): the sandbox no longer plays SV3.
  expect(byCode.has('SV3')).toBe(false);
  for (const code of seamless) expect(byCode.get(code)).toMatchObject({ mode: 'seamless', secret: 'sandbox-vendor-secret' });
  expect(byCode.get('KSLOT')!.name).toBe('Khela Slots');
  // The lottery vendors are shown by the site's own pages, never launched.
  for (const lottery of ['KELOTT', 'TCG_LOTTO_VN', 'TCG_SEA']) expect(byCode.has(lottery)).toBe(false);
});

test("a database from before gets the missing rows on its next start; the environment's secret is written over existing rows", async () => {
  await t.db.query("DELETE FROM vendor_wallets WHERE vendor_code = 'KSLOT'");
  await t.db.query("UPDATE vendor_wallets SET secret = 'old', name = 'Renamed by an operator' WHERE vendor_code = 'KREEL'");
  await seedVendorWallets(t.db, { SANDBOX_VENDOR_SECRET: 'from-env', VENDOR_SECRET_KTEEN: 'kteen-own', HOUSE_VENDOR_SECRET: 'house-env' });
  const byCode = new Map((await wallets()).map((w) => [w.code, w]));
  expect(byCode.get('KSLOT')).toMatchObject({ mode: 'seamless', secret: 'from-env' });
  // A changed secret takes effect on restart; what an operator changed otherwise stays.
  expect(byCode.get('KREEL')).toMatchObject({ secret: 'from-env', name: 'Renamed by an operator' });
  expect(byCode.get('KTEEN')!.secret).toBe('kteen-own');
  expect(byCode.get('HOUSE')!.secret).toBe('house-env');
});
