import { listOperatorActions } from '../domains/operator/operator-actions-record';
import { findMerchant } from '../platform/merchant/merchant-repo';
import { prepareDatabase } from '../seed/prepare-database';
import { createRawTestDb, type TestDb } from '../test/test-db';
import { type DatabaseCommand, httpCallOf, runOnDatabase } from './operator-backends';
import { parseOperatorCommand, parseWindow } from './operator-command';
import { runOperator } from './run-operator';

/** The operator commands a fresh production deployment needs: its first operator, its first brand, rotations. */
describe('operator CLI for production', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createRawTestDb();
    await prepareDatabase(t.db, { NODE_ENV: 'production' });
  });
  afterAll(() => t.cleanup());

  test('a fresh production database gets its first operator and brand from the CLI, both recorded', async () => {
    const admin = await runOnDatabase(t.db, parseOperatorCommand(['operators', 'add', 'chief', '--role', 'admin']) as DatabaseCommand, { password: 'a long operator password' });
    expect(admin).toMatchObject({ username: 'chief', role: 'admin', merchant: null });
    const brand = await runOnDatabase(t.db, parseOperatorCommand(['brands', 'add', 'khela', '--name', 'Khela', '--domain', 'khela.com.bd', '--languages', 'bn,en']) as DatabaseCommand);
    expect(brand).toEqual({ code: 'khela', name: 'Khela', mainDomain: 'khela.com.bd', currency: 'BDT', languages: ['bn', 'en'] });
    expect(await findMerchant(t.db, 'khela')).toMatchObject({ defaultLanguage: 'bn', mainDomain: 'khela.com.bd', whitelabelSwitches: { USERNAMEREG3: true } });
    await expect(runOnDatabase(t.db, parseOperatorCommand(['brands', 'add', 'khela', '--name', 'Again', '--domain', 'x.example']) as DatabaseCommand)).rejects.toMatchObject({ errorCode: 'operator.brand.taken' });
    const actions = await listOperatorActions(t.db, null, { pageNo: 1, pageSize: 10 });
    expect(actions.records.map((r) => r.action).sort()).toEqual(['merchant.create', 'operator.create']);
    expect(await t.db.query('SELECT 1 FROM members')).toEqual([]);
  });

  test('rotate and brands parse to their /ops calls; the next secret never comes from argv', () => {
    expect(parseWindow('24h')).toBe(86_400);
    expect(parseWindow('90')).toBe(90);
    expect(() => parseWindow('31d')).toThrow(/--window/);
    expect(() => parseOperatorCommand(['rotate', 'gateway'])).toThrow(/--window/);
    expect(httpCallOf(parseOperatorCommand(['rotate', 'vendor', 'HOUSE', '--window', '30m']), { nextSecret: 'n' })).toEqual({
      method: 'POST', path: '/ops/secrets/vendors/HOUSE/next', body: { secret: 'n', windowSeconds: 1800 },
    });
    expect(httpCallOf(parseOperatorCommand(['rotate', 'gateway', '--window', '1d']), { nextSecret: 'n' }).path).toBe('/ops/secrets/gateway/next');
    expect(httpCallOf(parseOperatorCommand(['brands', 'add', 'k2', '--name', 'K', '--domain', 'k.example']))).toEqual({
      method: 'POST', path: '/ops/merchants', body: { code: 'k2', name: 'K', mainDomain: 'k.example' },
    });
    expect(() => parseOperatorCommand(['brands', 'add', 'k2', '--name', 'K'])).toThrow(/--domain/);
  });

  test('--database writes beside a running server only on PostgreSQL (PGlite allows one process per folder)', async () => {
    const argv = ['operators', 'add', 'chief2', '--role', 'admin', '--database'];
    await expect(runOperator(argv, { NODE_ENV: 'production', API_URL: 'http://127.0.0.1:1' }, { password: async () => 'a long operator password' })).rejects.toThrow(
      /--database needs DATABASE_URL/,
    );
  });
});
