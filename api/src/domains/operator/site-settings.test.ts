import type { ConfigValue } from '@khela/contracts';
import { parseOperatorCommand } from '../../cli/operator-command';
import { httpCallOf, runOnDatabase } from '../../cli/operator-backends';
import { OPERATOR_TOKEN, envelope, testAppForFile } from '../../test/test-app';
import { operatorSession } from './operator-test-kit';

/** /ops/merchants/:code/site-settings and `pnpm operator site-settings` (docs/spec-sweep.md). */
const t = testAppForFile();

const put = async (code: string, body: object, token: string, language = 'en') => {
  const response = await t.app.inject({ method: 'PUT', url: `/ops/merchants/${code}/site-settings`, payload: body, headers: { 'x-operator-token': token, language } });
  return { status: response.statusCode, ...envelope<{ merchant: string; switches: Record<string, boolean>; analyticsGtagId: string | null }>(response) };
};

const recorded = async (code: string) =>
  t.db.query<{ operator_name: string; details: Record<string, unknown> }>(
    "SELECT operator_name, details FROM operator_actions WHERE action = 'merchant.site-settings' AND merchant_code = $1 ORDER BY id",
    [code],
  );

async function configOf(code: string): Promise<ConfigValue> {
  const response = await t.app.inject({ method: 'GET', url: '/wps/system/config', headers: { merchant: code } });
  return envelope<ConfigValue>(response).value!;
}

const leaf = (config: ConfigValue, modId: string) => config.info.whitelabel.flatMap((group) => group.childrenNodes).find((node) => node.modId === modId)?.enabled;

test("an admin of the brand switches the center popups on and sets the analytics id: recorded, and the site's config shows them", async () => {
  expect(leaf(await configOf('khela2'), 'MEMBERCENTERPOPUP')).toBe('0');
  const admin = await operatorSession(t.app, 'admin', 'khela2');
  const set = await put('khela2', { switches: { MEMBERCENTERPOPUP: true, AGENTCENTERPOPUP: true }, analyticsGtagId: 'g-ab12cd34ef' }, admin.token);
  expect(set.status).toBe(200);
  expect(set.value).toMatchObject({ merchant: 'khela2', switches: { MEMBERCENTERPOPUP: true, AGENTCENTERPOPUP: true, USERNAMEREG3: true, FREEPLAY3: false }, analyticsGtagId: 'G-AB12CD34EF' });
  const config = await configOf('khela2');
  expect([leaf(config, 'MEMBERCENTERPOPUP'), leaf(config, 'AGENTCENTERPOPUP'), leaf(config, 'USERNAMEREG3')]).toEqual(['1', '1', '1']);
  expect(config.analytics.gtagId).toBe('G-AB12CD34EF');
  // Another brand is untouched.
  expect(leaf(await configOf('khela'), 'MEMBERCENTERPOPUP')).toBe('0');
  const [record] = await recorded('khela2');
  expect(record!.details).toEqual({
    switches: { MEMBERCENTERPOPUP: { from: false, to: true }, AGENTCENTERPOPUP: { from: false, to: true } },
    analyticsGtagId: { from: null, to: 'G-AB12CD34EF' },
  });
  // Off again, and no analytics.
  const off = await put('khela2', { switches: { AGENTCENTERPOPUP: false }, analyticsGtagId: null }, admin.token);
  expect(off.value).toMatchObject({ switches: { MEMBERCENTERPOPUP: true, AGENTCENTERPOPUP: false }, analyticsGtagId: null });
  expect((await configOf('khela2')).analytics.gtagId).toBeNull();
});

test('unknown switches, bad ids and empty changes get a translated 400; other brands and roles a 403; nothing changes', async () => {
  const admin = await operatorSession(t.app, 'admin', 'khela2');
  const unknown = await put('khela2', { switches: { TELEPORT: true } }, admin.token);
  expect([unknown.status, unknown.errorCode, unknown.message]).toEqual([400, 'operator.siteSettings.switch', expect.stringContaining('There is no feature switch TELEPORT')]);
  const badId = await put('khela2', { analyticsGtagId: '<script>' }, admin.token, 'bn');
  expect([badId.status, badId.errorCode, badId.message]).toEqual([400, 'operator.siteSettings.gtagId', expect.stringContaining('Google ট্যাগ আইডি নয়')]);
  expect((await put('khela2', {}, admin.token)).errorCode).toBe('operator.siteSettings.empty');
  const otherAdmin = await operatorSession(t.app, 'admin', 'khela');
  const support = await operatorSession(t.app, 'support', 'khela2');
  for (const token of [otherAdmin.token, support.token]) {
    expect((await put('khela2', { switches: { FREEPLAY3: true } }, token)).status).toBe(403);
  }
  expect(leaf(await configOf('khela2'), 'FREEPLAY3')).toBe('0');
  expect((await put('ghost', { switches: { FREEPLAY3: true } }, OPERATOR_TOKEN)).errorCode).toBe('merchant.unknown');
});

test('pnpm operator site-settings: parsed, sent as the /ops call, or run on the database recorded as system', async () => {
  const command = parseOperatorCommand(['site-settings', 'set', '--switch-on', 'membercenterpopup', '--switch-off', 'AGENTCENTERPOPUP', '--gtag-id', 'none', '--merchant', 'khela2']);
  expect(command).toEqual({ kind: 'site-settings', merchant: 'khela2', change: { switches: { MEMBERCENTERPOPUP: true, AGENTCENTERPOPUP: false }, analyticsGtagId: null } });
  expect(httpCallOf(command)).toEqual({ method: 'PUT', path: '/ops/merchants/khela2/site-settings', body: command.kind === 'site-settings' ? command.change : null });
  expect(httpCallOf(parseOperatorCommand(['site-settings', 'show']))).toEqual({ method: 'GET', path: '/ops/merchants/khela/site-settings' });
  expect(() => parseOperatorCommand(['site-settings', 'set'])).toThrow(/needs --switch-on, --switch-off or --gtag-id/);
  expect(() => parseOperatorCommand(['site-settings', 'set', '--switch-on', 'A', '--switch-off', 'A'])).toThrow(/on and off at once/);
  await runOnDatabase(t.db, parseOperatorCommand(['site-settings', 'set', '--switch-on', 'FREEPLAY3', '--gtag-id', 'G-CLI12345', '--merchant', 'khela2']) as never);
  expect(await runOnDatabase(t.db, { kind: 'site-settings-show', merchant: 'khela2' })).toMatchObject({ switches: { FREEPLAY3: true }, analyticsGtagId: 'G-CLI12345' });
  const last = (await recorded('khela2')).at(-1)!;
  expect(last.operator_name).toBe('system');
});
