import { hasControlCharacter, safeBackUrl } from './back-url';

describe('the back link (safeBackUrl)', () => {
  it('takes http(s) addresses as they are', () => {
    expect(safeBackUrl('https://khela.example/games?tab=rng')).toBe('https://khela.example/games?tab=rng');
    expect(safeBackUrl('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/');
  });

  it('resolves a path against the site that opened the game, or keeps it as a path', () => {
    expect(safeBackUrl('/rng?vassalage=KSLOT', 'https://khela.example/home')).toBe('https://khela.example/rng?vassalage=KSLOT');
    expect(safeBackUrl('/rng', undefined)).toBe('/rng');
    expect(safeBackUrl('/rng', 'not a url')).toBe('/rng');
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['ftp://khela.example'],
    ['games'],
    ['https://khela.example/\nx'],
    [''],
    [42],
    ['/' + 'a'.repeat(2000)],
  ])('gives no link for %p', (raw) => {
    expect(safeBackUrl(raw, 'https://khela.example/')).toBeNull();
  });
});

describe('hasControlCharacter', () => {
  it('finds C0 controls and DEL, and nothing in printable text', () => {
    expect(hasControlCharacter('abc\u0000')).toBe(true);
    expect(hasControlCharacter('a\tb')).toBe(true);
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter('খেলা token-123 ~')).toBe(false);
  });
});
