import { randomBytes } from 'node:crypto';
import { httpCallOf } from '../../../cli/operator-backends';
import { parseOperatorCommand } from '../../../cli/operator-command';
import { operatorSession } from '../../operator/operator-test-kit';
import { memberWithSession } from '../../../test/members';
import { envelope, OPERATOR_TOKEN, testAppForFile } from '../../../test/test-app';

/** The CLI's vendors, games, channels and payment-limits commands as the /ops calls they make on a running server. */
const secret = randomBytes(32).toString('hex');
const t = testAppForFile({ env: { VENDOR_SECRET_HTTPV: secret } });

async function command(argv: string[], token = OPERATOR_TOKEN, language = 'en') {
  const call = httpCallOf(parseOperatorCommand(argv));
  const response = await t.app.inject({
    method: call.method,
    url: call.path,
    headers: { 'x-operator-token': token, language },
    ...(call.body ? { payload: call.body } : {}),
  });
  return { status: response.statusCode, ...envelope<Record<string, unknown>>(response) };
}

const vendorArgs = ['vendors', 'set', 'HTTPV', '--name', 'Http Vendor', '--types', 'LIVE', '--mode', 'transfer', '--launch-url', 'https://live.example/play', '--api-url', 'https://live.example/wallet'];

test('an admin of every brand adds a vendor and a game over /ops; the brand offers it; a member sees it in the catalogue', async () => {
  expect(await command(vendorArgs)).toMatchObject({ status: 200, value: { code: 'HTTPV', mode: 'transfer', apiUrl: 'https://live.example/wallet', timeoutMs: 5000 } });
  const [wallet] = await t.db.query<{ secret: string }>("SELECT secret FROM vendor_wallets WHERE vendor_code = 'HTTPV'");
  expect(wallet!.secret).toBe(secret);
  // Updating keeps the secret the environment gave; the answer never carries it.
  const updated = await command([...vendorArgs, '--timeout-ms', '8000']);
  expect(updated.value).toMatchObject({ timeoutMs: 8000, secretVariable: 'VENDOR_SECRET_HTTPV' });
  expect(JSON.stringify(updated)).not.toContain(secret);
  expect(await command(['games', 'set', 'HTTPV', 'LIVE', 'live-table', '--name-en', 'Live Table', '--name-bn', 'লাইভ টেবিল'])).toMatchObject({ status: 200 });
  expect(await command(['vendors', 'offer', 'HTTPV', '--types', 'LIVE', '--merchant', 'khela2'])).toMatchObject({ status: 200, value: { merchant: 'khela2', enabled: true } });
  const games = await t.app.inject({ method: 'GET', url: '/lgw/games/games?gameType=LIVE&vassalage=HTTPV&pageSize=10', headers: { merchant: 'khela2' } });
  expect(JSON.parse(games.body).value.games.map((g: { gameCode: string }) => g.gameCode)).toContain('live-table');
  const member = await memberWithSession(t.db, { merchant: 'khela2' });
  const launch = await t.app.inject({
    method: 'POST', url: '/wps/game/launchGame', headers: { merchant: 'khela2', authorization: member.token }, payload: { vendor: 'HTTPV', gameCode: 'live-table' },
  });
  expect(launch.statusCode).toBe(200);
  expect(JSON.parse(launch.body).value.wallet).toEqual({ mode: 'transfer', code: 'HTTPV' });
});

test("a brand's admin sets its own channels, limits and offers, never the shared vendors or another brand's", async () => {
  const brandAdmin = await operatorSession(t.app, 'admin', 'khela2');
  expect(await command(vendorArgs, brandAdmin.token)).toMatchObject({ status: 403, errorCode: 'operator.forbidden' });
  expect(await command(['games', 'disable', 'KSLOT', 'RNG', 'golden-tiger'], brandAdmin.token)).toMatchObject({ status: 403 });
  expect(await command(['games', 'disable', 'KSLOT', 'RNG', 'golden-tiger', '--merchant', 'khela2'], brandAdmin.token)).toMatchObject({ status: 200, value: { merchant: 'khela2' } });
  const channel = ['channels', 'set', 'NAGAD', '--kind', 'gateway', '--name-en', 'Nagad', '--name-bn', 'নগদ', '--min', '200', '--max', '20000'];
  expect(await command([...channel, '--merchant', 'khela'], brandAdmin.token)).toMatchObject({ status: 403 });
  expect(await command([...channel, '--merchant', 'khela2'], brandAdmin.token)).toMatchObject({ status: 200, value: { code: 'NAGAD', min: 20_000, max: 2_000_000 } });
  expect(await command(['vendors', 'offer', 'KSLOT', '--types', 'RNG', '--off', '--merchant', 'khela'], brandAdmin.token)).toMatchObject({ status: 403 });
  const limits = ['payment-limits', '--withdrawal-min', '300', '--withdrawal-max', '30000', '--withdrawals-per-day', '2', '--upline-min', '100', '--upline-max', '9000'];
  expect(await command([...limits, '--merchant', 'khela2'], brandAdmin.token)).toMatchObject({ status: 200, value: { withdrawalMin: 30_000, withdrawalDailyCount: 2 } });
  const support = await operatorSession(t.app, 'support', 'khela2');
  expect(await command([...limits, '--merchant', 'khela2'], support.token)).toMatchObject({ status: 403 });
});

test('bad input answers a translated 400, never a 500', async () => {
  const bn = await command(['channels', 'set', 'BANK', '--kind', 'manual', '--name-en', 'Bank', '--name-bn', 'ব্যাংক', '--min', '1000', '--max', '5000',
    '--payee-name', 'Khela', '--payee-account', '12345678', '--fields', 'reference', '--merchant', 'khela2'], OPERATOR_TOKEN, 'bn');
  expect(bn).toMatchObject({ status: 400, errorCode: 'opsChannels.fields' });
  expect(bn.message).toContain('রেফারেন্স');
  expect(await command(['vendors', 'set', 'bad code!', '--name', 'x', '--types', 'RNG', '--mode', 'seamless', '--launch-url', 'https://x.example'])).toMatchObject({ status: 400 });
  expect(await command(['vendors', 'set', 'NOSECRET', '--name', 'x', '--types', 'RNG', '--mode', 'seamless', '--launch-url', 'https://x.example'])).toMatchObject({
    status: 400, errorCode: 'opsCatalogue.vendor.secret.missing',
  });
  expect(await command(['games', 'set', 'KSLOT', 'RNG', 'x', '--name-en', 'X', '--name-bn', 'এক্স', '--classification', 'ZZ'])).toMatchObject({ status: 400, errorCode: 'opsCatalogue.game.classification' });
  expect(await command(['vendors', 'disable', 'NOPE'])).toMatchObject({ status: 404, errorCode: 'opsCatalogue.vendor.unknown' });
  expect(await command(['channels', 'disable', 'NOPE', '--merchant', 'khela'])).toMatchObject({ status: 404, errorCode: 'opsChannels.unknown' });
  expect(await command(['vendors', 'set', 'HTTPV', '--name', 'x', '--types', 'LIVE', '--mode', 'seamless', '--launch-url', 'https://x.example', '--timeout-ms', '10'])).toMatchObject({
    status: 400, errorCode: 'opsCatalogue.number',
  });
});
