import { aimedRtp, formatFishRtp, netRtp, schoolRtp } from './fish-rtp';
import { CATCH_DENOMINATOR, catchThreshold, FISH_KINDS } from './fish-rules';

describe('the fish hunt’s return to player (exact fractions)', () => {
  it('catches each fish below 9,600 / m out of 10,000, with no rounding', () => {
    expect(FISH_KINDS.map((kind) => [kind.id, kind.multiplier, catchThreshold(kind.multiplier)])).toEqual([
      ['puti', 2, 4800],
      ['tengra', 3, 3200],
      ['koi', 5, 1920],
      ['rui', 10, 960],
      ['boal', 20, 480],
      ['ilish', 50, 192],
      ['mahseer', 100, 96],
    ]);
  });

  it.each(FISH_KINDS.map((kind) => [kind.id]))('returns exactly 24/25 = 96%% on a shot at %s', (id) => {
    const rtp = aimedRtp(id);
    expect([rtp.numerator, rtp.denominator]).toEqual([24n, 25n]);
    expect(formatFishRtp(rtp)).toBe('96.00%');
  });

  it('returns exactly 96% on a school shot and on a net (every net outcome enumerated)', () => {
    expect([schoolRtp().numerator, schoolRtp().denominator]).toEqual([24n, 25n]);
    expect([netRtp().numerator, netRtp().denominator]).toEqual([24n, 25n]);
  });

  it('rounds half up where 9,600 / m is not whole, and the return then follows the rounding', () => {
    // A 7× fish: 9,600 / 7 = 1,371.43 → 1,371, so the shot returns 7 · 1,371 / 10,000 = 95.97%.
    expect(catchThreshold(7)).toBe(1371);
    expect((7 * catchThreshold(7)) / CATCH_DENOMINATOR).toBe(0.9597);
    // 9,600 / 64 = 150 exactly; 9,600 / 256 = 37.5 → 38 (half up).
    expect(catchThreshold(64)).toBe(150);
    expect(catchThreshold(256)).toBe(38);
  });
});
