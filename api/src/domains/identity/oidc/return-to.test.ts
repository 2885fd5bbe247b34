import { safeReturnTo, withQueryParam } from './return-to';

describe('safeReturnTo', () => {
  test.each([
    ['/', '/'],
    ['/promotions', '/promotions'],
    ['/games?type=RNG&page=2#list', '/games?type=RNG&page=2#list'],
    ['/member/../promotions', '/promotions'],
    ['/?token=old&tab=1', '/?tab=1'],
    ['/?loginError=oidc.cancelled', '/'],
  ])('keeps the same-site path %s as %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  test.each([
    undefined,
    '',
    'promotions',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    '/wps/session/oidc/google/start',
    '/WPS/member/info',
    '/ops/outbox',
    `/${'a'.repeat(2000)}`,
  ])('sends %s home', (raw) => {
    expect(safeReturnTo(raw)).toBe('/');
  });

  test('an encoded line break stays encoded (it is a path, not a header)', () => {
    expect(safeReturnTo('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });
});

describe('withQueryParam', () => {
  test('sets the parameter before the fragment, keeping the others', () => {
    expect(withQueryParam('/games?type=RNG#list', 'token', 'abc')).toBe('/games?type=RNG&token=abc#list');
    expect(withQueryParam('/', 'loginError', 'oidc.cancelled')).toBe('/?loginError=oidc.cancelled');
  });
});
