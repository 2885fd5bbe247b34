import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { listOperatorActions } from '../domains/operator/operator-actions-record';
import { ApiError } from '../platform/errors';
import { translate } from '../platform/i18n/translate';
import '../domains/games/messages';
import '../domains/payments/messages';
import { prepareDatabase } from '../seed/prepare-database';
import { checkProductionSecrets } from '../startup/start-secrets';
import { memberWithSession } from '../test/members';
import { createRawTestDb, type TestDb } from '../test/test-db';
import { type DatabaseCommand, runOnDatabase } from './operator-backends';
import { parseOperatorCommand } from './operator-command';

/**
 * A production brand built from operator commands alone (README "Setting up a brand from commands"):
 * a fresh production database (nothing seeded), then its brand, vendor, game, channels and limits
 * through the CLI's commands, and a member launches the game.
 */
describe('a production brand from operator commands only', () => {
  let t: TestDb;
  let app: FastifyInstance;
  const slotsSecret = randomBytes(32).toString('hex');
  const env = { NODE_ENV: 'production', VENDOR_SECRET_PSLOT: slotsSecret };
  const run = (argv: string[], runEnv: Record<string, string | undefined> = env) =>
    runOnDatabase(t.db, parseOperatorCommand(argv) as DatabaseCommand, {}, runEnv);
  /** The English text an operator reads for a refused command. */
  const refusal = async (argv: string[], runEnv: Record<string, string | undefined> = env) => {
    const error = await run(argv, runEnv).then(() => null, (e: unknown) => e);
    if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
    return { errorCode: error.errorCode, en: translate('en', error.errorCode, error.params), bn: translate('bn', error.errorCode, error.params) };
  };

  beforeAll(async () => {
    t = await createRawTestDb();
    await prepareDatabase(t.db, { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await app?.close();
    await t.cleanup();
  });

  test('brand, vendor, game, channels and limits: each command validated, recorded, and the brand serves them', async () => {
    await run(['brands', 'add', 'kprod', '--name', 'Khela Prod', '--domain', 'prod.khela.example', '--languages', 'bn,en']);
    const vendorArgs = ['vendors', 'set', 'PSLOT', '--name', 'Prod Slots', '--types', 'RNG,FISH', '--mode', 'seamless', '--launch-url', 'https://slots.example/play', '--timeout-ms', '4000'];

    // The secret is never an argument: without VENDOR_SECRET_PSLOT (or _FILE) in the environment, or with a weak one, no wallet row.
    expect(await refusal(vendorArgs, { NODE_ENV: 'production' })).toMatchObject({
      errorCode: 'opsCatalogue.vendor.secret.missing',
      en: expect.stringContaining('VENDOR_SECRET_PSLOT'),
    });
    expect((await refusal(vendorArgs, { NODE_ENV: 'production', VENDOR_SECRET_PSLOT: 'sandbox-vendor-secret' })).errorCode).toBe('opsCatalogue.vendor.secret.weak');
    expect(await t.db.query('SELECT 1 FROM vendor_wallets WHERE vendor_code = $1', ['PSLOT'])).toEqual([]);
    // Bad input: a translated refusal in both languages.
    const badType = await refusal([...vendorArgs.slice(0, 6), 'SLOTS', ...vendorArgs.slice(7)]);
    expect(badType.errorCode).toBe('opsCatalogue.gameType');
    expect(badType.bn).toContain('ক্যাটাগরি');
    expect((await refusal(['vendors', 'set', 'PSLOT', '--name', 'x', '--types', 'RNG', '--mode', 'seamless', '--launch-url', 'javascript:alert(1)'])).errorCode).toBe('opsCatalogue.url');
    // A path is a launch through the brand's launch hosts (SPEC §7); another site's address written as //host is not a path.
    expect((await refusal(['vendors', 'set', 'PSLOT', '--name', 'x', '--types', 'RNG', '--mode', 'seamless', '--launch-url', '//evil.example/play'])).errorCode).toBe('opsCatalogue.url');
    expect((await refusal(['vendors', 'set', 'PSLOT', '--name', 'x', '--types', 'RNG', '--mode', 'transfer', '--launch-url', 'https://x.example'])).errorCode).toBe(
      'opsCatalogue.vendor.apiUrl',
    );

    expect(await run(vendorArgs)).toMatchObject({
      code: 'PSLOT', mode: 'seamless', gameTypes: ['FISH', 'RNG'], launchUrl: 'https://slots.example/play', timeoutMs: 4000, enabled: true, secretVariable: 'VENDOR_SECRET_PSLOT',
    });
    const [wallet] = await t.db.query<{ secret: string }>('SELECT secret FROM vendor_wallets WHERE vendor_code = $1', ['PSLOT']);
    expect(wallet!.secret).toBe(slotsSecret);
    // The next production start requires the new vendor's secret, like every vendor with a wallet.
    await expect(checkProductionSecrets(t.db, { NODE_ENV: 'production' })).rejects.toThrow(/VENDOR_SECRET_PSLOT/);

    expect((await refusal(['vendors', 'offer', 'PSLOT', '--types', 'LIVE', '--merchant', 'kprod'])).errorCode).toBe('opsCatalogue.vendor.notInType');
    await run(['vendors', 'offer', 'PSLOT', '--types', 'RNG', '--merchant', 'kprod']);
    expect((await refusal(['games', 'set', 'PSLOT', 'LIVE', 'tiger', '--name-en', 'Tiger', '--name-bn', 'বাঘ'])).errorCode).toBe('opsCatalogue.vendor.notInType');
    expect(await run(['games', 'set', 'PSLOT', 'RNG', 'golden-tiger', '--name-en', 'Golden Tiger', '--name-bn', 'সোনালি বাঘ', '--classification', 'SC', '--hot', '1', '--trial'])).toMatchObject({
      vendorCode: 'PSLOT', gameType: 'RNG', gameCode: 'golden-tiger', nameEn: 'Golden Tiger', hotRank: 1, trialSupported: true, enabled: true,
    });

    const [lane] = await t.db.query<{ classifications: string[] }>("SELECT classifications FROM vendor_launch_settings WHERE vendor_code = 'PSLOT'");
    expect(lane!.classifications).toEqual(['SC']);

    expect((await refusal(['channels', 'set', 'ROCKET', '--kind', 'manual', '--name-en', 'Rocket', '--name-bn', 'রকেট', '--min', '100', '--max', '25000', '--merchant', 'kprod'])).errorCode).toBe(
      'opsChannels.text', // a manual channel needs its payee
    );
    expect((await refusal(['channels', 'set', 'BKASH', '--kind', 'gateway', '--name-en', 'bKash', '--name-bn', 'বিকাশ', '--min', '500', '--max', '100', '--merchant', 'kprod'])).errorCode).toBe(
      'opsChannels.amount.range',
    );
    await run(['channels', 'set', 'BKASH', '--kind', 'gateway', '--name-en', 'bKash', '--name-bn', 'বিকাশ', '--min', '100', '--max', '25000', '--account-pattern', '^01[3-9][0-9]{8}$', '--merchant', 'kprod']);
    expect(
      await run(['channels', 'set', 'ROCKET', '--kind', 'manual', '--name-en', 'Rocket', '--name-bn', 'রকেট', '--min', '100', '--max', '25000', '--payee-name', 'Khela Prod Ltd',
        '--payee-account', '017000000011', '--fields', 'payerAccount', '--sort', '2', '--merchant', 'kprod']),
    ).toMatchObject({ code: 'ROCKET', kind: 'manual', min: 10_000, max: 2_500_000, fields: ['payerAccount'], payee: { name: 'Khela Prod Ltd', accountNumber: '017000000011' } });
    expect(
      await run(['payment-limits', '--withdrawal-min', '500', '--withdrawal-max', '50000', '--withdrawals-per-day', '3', '--upline-min', '100', '--upline-max', '50000', '--merchant', 'kprod']),
    ).toMatchObject({ merchant: 'kprod', withdrawalMin: 50_000, withdrawalMax: 5_000_000, withdrawalDailyCount: 3 });

    const actions = await listOperatorActions(t.db, null, { pageNo: 1, pageSize: 50 });
    expect(actions.records.map((r) => `${r.action} ${r.merchant ?? '*'} ${r.target}`).reverse()).toEqual([
      'merchant.create kprod kprod',
      'vendor.create * PSLOT',
      'vendor.offer kprod PSLOT',
      'game.create * PSLOT/RNG/golden-tiger',
      'payment.channel.create kprod BKASH',
      'payment.channel.create kprod ROCKET',
      'payment.limits kprod kprod',
    ]);
    // Nothing in the action record holds the secret.
    expect(JSON.stringify(actions.records)).not.toContain(slotsSecret);

    // The brand serves what the commands set up: a member launches the game, the deposit page lists the channels.
    app = await buildApp({ db: t.db, production: true, operatorToken: null, siteDir: null, trustProxy: true, https: false });
    await app.ready();
    const member = await memberWithSession(t.db, { merchant: 'kprod' });
    const headers = { merchant: 'kprod', authorization: member.token, language: 'en' };
    const launch = () => app.inject({ method: 'POST', url: '/wps/game/launchGame', headers, payload: { vendor: 'PSLOT', gameCode: 'golden-tiger' } });
    const launched = await launch();
    expect(launched.statusCode).toBe(200);
    expect(JSON.parse(launched.body).value.url).toMatch(/^https:\/\/slots\.example\/play\?/);
    const channels = await app.inject({ method: 'GET', url: '/wps/payments/deposit/channels', headers });
    expect(JSON.parse(channels.body).value.channels.map((c: { code: string }) => c.code)).toEqual(['BKASH', 'ROCKET']);

    // Switched off at the brand: the game is gone there; the vendor switched off everywhere: no launch.
    await run(['games', 'disable', 'PSLOT', 'RNG', 'golden-tiger', '--merchant', 'kprod']);
    expect((await launch()).statusCode).toBe(404);
    await run(['games', 'enable', 'PSLOT', 'RNG', 'golden-tiger', '--merchant', 'kprod']);
    expect((await launch()).statusCode).toBe(200);
    await run(['vendors', 'disable', 'PSLOT']);
    expect((await launch()).statusCode).toBe(503);
    await run(['channels', 'disable', 'ROCKET', '--merchant', 'kprod']);
    const after = await app.inject({ method: 'GET', url: '/wps/payments/deposit/channels', headers });
    expect(JSON.parse(after.body).value.channels.map((c: { code: string }) => c.code)).toEqual(['BKASH']);
  });

  test('the commands refuse missing or malformed flags before anything runs, and map to their /ops calls', () => {
    expect(() => parseOperatorCommand(['vendors', 'set', 'PSLOT', '--name', 'x', '--mode', 'seamless', '--launch-url', 'https://x.example'])).toThrow(/needs --types/);
    expect(() => parseOperatorCommand(['vendors', 'offer', 'PSLOT'])).toThrow(/needs --types/);
    expect(() => parseOperatorCommand(['vendors', 'set', 'PSLOT', '--name', 'x', '--types', 'RNG', '--mode', 'seamless', '--launch-url', 'https://x', '--timeout-ms', '5s'])).toThrow(
      /--timeout-ms must be a whole number/,
    );
    expect(() => parseOperatorCommand(['games', 'set', 'PSLOT', 'RNG'])).toThrow(/the vendor, the category and the game code is missing/);
    expect(() => parseOperatorCommand(['channels', 'set', 'BKASH', '--kind', 'gateway', '--name-en', 'b', '--name-bn', 'ব', '--min', '1.005', '--max', '9'])).toThrow(
      /not an amount in taka/,
    );
    expect(() => parseOperatorCommand(['payment-limits', '--withdrawal-min', '1'])).toThrow(/needs --withdrawal-max/);
    expect(() => parseOperatorCommand(['channels', 'rename', 'X'])).toThrow(/channels needs set, disable or enable/);
    expect(parseOperatorCommand(['channels', 'set', 'BKASH', '--kind', 'gateway', '--name-en', 'b', '--name-bn', 'ব', '--min', '100.5', '--max', '25000'])).toMatchObject({
      kind: 'channel-set', merchant: 'khela', channel: { min: 10_050n, max: 2_500_000n, depositEnabled: true, payoutEnabled: true },
    });
  });
});
