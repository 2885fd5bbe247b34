import { cards } from './teen-patti-cards';
import { describeHand, handKey } from './teen-patti-hands';

const key = (...codes: string[]) => {
  const [a, b, c] = cards(...codes) as [number, number, number];
  return handKey(a, b, c);
};
const describe3 = (...codes: string[]) => {
  const { category, ranks } = describeHand(cards(...codes));
  return { category, ranks };
};
/** Asserts each hand beats the next. */
const expectDescending = (...hands: string[][]) => {
  const keys = hands.map((hand) => key(...hand));
  for (let i = 1; i < keys.length; i += 1) {
    if (!(keys[i - 1]! > keys[i]!)) throw new Error(`${hands[i - 1]!.join(' ')} should beat ${hands[i]!.join(' ')}`);
  }
};

describe('Teen Patti hands', () => {
  it('names each category and the ranks that decide it', () => {
    expect(describe3('7S', '7H', '7D')).toEqual({ category: 'trail', ranks: ['7'] });
    expect(describe3('5H', '3H', '4H')).toEqual({ category: 'pureSequence', ranks: ['5', '4', '3'] });
    expect(describe3('QD', 'AS', 'KC')).toEqual({ category: 'sequence', ranks: ['A', 'K', 'Q'] });
    expect(describe3('2D', 'AS', '3C')).toEqual({ category: 'sequence', ranks: ['3', '2', 'A'] });
    expect(describe3('2S', '9S', 'JS')).toEqual({ category: 'colour', ranks: ['J', '9', '2'] });
    expect(describe3('9C', '2S', '9H')).toEqual({ category: 'pair', ranks: ['9', '2'] });
    expect(describe3('AC', '5S', 'TH')).toEqual({ category: 'highCard', ranks: ['A', 'T', '5'] });
  });

  it('ranks trail > pure sequence > sequence > colour > pair > high card, whatever the ranks', () => {
    expectDescending(['2S', '2H', '2D'], ['AS', 'KS', 'QS'], ['4S', '3S', '2S'], ['AH', 'KD', 'QC'], ['4H', '3D', '2C'], ['AS', 'KS', 'JS'], ['2D', '3D', '5D'], ['AS', 'AH', 'KD'], ['2S', '2H', '3D'], ['AS', 'KH', 'JD']);
  });

  it('ranks A-K-Q highest, A-2-3 second, then K-Q-J down to 4-3-2', () => {
    expectDescending(['AS', 'KH', 'QD'], ['AS', '2H', '3D'], ['KS', 'QH', 'JD'], ['QS', 'JH', 'TD'], ['5S', '4H', '3D'], ['4S', '3H', '2D']);
    expectDescending(['AC', 'KC', 'QC'], ['AC', '2C', '3C'], ['KC', 'QC', 'JC'], ['4C', '3C', '2C']);
  });

  it('does not wrap a sequence round the ace: K-A-2 is no sequence, nor is A-3-4', () => {
    expect(describe3('KS', 'AH', '2D').category).toBe('highCard');
    expect(describe3('KS', 'AS', '2S').category).toBe('colour');
    expect(describe3('AS', '3H', '4D').category).toBe('highCard');
  });

  it('counts the ace high outside A-2-3: A-5-3 beats K-Q-T, and a colour to the ace beats one to the king', () => {
    expectDescending(['AS', '5H', '3D'], ['KS', 'QH', 'TD']);
    expectDescending(['AH', '3H', '2H'], ['KD', 'QD', 'TD']);
  });

  it('compares pairs by the pair, then the odd card', () => {
    expectDescending(['AS', 'AH', '2D'], ['KS', 'KH', 'QD'], ['KC', 'KD', 'JS'], ['3S', '3H', '2D'], ['2S', '2H', 'AD']);
    expect(key('9S', '9H', 'KD')).toBe(key('9C', 'KS', '9D'));
  });

  it('compares colours and high cards card by card, high to low (kickers)', () => {
    expectDescending(['KH', 'JH', '9H'], ['KS', 'JS', '8S'], ['KD', 'TD', '9D'], ['QC', 'JC', '9C']);
    expectDescending(['AS', 'JH', '9D'], ['AC', 'JD', '8S'], ['AD', 'TH', '9C'], ['KS', 'QH', 'TD']);
  });

  it('compares trails and sequences by rank, and ties hands that differ only in suits', () => {
    expectDescending(['AS', 'AH', 'AD'], ['KS', 'KH', 'KD'], ['2S', '2H', '2C']);
    expect(key('AS', 'KH', 'QD')).toBe(key('QS', 'AD', 'KC'));
    expect(key('AS', '2S', '3S')).toBe(key('AH', '2H', '3H'));
    expect(key('KH', '9D', '4C')).toBe(key('KS', '9H', '4D'));
    expect(key('KH', '9H', '4H')).toBe(key('KS', '9S', '4S'));
  });
});
