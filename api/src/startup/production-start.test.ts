import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { migrate } from '../platform/db/migrate';
import { openPgliteDb } from '../platform/db/pglite-db';
import { prepareDatabase } from '../seed/prepare-database';
import { runUntilExit, startService } from '../test/spawn-service';
import { createRawTestDb, createTestDb, testEngine } from '../test/test-db';
import { payloadKeyFromPem } from '../platform/sealed-payload/payload-keys';
import { applyStartSecrets } from './start-secrets';

/**
 * Production mode (README "Running in production"): the services refuse to start without strong
 * secrets, naming every failing variable; with them the api serves the site from a fresh database
 * that holds no demo data. The processes are the real entries (test/spawn-service.ts).
 */
jest.setTimeout(240_000);

const scratch = () => mkdtempSync(path.join(tmpdir(), 'khela-production-'));
const strong = () => randomBytes(32).toString('hex');

// Processes on PGlite: the PostgreSQL run of the suite has nothing to add here.
const spawned = testEngine() === 'pg' ? describe.skip : describe;

spawned('the services in production', () => {
  test('the api with no secrets exits non-zero naming every missing one', async () => {
    const { code, output } = await runUntilExit('api', { NODE_ENV: 'production', DATA_DIR: path.join(scratch(), 'db') });
    expect(code).toBe(1);
    for (const name of ['PAYMENT_GATEWAY_SECRET', 'PAYLOAD_PRIVATE_KEY', 'HOUSE_VENDOR_SECRET', 'SPORTSBOOK_VENDOR_SECRET']) expect(output).toContain(`- ${name}: not set`);
    expect(output).not.toContain('OPERATOR_TOKEN'); // optional: without it only operator accounts get in
  });

  test('the api refuses documented defaults, weak and shared values, each with its reason', async () => {
    const { code, output } = await runUntilExit('api', {
      NODE_ENV: 'production',
      DATA_DIR: path.join(scratch(), 'db'),
      PAYMENT_GATEWAY_SECRET: 'sandbox-pay-secret',
      HOUSE_VENDOR_SECRET: 'house-vendor-secret',
      SPORTSBOOK_VENDOR_SECRET: 'sportsbook-vendor-secret',
      OPERATOR_TOKEN: 'e2e-operator-token',
      PAYLOAD_PRIVATE_KEY: 'not a key',
      PAYMENT_GATEWAY_URL: 'https://pay.example',
    });
    expect(code).toBe(1);
    expect(output).toContain('- PAYMENT_GATEWAY_SECRET: is a documented default');
    expect(output).toContain('- HOUSE_VENDOR_SECRET: is a documented default');
    expect(output).toContain('- SPORTSBOOK_VENDOR_SECRET: is a documented default');
    expect(output).toContain('- OPERATOR_TOKEN: is a documented default');
    expect(output).toContain('- PAYLOAD_PRIVATE_KEY: is not a usable PEM private key');
    expect(output).toContain('- PUBLIC_API_URL: not set');
  });

  test('the api with strong secrets serves the site from a fresh database with no demo data', async () => {
    const dir = scratch();
    const siteDir = path.join(dir, 'site');
    mkdirSync(siteDir);
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Khela production</title>');
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    writeFileSync(path.join(dir, 'payload.pem'), pem);
    const houseSecret = randomBytes(32).toString('base64');
    writeFileSync(path.join(dir, 'house-secret'), `${houseSecret}\n`);
    const bookSecret = randomBytes(32).toString('base64');
    writeFileSync(path.join(dir, 'book-secret'), `${bookSecret}\n`);
    const operatorToken = strong();
    const api = await startService('api', {
      NODE_ENV: 'production',
      DATA_DIR: path.join(dir, 'db'),
      SITE_DIR: siteDir,
      PAYMENT_GATEWAY_SECRET: strong(),
      PAYLOAD_PRIVATE_KEY_FILE: path.join(dir, 'payload.pem'),
      HOUSE_VENDOR_SECRET_FILE: path.join(dir, 'house-secret'),
      SPORTSBOOK_VENDOR_SECRET_FILE: path.join(dir, 'book-secret'),
      OPERATOR_TOKEN: operatorToken,
    });
    try {
      const operator = { 'x-operator-token': operatorToken };
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
      // The API's map and the process figures are for operators only.
      for (const address of ['/docs', '/docs/json', '/metrics']) {
        expect((await fetch(`${api.url}${address}`)).status).toBe(403);
        expect((await fetch(`${api.url}${address}`, { headers: { 'x-operator-token': strong() } })).status).toBe(403);
      }
      expect((await fetch(`${api.url}/metrics`, { headers: operator })).status).toBe(200);
      expect((await fetch(`${api.url}/docs/json`, { headers: operator })).status).toBe(200);

      // No brand yet: the operator opens one, and the site answers for it.
      expect((await fetch(`${api.url}/wps/system/config`)).status).toBe(404);
      const opened = await fetch(`${api.url}/ops/merchants`, {
        method: 'POST',
        headers: { ...operator, 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'khela', name: 'Khela', mainDomain: 'khela.example' }),
      });
      expect(opened.status).toBe(200);
      const config = (await (await fetch(`${api.url}/wps/system/config`)).json()) as { success: boolean; value: { merchant: { code: string } } };
      expect(config).toMatchObject({ success: true, value: { merchant: { code: 'khela' } } });
      expect(await (await fetch(`${api.url}/`)).text()).toContain('Khela production');
      // The sealed-payload key is the one from the environment.
      const key = (await (await fetch(`${api.url}/wps/session/publicKey`)).json()) as { value: { keyId: string } };
      expect(key.value.keyId).toBe(payloadKeyFromPem(pem).keyId);
    } finally {
      await api.stop();
    }

    const db = await openPgliteDb(path.join(dir, 'db'));
    try {
      expect(await db.query('SELECT account FROM members')).toEqual([]);
      expect(await db.query('SELECT vendor_code, secret FROM vendor_wallets ORDER BY vendor_code')).toEqual([
        { vendor_code: 'HOUSE', secret: houseSecret },
        { vendor_code: 'KBOOK', secret: bookSecret },
      ]);
      expect(await db.query('SELECT code FROM vendors')).toEqual([]);
      expect(await db.query('SELECT key_id FROM payload_keys')).toEqual([]);
      expect(await db.query('SELECT name FROM seed_markers')).toEqual([{ name: 'production' }]);
      expect(await db.query("SELECT operator_name, action FROM operator_actions WHERE action = 'merchant.create'")).toEqual([{ operator_name: 'system', action: 'merchant.create' }]);
    } finally {
      await db.close();
    }
  });

  test('the house without its secret and the api address exits non-zero naming both', async () => {
    const { code, output } = await runUntilExit('house', { NODE_ENV: 'production', HOUSE_DATA_DIR: path.join(scratch(), 'house') });
    expect(code).toBe(1);
    expect(output).toContain('- HOUSE_VENDOR_SECRET: not set');
    expect(output).toContain('- API_URL: not set');
  });

  test('the sportsbook without its secrets and the api address exits non-zero naming them; its documented defaults are refused', async () => {
    const bare = await runUntilExit('sportsbook', { NODE_ENV: 'production', SPORTSBOOK_DATA_DIR: path.join(scratch(), 'book') });
    expect(bare.code).toBe(1);
    for (const name of ['SPORTSBOOK_VENDOR_SECRET', 'SPORTSBOOK_OPS_TOKEN', 'API_URL']) expect(bare.output).toContain(`- ${name}: not set`);
    const defaults = await runUntilExit('sportsbook', {
      NODE_ENV: 'production',
      SPORTSBOOK_DATA_DIR: path.join(scratch(), 'book'),
      SPORTSBOOK_VENDOR_SECRET: 'sportsbook-vendor-secret',
      SPORTSBOOK_OPS_TOKEN: 'sportsbook-ops-token',
      API_URL: 'http://127.0.0.1:1',
    });
    expect(defaults.code).toBe(1);
    expect(defaults.output).toContain('- SPORTSBOOK_VENDOR_SECRET: is a documented default');
    expect(defaults.output).toContain('- SPORTSBOOK_OPS_TOKEN: is a documented default');
  });

  test('the sandbox refuses to start in production at all', async () => {
    const { code, output } = await runUntilExit('sandbox', { NODE_ENV: 'production', SANDBOX_PAY_SECRET: strong(), SANDBOX_VENDOR_SECRET: strong() });
    expect(code).toBe(1);
    expect(output).toContain('khela sandbox refuses to start in production');
  });
});

