import { gamePageHeaders, newPageNonce, otherLanguagePath } from './game-page';

describe('game page helpers', () => {
  it('switches only the language of the address, keeping the path and the other parameters', () => {
    expect(otherLanguagePath('/game/abc?language=bn&x=1', 'bn')).toBe('/game/abc?language=en&x=1');
    expect(otherLanguagePath('/game/abc?x=1', 'en')).toBe('/game/abc?x=1&language=bn');
    expect(otherLanguagePath('/vendor/play/KSLOT/p1', 'en')).toBe('/vendor/play/KSLOT/p1?language=bn');
  });

  it('sends pages uncached, without a Referer, under a CSP that allows only the nonce', () => {
    const nonce = newPageNonce();
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(newPageNonce()).not.toBe(nonce);
    const headers = gamePageHeaders(nonce);
    expect(headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' });
    expect(headers['content-security-policy']).toContain(`script-src 'nonce-${nonce}'`);
    expect(headers['content-security-policy']).toContain("default-src 'none'");
  });
});
