import { envelope, testAppForFile } from '../../test/test-app';
import type { ConfigValue, DomainRoutesValue } from '@khela/contracts';
import { operatorSession } from './operator-test-kit';

/** A brand's site settings on /ops (docs/spec-sweep.md): feature switches and domain routes, recorded, seen by the site. */
const t = testAppForFile();

const put = async (url: string, payload: object, token: string, language = 'en') => {
  const response = await t.app.inject({ method: 'PUT', url, payload, headers: { 'x-operator-token': token, language } });
  return { status: response.statusCode, ...envelope<Record<string, unknown>>(response) };
};
const config = async (merchant: string) => envelope<ConfigValue>(await t.app.inject({ url: '/wps/system/config', headers: { merchant } })).value;
const switchOn = (value: ConfigValue, id: string) => value.info.whitelabel.some((group) => group.childrenNodes.some((node) => node.modId === id && node.enabled === '1'));
const recorded = (action: string, merchant: string) =>
  t.db.query<{ target: string; details: Record<string, unknown> }>('SELECT target, details FROM operator_actions WHERE action = $1 AND merchant_code = $2 ORDER BY id', [action, merchant]);

test('SEAMLESSPAGE3: an admin of the brand switches it on and off through site-settings, recorded; the config shows it; others are refused', async () => {
  const admin = await operatorSession(t.app, 'admin', 'khela2');
  const otherAdmin = await operatorSession(t.app, 'admin', 'khela');
  const finance = await operatorSession(t.app, 'finance', 'khela2');
  const setSeamless = (on: boolean, token: string) => put('/ops/merchants/khela2/site-settings', { switches: { SEAMLESSPAGE3: on } }, token);
  for (const token of [otherAdmin.token, finance.token]) expect((await setSeamless(true, token)).status).toBe(403);
  expect(switchOn(await config('khela2'), 'SEAMLESSPAGE3')).toBe(false);

  expect((await setSeamless(true, admin.token)).status).toBe(200);
  expect(switchOn(await config('khela2'), 'SEAMLESSPAGE3')).toBe(true);
  // The other switches keep their values.
  expect(switchOn(await config('khela2'), 'USERNAMEREG3')).toBe(true);
  await setSeamless(false, admin.token);
  expect(switchOn(await config('khela2'), 'SEAMLESSPAGE3')).toBe(false);
  expect((await recorded('merchant.site-settings', 'khela2')).map((row) => row.details)).toEqual([
    { switches: { SEAMLESSPAGE3: { from: false, to: true } } },
    { switches: { SEAMLESSPAGE3: { from: true, to: false } } },
  ]);
});

test('domain routes: replaced by an admin, cleaned and checked, recorded; the public call and the config list them', async () => {
  const admin = await operatorSession(t.app, 'admin', 'khela2');
  const routes = async () => envelope<DomainRoutesValue>(await t.app.inject({ url: '/wps/system/domain_routes', headers: { merchant: 'khela2' } })).value.list;
  expect(await routes()).toEqual([{ domain: 'khela2.example', purpose: 'MAIN', url: 'https://khela2.example/' }]);

  const set = await put(
    '/ops/merchants/khela2/domain-routes',
    { domainRoutes: [{ domain: 'Khela2.example', purpose: 'MAIN' }, { domain: 'k2-mirror.example', purpose: 'BACKUP' }, { domain: 'k2-mirror.example', purpose: 'BACKUP' }] },
    admin.token,
  );
  expect(set.status).toBe(200);
  expect(set.value).toMatchObject({ domainRoutes: [{ domain: 'khela2.example', purpose: 'MAIN' }, { domain: 'k2-mirror.example', purpose: 'BACKUP' }] });
  expect(await routes()).toEqual([
    { domain: 'khela2.example', purpose: 'MAIN', url: 'https://khela2.example/' },
    { domain: 'k2-mirror.example', purpose: 'BACKUP', url: 'https://k2-mirror.example/' },
  ]);
  expect((await config('khela2')).info.domainRoute).toHaveLength(2);
  expect(await recorded('merchant.domain-routes', 'khela2')).toHaveLength(1);

  for (const [body, code] of [
    [{ domainRoutes: [{ domain: 'https://evil.example/x', purpose: 'BACKUP' }] }, 'operator.domainRoutes.domain'],
    [{ domainRoutes: [{ domain: 'a.example', purpose: 'SHOP' }] }, 'operator.domainRoutes.purpose'],
    [{ domainRoutes: [{ domain: 'a.example', purpose: 'MAIN' }, { domain: 'b.example', purpose: 'MAIN' }] }, 'operator.domainRoutes.oneMain'],
  ] as const) {
    const refused = await put('/ops/merchants/khela2/domain-routes', body, admin.token, 'bn');
    expect([refused.status, refused.errorCode]).toEqual([400, code]);
    expect(refused.message).not.toMatch(/^operator\./);
  }
  expect(await routes()).toHaveLength(2);
  expect(await recorded('merchant.domain-routes', 'khela2')).toHaveLength(1);
});