describe('a database is production or demo, never both', () => {
  test('production refuses a database holding the demo data', async () => {
    const demo = await createTestDb();
    try {
      await expect(prepareDatabase(demo.db, { NODE_ENV: 'production' })).rejects.toThrow(/holds the demo data/);
    } finally {
      await demo.cleanup();
    }
  });

  test('a demo start (or an operator command without NODE_ENV) seeds nothing into a production database', async () => {
    const fresh = await createRawTestDb();
    try {
      await prepareDatabase(fresh.db, { NODE_ENV: 'production' });
      await expect(prepareDatabase(fresh.db, {})).rejects.toThrow(/production deployment/);
      expect(await fresh.db.query('SELECT 1 FROM members')).toEqual([]);
      expect(await fresh.db.query('SELECT 1 FROM merchants')).toEqual([]);
    } finally {
      await fresh.cleanup();
    }
  });
});

test('every vendor with a wallet needs its own secret, and no two secrets may be the same', async () => {
  const fresh = await createRawTestDb();
  try {
    await prepareDatabase(fresh.db, { NODE_ENV: 'production' });
    await fresh.db.query("INSERT INTO vendor_wallets (vendor_code, name, mode, secret) VALUES ('KSPORT', 'Sports', 'transfer', 'placeholder')");
    const gateway = strong();
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const env = { NODE_ENV: 'production', PAYMENT_GATEWAY_SECRET: gateway, PAYLOAD_PRIVATE_KEY: pem, HOUSE_VENDOR_SECRET: gateway, SPORTSBOOK_VENDOR_SECRET: strong() };
    await expect(applyStartSecrets(fresh.db, env)).rejects.toThrow(/- VENDOR_SECRET_KSPORT: not set[\s\S]*- HOUSE_VENDOR_SECRET: has the same value as PAYMENT_GATEWAY_SECRET/);
    const ksport = strong();
    const started = await applyStartSecrets(fresh.db, { ...env, HOUSE_VENDOR_SECRET: strong(), VENDOR_SECRET_KSPORT: ksport });
    expect(started).toMatchObject({ production: true, operatorToken: null, payments: { gatewayUrl: null, gatewaySecret: gateway } });
    const [row] = await fresh.db.query<{ secret: string }>("SELECT secret FROM vendor_wallets WHERE vendor_code = 'KSPORT'");
    expect(row!.secret).toBe(ksport);
  } finally {
    await fresh.cleanup();
  }
});

describe('/docs and /metrics', () => {
  const guarded = (production: boolean) => async () => {
    const { db, cleanup } = await createRawTestDb();
    await migrate(db);
    const operatorToken = strong();
    const app = await buildApp({ db, production, operatorToken, siteDir: null });
    try {
      for (const url of ['/docs', '/docs/json', '/metrics']) {
        const anonymous = await app.inject({ method: 'GET', url });
        const operator = await app.inject({ method: 'GET', url, headers: { 'x-operator-token': operatorToken } });
        expect([url, anonymous.statusCode]).toEqual([url, production ? 403 : 200]);
        if (production) expect(JSON.parse(anonymous.body)).toMatchObject({ errorCode: 'operator.forbidden' });
        expect([url, operator.statusCode]).toEqual([url, 200]);
      }
    } finally {
      await app.close();
      await cleanup();
    }
  };
  test('need operator sign-in in production', guarded(true));
  test('stay public in the demo', guarded(false));
});
