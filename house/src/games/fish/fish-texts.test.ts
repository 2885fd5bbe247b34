import { FISH_IDS, FISH_TARGETS } from './fish-rules';
import { FISH_TEXTS } from './fish-texts';

describe('the fish hunt’s texts', () => {
  it('print the exact return and each fish’s chance in both languages', () => {
    expect(FISH_TEXTS.en.rules[0]).toContain('exactly 96.00%');
    expect(FISH_TEXTS.bn.rules[0]).toContain('ঠিক ৯৬.০০%');
    expect(FISH_TEXTS.en.fishTableRows[0]).toEqual(['Puti', '2×', '48.00% (4,800 / 10,000)', '96.00%']);
    expect(FISH_TEXTS.en.fishTableRows[6]).toEqual(['Golden Mahseer', '100×', '0.96% (96 / 10,000)', '96.00%']);
    expect(FISH_TEXTS.bn.fishTableRows[6]).toEqual(['সোনালি মহাশোল', '১০০×', '০.৯৬% (৯৬ / ১০,০০০)', '৯৬.০০%']);
    expect(FISH_TEXTS.en.rules[2]).toContain('of every 100 fish — Puti 30, Tengra 25, Koi 20, Rui 12, Boal 8, Hilsa 3, Golden Mahseer 2');
  });

  it('name every fish and target in both languages', () => {
    for (const lang of ['bn', 'en'] as const) {
      expect(Object.keys(FISH_TEXTS[lang].fish)).toEqual([...FISH_IDS]);
      for (const target of FISH_TARGETS) expect(FISH_TEXTS[lang].target(target)).toMatch(/\S/);
    }
    expect(FISH_TEXTS.en.target('ilish')).toBe('Hilsa (50×)');
    expect(FISH_TEXTS.bn.target('net')).toBe('জাল (৪টি ছোট মাছ)');
  });
});
