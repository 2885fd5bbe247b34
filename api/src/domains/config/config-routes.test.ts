import { envelope, OPERATOR_TOKEN, testAppForFile } from '../../test/test-app';
import type { ConfigValue } from '@khela/contracts';
import { decryptCsPath } from './cs-cipher';

const t = testAppForFile();

const getConfig = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/wps/system/config', headers });

function findNode(nodes: ConfigValue['info']['whitelabel'], modId: string): { enabled: string } | undefined {
  for (const node of nodes) {
    if (node.modId === modId) return node;
    const child = node.childrenNodes.find((c) => c.modId === modId);
    if (child) return child;
  }
  return undefined;
}

describe('GET /wps/system/config', () => {
  test('the demo brand: merchant, switches, rules, CDNs, status (no Merchant header means khela)', async () => {
    const response = await getConfig();
    expect(response.statusCode).toBe(200);
    const body = envelope<ConfigValue>(response);
    expect(body).toMatchObject({ success: true, message: null, errorCode: null });
    const v = body.value;
    expect(v.merchant).toEqual({
      code: 'khela', name: 'Khela', currency: 'BDT', currencySymbol: '৳', timeZone: 'Asia/Dhaka',
      defaultLanguage: 'bn', languages: ['bn', 'en'],
    });
    for (const id of ['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3', 'USERNAMEREG3', 'AGENTPOLICY3', 'REFERRAL']) {
      expect(findNode(v.info.whitelabel, id)).toEqual({ modId: id, enabled: '1', childrenNodes: [] });
    }
    const username = v.register.find((r) => r.field === 'username');
    expect(username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 11, patternId: 2 });
    expect(new RegExp(username!.acceptedPattern).test('abc123')).toBe(true);
    expect(new RegExp(username!.acceptedPattern).test('1abc')).toBe(false);
    expect(v.info.customerService.map((c) => c.csType)).toEqual(['LIVECHAT', 'TELEGRAM', 'FACEBOOK']);
    expect(v.info.domainRoute[0]).toEqual({ domain: 'khela.example', purpose: 'MAIN' });
    expect(v.info.resources.socialChannels.length).toBeGreaterThan(0);
    expect(v.imageCDNs.length).toBeGreaterThan(0);
    expect(v.launchGameCDNs.length).toBeGreaterThan(0);
    expect(v.mainDomain).toBe('khela.example');
    expect(v.analytics).toHaveProperty('gtagId');
    expect(v.maintenance).toEqual({ enabled: false, message: null });
    expect(v.regionRestriction).toEqual({ restricted: false, country: null });
  });

  test('customer-service paths decrypt with csKey (AES-256-GCM, iv|ciphertext|tag)', async () => {
    const v = envelope<ConfigValue>(await getConfig()).value;
    const urls = v.info.customerService.map((cs) => decryptCsPath(cs.path, v.csKey));
    expect(urls).toEqual([
      '/chat',
      'https://t.me/KhelaBDSupport',
      'https://m.me/khelabd.official',
    ]);
    expect(v.info.customerService[0]!.path).not.toContain('khela.example');
  });

  test('tenants are isolated: khela2 has its own config, key and entries', async () => {
    const one = envelope<ConfigValue>(await getConfig()).value;
    const two = envelope<ConfigValue>(await getConfig({ merchant: 'khela2' })).value;
    expect(two.merchant).toMatchObject({ code: 'khela2', defaultLanguage: 'en', languages: ['en'] });
    expect(two.csKey).not.toBe(one.csKey);
    expect(two.info.customerService).toHaveLength(1);
    expect(decryptCsPath(two.info.customerService[0]!.path, two.csKey)).toBe('https://t.me/khela2_help');
    expect(() => decryptCsPath(two.info.customerService[0]!.path, one.csKey)).toThrow();
    expect(findNode(two.info.whitelabel, 'MOBILENUMREG3')?.enabled).toBe('0');
    expect(findNode(two.info.whitelabel, 'REFERRAL')?.enabled).toBe('0');
    expect(findNode(two.info.whitelabel, 'USERNAMEREG3')?.enabled).toBe('1');
    expect(two.mainDomain).toBe('khela2.example');
  });

  test('an unknown Merchant is a 404 merchant.unknown, translated', async () => {
    const bn = await getConfig({ merchant: 'nobody' });
    expect(bn.statusCode).toBe(404);
    expect(envelope(bn)).toEqual({ success: false, value: null, errorCode: 'merchant.unknown', message: "অজানা ব্র্যান্ড 'nobody'।" });
    const en = await getConfig({ merchant: 'nobody', language: 'en' });
    expect(envelope(en).message).toBe("Unknown brand 'nobody'.");
  });

  test('location comes from X-Forwarded-For; private addresses have no country', async () => {
    const bd = envelope<ConfigValue>(await getConfig({ 'x-forwarded-for': '103.4.145.1' })).value;
    expect(bd.location).toEqual({ ip: '103.4.145.1', country: 'BD' });
    const lan = envelope<ConfigValue>(await getConfig({ 'x-forwarded-for': '192.168.1.20' })).value;
    expect(lan.location).toEqual({ ip: '192.168.1.20', country: null });
  });
});

