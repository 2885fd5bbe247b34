import { cards } from './teen-patti-cards';
import { describeHand, HAND_CATEGORIES } from './teen-patti-hands';
import { TEEN_PATTI_TEXTS } from './teen-patti-texts';

const name = (lang: 'bn' | 'en', ...codes: string[]) => TEEN_PATTI_TEXTS[lang].handName(describeHand(cards(...codes)));

describe('Teen Patti’s texts', () => {
  it('print the exact return and the chances in both languages', () => {
    expect(TEEN_PATTI_TEXTS.en.rules.join(' ')).toContain('exactly 97.50% (9,543,327 / 9,787,750), counted over all 407,170,400 pairs');
    expect(TEEN_PATTI_TEXTS.en.rules.join(' ')).toContain('You win 49.94% of deals, tie 0.11% and lose 49.94%');
    expect(TEEN_PATTI_TEXTS.bn.rules.join(' ')).toContain('ঠিক ৯৭.৫০% (৯,৫৪৩,৩২৭ / ৯,৭৮৭,৭৫০), সব ৪০৭,১৭০,৪০০টি');
  });

  it('name every category and rank every category best first, in both languages', () => {
    for (const lang of ['bn', 'en'] as const) {
      const texts = TEEN_PATTI_TEXTS[lang];
      expect(Object.keys(texts.category).sort()).toEqual([...HAND_CATEGORIES].sort());
      expect(texts.ranking.map((row) => row.category)).toEqual([...HAND_CATEGORIES].reverse());
    }
  });

  it('describe hands in words', () => {
    expect(name('en', 'KS', '9H', 'KD')).toBe('Pair of Kings, Nine kicker');
    expect(name('en', '6S', '6H', '6D')).toBe('Trail of Sixes');
    expect(name('en', 'AS', '2H', '3D')).toBe('Sequence 3-2-A');
    expect(name('en', 'QH', 'JH', 'TH')).toBe('Pure sequence Q-J-10');
    expect(name('en', 'AH', 'TC', '6S')).toBe('Ace high (A-10-6)');
    expect(name('bn', 'KS', '9H', 'KD')).toBe('সাহেব-এর জোড়া, সঙ্গে নয়');
    expect(name('bn', 'QH', 'JH', 'TH')).toBe('পিওর সিকোয়েন্স Q-J-১০');
    expect(TEEN_PATTI_TEXTS.en.cardLabel('TD')).toBe('10♦');
    expect(TEEN_PATTI_TEXTS.bn.cardLabel('TD')).toBe('১০♦');
  });
});
