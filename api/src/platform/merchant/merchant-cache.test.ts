import type { ConfigValue } from '@khela/contracts';
import { countedAppForFile } from '../../test/counted-app';
import { envelope, OPERATOR_TOKEN } from '../../test/test-app';

// A long TTL on a frozen clock: a change seen at once was seen because the write forgot the brand.
const TTL = 60_000;
const t = countedAppForFile((now) => ({ trustProxy: true, operatorToken: OPERATOR_TOKEN, caches: { merchants: { ttlMs: TTL, now } } }));

const brandReads = () => t.count(/FROM merchants WHERE code = \$1/);
const config = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: '/wps/system/config', headers });
  expect(response.statusCode).toBe(200);
  return envelope<ConfigValue>(response).value;
};
const ops = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-operator-token': OPERATOR_TOKEN } });

test('requests of one brand read it once per TTL, concurrent ones included', async () => {
  t.moveClock(TTL + 1);
  const before = brandReads();
  await Promise.all(Array.from({ length: 32 }, () => config()));
  await config();
  expect(brandReads()).toBe(before + 1);
  await config({ merchant: 'khela2' });
  expect(brandReads()).toBe(before + 2);
  t.moveClock(TTL + 1);
  await config();
  expect(brandReads()).toBe(before + 3);
});

test('the maintenance switch is seen by the very next request', async () => {
  await config();
  try {
    expect((await ops('/ops/merchant/maintenance', { merchant: 'khela', enabled: true, message: { en: 'Back soon.' } })).statusCode).toBe(200);
    expect((await config({ language: 'en' })).maintenance).toEqual({ enabled: true, message: 'Back soon.' });
  } finally {
    await ops('/ops/merchant/maintenance', { merchant: 'khela', enabled: false });
  }
  expect((await config()).maintenance.enabled).toBe(false);
});

test('a region restriction is seen by the very next request', async () => {
  const visitor = { 'x-forwarded-for': '8.8.8.8' };
  expect((await config(visitor)).regionRestriction.restricted).toBe(false);
  try {
    await ops('/ops/merchant/restriction', { merchant: 'khela', countries: ['US'] });
    expect((await config(visitor)).regionRestriction).toEqual({ restricted: true, country: 'US' });
  } finally {
    await ops('/ops/merchant/restriction', { merchant: 'khela', countries: [] });
  }
  expect((await config(visitor)).regionRestriction.restricted).toBe(false);
});

test('a change made outside this process is seen once the TTL has passed', async () => {
  await config({ merchant: 'khela2' });
  // Another api instance or the operator CLI: nothing here hears of it.
  await t.db.query("UPDATE merchants SET maintenance_enabled = true WHERE code = 'khela2'");
  try {
    expect((await config({ merchant: 'khela2' })).maintenance.enabled).toBe(false);
    t.moveClock(TTL + 1);
    expect((await config({ merchant: 'khela2' })).maintenance.enabled).toBe(true);
  } finally {
    await t.db.query("UPDATE merchants SET maintenance_enabled = false WHERE code = 'khela2'");
    t.moveClock(TTL + 1);
  }
});

test('an unknown brand is not remembered: once it exists it is found', async () => {
  const khela3 = () => t.app.inject({ url: '/wps/system/config', headers: { merchant: 'khela3' } });
  expect((await khela3()).statusCode).toBe(404);
  await t.db.query("INSERT INTO merchants SELECT 'khela3', name, currency, currency_symbol, time_zone, default_language, languages, whitelabel_switches, register_rules, customer_service, domain_routes, resources, image_cdns, launch_game_cdns, analytics_gtag_id, main_domain, cs_key FROM merchants WHERE code = 'khela2'");
  expect((await khela3()).statusCode).toBe(200);
});