describe('operator switches seen by the config call', () => {
  const ops = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-operator-token': OPERATOR_TOKEN } });

  afterEach(async () => {
    await ops('/ops/merchant/maintenance', { merchant: 'khela', enabled: false });
    await ops('/ops/merchant/restriction', { merchant: 'khela', countries: [] });
  });

  test('maintenance on shows the message in the request language; other brands are untouched', async () => {
    const set = await ops('/ops/merchant/maintenance', { merchant: 'khela', enabled: true, message: { en: 'Back at five.' } });
    expect(set.statusCode).toBe(200);
    expect(envelope<ConfigValue>(await getConfig({ language: 'en' })).value.maintenance).toEqual({ enabled: true, message: 'Back at five.' });
    const bn = envelope<ConfigValue>(await getConfig({ language: 'bn' })).value.maintenance;
    expect(bn.enabled).toBe(true);
    expect(bn.message).toMatch(/রক্ষণাবেক্ষণ/);
    expect(envelope<ConfigValue>(await getConfig({ merchant: 'khela2' })).value.maintenance.enabled).toBe(false);
  });

  test('a visitor from a restricted country (real public IP) is region restricted', async () => {
    await ops('/ops/merchant/restriction', { merchant: 'khela', countries: ['us', 'GB'] });
    const us = envelope<ConfigValue>(await getConfig({ 'x-forwarded-for': '8.8.8.8' })).value;
    expect(us.location).toEqual({ ip: '8.8.8.8', country: 'US' });
    expect(us.regionRestriction).toEqual({ restricted: true, country: 'US' });
    const bd = envelope<ConfigValue>(await getConfig({ 'x-forwarded-for': '103.4.145.1' })).value;
    expect(bd.regionRestriction).toEqual({ restricted: false, country: 'BD' });
    const otherBrand = envelope<ConfigValue>(await getConfig({ merchant: 'khela2', 'x-forwarded-for': '8.8.8.8' })).value;
    expect(otherBrand.regionRestriction.restricted).toBe(false);
  });
});

describe('POST /wps/member/language', () => {
  const setLanguage = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/wps/member/language', payload: payload as object, headers });

  test('accepts a language the brand offers', async () => {
    const response = await setLanguage({ language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({ success: true, value: { language: 'en' }, message: null, errorCode: null });
  });

  test('an unsupported language is a translated 400', async () => {
    const fr = await setLanguage({ language: 'fr' }, { language: 'en' });
    expect(fr.statusCode).toBe(400);
    expect(envelope(fr)).toMatchObject({ success: false, errorCode: 'language.unsupported' });
    expect(envelope(fr).message).toBe("The language 'fr' is not supported. Choose one of: bn, en.");
    const bnOnKhela2 = await setLanguage({ language: 'bn' }, { merchant: 'khela2' });
    expect(bnOnKhela2.statusCode).toBe(400);
  });

  test('a missing field names the field in the request language', async () => {
    const response = await setLanguage({}, { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ errorCode: 'request.invalid', message: "Invalid request: the field 'language' is required" });
    const bn = await setLanguage({ language: 7 });
    expect(envelope(bn).message).toContain("'language'");
  });
});
