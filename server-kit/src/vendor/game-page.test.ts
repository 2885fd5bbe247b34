import { gamePageHeaders, otherLanguagePath } from './game-page';

describe('game page helpers', () => {
  it('switches only the language of the address, keeping the path and the other parameters', () => {
    expect(otherLanguagePath('/game/abc?language=bn&x=1', 'bn')).toBe('/game/abc?language=en&x=1');
    expect(otherLanguagePath('/game/abc?x=1', 'en')).toBe('/game/abc?x=1&language=bn');
    expect(otherLanguagePath('/vendor/play/KSLOT/p1', 'en')).toBe('/vendor/play/KSLOT/p1?language=bn');
  });

  it('sends pages uncached and without a Referer (the CSP is the service\'s: server-kit/http)', () => {
    expect(gamePageHeaders()).toEqual({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  });
});
