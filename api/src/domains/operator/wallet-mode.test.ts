import { parseOperatorCommand } from '../../cli/operator-command';
import { httpCallOf } from '../../cli/operator-backends';
import { OPERATOR_TOKEN, envelope, testAppForFile } from '../../test/test-app';
import { operatorSession } from './operator-test-kit';

/** The brand's wallet mode: GET merchant wallet (SPEC §7, isSingle) and its operator switch (docs/spec-sweep.md). */
const t = testAppForFile();

const merchantWallet = async (merchant: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/wps/wallet/merchantWallet', headers: { merchant } });
  return { status: response.statusCode, cacheControl: response.headers['cache-control'], ...envelope<{ isSingle: boolean }>(response) };
};

const setMode = async (code: string, body: object, token: string) => {
  const response = await t.app.inject({ method: 'PUT', url: `/ops/merchants/${code}/wallet-mode`, payload: body, headers: { 'x-operator-token': token, language: 'en' } });
  return { status: response.statusCode, ...envelope<{ merchant: string; isSingle: boolean; previous: boolean }>(response) };
};

const recorded = (code: string) =>
  t.db.query<{ operator_name: string; details: Record<string, unknown> }>(
    "SELECT operator_name, details FROM operator_actions WHERE action = 'merchant.wallet-mode' AND merchant_code = $1 ORDER BY id",
    [code],
  );

test('the merchant wallet answers without a token, per brand, and may be kept a minute', async () => {
  const answer = await merchantWallet('khela');
  expect([answer.status, answer.value]).toEqual([200, { isSingle: false }]);
  expect(answer.cacheControl).toBe('public, max-age=60');
  expect((await merchantWallet('ghost')).errorCode).toBe('merchant.unknown');
});

test("an admin of the brand switches it to single, recorded with the mode it replaced; other brands' admins and finance are refused", async () => {
  const otherAdmin = await operatorSession(t.app, 'admin', 'khela');
  const finance = await operatorSession(t.app, 'finance', 'khela2');
  for (const token of [otherAdmin.token, finance.token]) {
    expect((await setMode('khela2', { isSingle: true }, token)).errorCode).toBe('operator.forbidden');
  }
  expect((await setMode('khela2', { isSingle: 'yes' }, OPERATOR_TOKEN)).errorCode).toBe('request.invalid');
  expect((await setMode('ghost', { isSingle: true }, OPERATOR_TOKEN)).errorCode).toBe('merchant.unknown');
  expect(await recorded('khela2')).toEqual([]);

  const admin = await operatorSession(t.app, 'admin', 'khela2');
  const set = await setMode('khela2', { isSingle: true }, admin.token);
  expect([set.status, set.value]).toEqual([200, { merchant: 'khela2', isSingle: true, previous: false }]);
  expect((await merchantWallet('khela2')).value).toEqual({ isSingle: true });
  expect((await merchantWallet('khela')).value).toEqual({ isSingle: false });
  expect(await recorded('khela2')).toEqual([{ operator_name: admin.username, details: { isSingle: true, previous: false } }]);

  expect((await setMode('khela2', { isSingle: false }, admin.token)).value).toEqual({ merchant: 'khela2', isSingle: false, previous: true });
  expect((await merchantWallet('khela2')).value).toEqual({ isSingle: false });
});

test('pnpm operator wallet-mode single|games is the same /ops call', () => {
  const command = parseOperatorCommand(['wallet-mode', 'single', '--merchant', 'khela2']);
  expect(command).toEqual({ kind: 'wallet-mode', merchant: 'khela2', isSingle: true });
  expect(httpCallOf(command)).toEqual({ method: 'PUT', path: '/ops/merchants/khela2/wallet-mode', body: { isSingle: true } });
  expect(parseOperatorCommand(['wallet-mode', 'games'])).toEqual({ kind: 'wallet-mode', merchant: 'khela', isSingle: false });
  expect(() => parseOperatorCommand(['wallet-mode', 'both'])).toThrow(/wallet-mode needs single or games/);
});
