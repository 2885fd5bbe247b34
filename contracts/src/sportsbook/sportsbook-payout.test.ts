import fc from 'fast-check';
import { checkParlayLegs, parlayReturn, potentialReturn, resettle, sessionAmounts, sessionReturn, singleReturn, type SettledLeg } from './sportsbook-payout';
import type { SelectionSettlement, SettlementOutcome } from './sportsbook-settlement';

const won: SelectionSettlement = { outcome: 'won' };
const halfWon: SelectionSettlement = { outcome: 'half_won' };
const halfLost: SelectionSettlement = { outcome: 'half_lost' };
const lost: SelectionSettlement = { outcome: 'lost' };
const voided: SelectionSettlement = { outcome: 'void' };

/** Stake 100 taka = 10 000 paisa. */
const STAKE = 10_000;

describe('singles', () => {
  it('pays each outcome of a 1.96 single', () => {
    expect(singleReturn(STAKE, '1.96', won)).toBe(19_600);
    expect(singleReturn(STAKE, '1.96', halfWon)).toBe(14_800); // half at 1.96, half refunded
    expect(singleReturn(STAKE, '1.96', voided)).toBe(10_000);
    expect(singleReturn(STAKE, '1.96', halfLost)).toBe(5_000);
    expect(singleReturn(STAKE, '1.96', lost)).toBe(0);
    // Dead heat of three on top batsman at 7.00: a third of the stake at 7.00.
    expect(singleReturn(9_000, '7.00', { outcome: 'dead_heat', deadHeat: { numerator: 1, denominator: 3 } })).toBe(21_000);
  });

  it('rounds down to the paisa, and only once', () => {
    expect(singleReturn(333, '1.86', won)).toBe(619); // 619.38
    expect(singleReturn(3, '1.5', halfLost)).toBe(1); // 1.5
    expect(() => singleReturn(0, '1.86', won)).toThrow(RangeError);
    expect(() => singleReturn(1.5, '1.86', won)).toThrow(RangeError);
    expect(() => singleReturn(100, '1.86', { outcome: 'dead_heat' })).toThrow(RangeError);
  });
});

describe('mix parlay (REFERENCES §2.4, SBOBET AA-00182 worked examples)', () => {
  const leg = (price: string, settlement: SelectionSettlement = won): SettledLeg => ({ price, settlement });

  // The reference quotes profits rounded to the nearest paisa; Khela floors the return, so at stake
  // 100.00 it pays the paisa below when the third decimal is ≥ 5. At a finer stake (100 in
  // hundred-thousandths) the exact figures show the reference's products are the same.
  it('1.86 × 1.96 × 1.90 × 2.36, all won: profit 1,534.69 (exactly 1,534.68704)', () => {
    const legs = [leg('1.86'), leg('1.96'), leg('1.90'), leg('2.36')];
    expect(parlayReturn(10_000_000, legs) - 10_000_000).toBe(153_468_704);
    expect(parlayReturn(STAKE, legs) - STAKE).toBe(153_468); // 1,534.68: rounded down
    expect(potentialReturn(STAKE, ['1.86', '1.96', '1.90', '2.36'])).toBe(163_468);
  });

  it('A half-won (1.86 counts 1.43): profit 1,156.78 (exactly 1,156.77552)', () => {
    const legs = [leg('1.86', halfWon), leg('1.96'), leg('1.90'), leg('2.36')];
    expect(parlayReturn(10_000_000, legs) - 10_000_000).toBe(115_677_552);
    expect(parlayReturn(STAKE, legs) - STAKE).toBe(115_677);
  });

  it('A half-lost on a 3-leg (A counts 0.5): profit 86.20', () => {
    expect(parlayReturn(STAKE, [leg('1.86', halfLost), leg('1.96'), leg('1.90')]) - STAKE).toBe(8_620);
  });

  it('two half-losses on a 3-leg: profit −52.50', () => {
    expect(parlayReturn(STAKE, [leg('1.86', halfLost), leg('1.96', halfLost), leg('1.90')]) - STAKE).toBe(-5_250);
  });

  it('a void leg counts 1.00 and the parlay stands on the rest; a lost leg loses it', () => {
    expect(parlayReturn(STAKE, [leg('1.86', voided), leg('1.96'), leg('1.90')])).toBe(parlayReturn(STAKE, [leg('1.96'), leg('1.90')]));
    expect(parlayReturn(STAKE, [leg('1.86', voided), leg('1.96', voided)])).toBe(STAKE);
    expect(parlayReturn(STAKE, [leg('1.86'), leg('1.96', lost), leg('1.90', halfWon)])).toBe(0);
  });

  it('a dead-heat leg counts its price times its factor', () => {
    expect(parlayReturn(STAKE, [leg('4.00', { outcome: 'dead_heat', deadHeat: { numerator: 1, denominator: 2 } }), leg('2.00')])).toBe(40_000);
  });
});

describe('parlay legs', () => {
  const l = (eventId: string, marketType: 'football_1x2' | 'cricket_session' = 'football_1x2') => ({ eventId, marketType });
  it('takes 2…10 legs of distinct events, no session lines', () => {
    expect(checkParlayLegs([l('a'), l('b')])).toEqual({ ok: true });
    expect(checkParlayLegs([l('a')])).toEqual({ ok: false, reason: 'too_few_legs' });
    expect(checkParlayLegs(Array.from({ length: 10 }, (_, i) => l(`e${i}`)))).toEqual({ ok: true });
    expect(checkParlayLegs(Array.from({ length: 11 }, (_, i) => l(`e${i}`)))).toEqual({ ok: false, reason: 'too_many_legs' });
    expect(checkParlayLegs([l('a'), l('b'), l('a')])).toEqual({ ok: false, reason: 'same_event_twice' });
    expect(checkParlayLegs([l('a'), l('b', 'cricket_session')])).toEqual({ ok: false, reason: 'market_not_in_parlay' });
  });
});

describe('session (fancy) money (REFERENCES §2.5)', () => {
  it('YES risks the stake and wins stake × rate/100; NO wins the stake and risks stake × rate/100', () => {
    expect(sessionAmounts('yes', 10_000, 90)).toEqual({ risk: 10_000, returnIfWon: 19_000 });
    expect(sessionAmounts('no', 10_000, 110)).toEqual({ risk: 11_000, returnIfWon: 21_000 });
    expect(sessionReturn('no', 10_000, 110, won)).toBe(21_000);
    expect(sessionReturn('no', 10_000, 110, lost)).toBe(0);
    expect(sessionReturn('no', 10_000, 110, voided)).toBe(11_000);
    expect(sessionReturn('yes', 10_000, 100, won)).toBe(20_000);
    expect(() => sessionReturn('yes', 10_000, 100, halfWon)).toThrow(RangeError);
    expect(() => sessionAmounts('yes', 10_000, 0)).toThrow(RangeError);
  });
});

describe('re-settlement', () => {
  const booked = { betId: 'b1', resultVersion: 1, paid: 19_600 };
  it('books only the difference, once', () => {
    const correction = resettle(booked, { resultVersion: 2, payout: 0 });
    expect(correction).toEqual({ action: 'book', delta: -19_600, resultVersion: 2, idempotencyKey: 'b1:resettle:2' });
    // The same correction again, once booked: nothing.
    expect(resettle({ ...booked, resultVersion: 2, paid: 0 }, { resultVersion: 2, payout: 0 })).toEqual({ action: 'none', reason: 'already_booked', resultVersion: 2 });
    // A late, older correction: nothing.
    expect(resettle({ ...booked, resultVersion: 3, paid: 0 }, { resultVersion: 2, payout: 19_600 }).action).toBe('none');
    // Corrected back: the difference the other way.
    expect(resettle({ ...booked, resultVersion: 2, paid: 0 }, { resultVersion: 3, payout: 19_600 })).toMatchObject({ action: 'book', delta: 19_600 });
    // A correction that changes no money only advances the version.
    expect(resettle(booked, { resultVersion: 2, payout: 19_600 })).toEqual({ action: 'none', reason: 'same_amount', resultVersion: 2 });
  });

  it('the deltas of any chain of corrections add up to the last payout', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 8 }), (payouts) => {
        let state = { betId: 'b', resultVersion: 0, paid: 0 };
        payouts.forEach((payout, i) => {
          for (let replay = 0; replay < 2; replay += 1) {
            const step = resettle(state, { resultVersion: i + 1, payout });
            if (step.action === 'book') state = { ...state, resultVersion: step.resultVersion, paid: state.paid + step.delta };
            else state = { ...state, resultVersion: step.resultVersion };
          }
        });
        expect(state.paid).toBe(payouts[payouts.length - 1]);
      }),
    );
  });
});

/**
 * An independent model of a parlay: instead of multiplying leg factors, split the stake into the
 * bets a half result makes (a half-won leg is half a bet at the price plus half a bet void; a
 * half-lost leg is half a bet lost plus half void; a dead heat is the factor's share at the price
 * and the rest lost) and sum the returns of every branch, each an exact fraction in integers.
 */
function branchModel(stake: number, legs: ReadonlyArray<{ cents: number; outcome: SettlementOutcome; tied: number }>): number {
  type Branch = { weightNum: bigint; weightDen: bigint; priceNum: bigint; priceDen: bigint };
  let branches: Branch[] = [{ weightNum: 1n, weightDen: 1n, priceNum: 1n, priceDen: 1n }];
  for (const leg of legs) {
    const next: Branch[] = [];
    for (const b of branches) {
      const at = (wNum: bigint, wDen: bigint, pNum: bigint, pDen: bigint) => next.push({ weightNum: b.weightNum * wNum, weightDen: b.weightDen * wDen, priceNum: b.priceNum * pNum, priceDen: b.priceDen * pDen });
      const price = BigInt(leg.cents);
      switch (leg.outcome) {
        case 'won': at(1n, 1n, price, 100n); break;
        case 'void': at(1n, 1n, 1n, 1n); break;
        case 'lost': break;
        case 'half_won': at(1n, 2n, price, 100n); at(1n, 2n, 1n, 1n); break;
        case 'half_lost': at(1n, 2n, 1n, 1n); break;
        case 'dead_heat': at(1n, BigInt(leg.tied), price, 100n); break;
      }
    }
    branches = next;
  }
  // Sum the exact fractions over a common denominator, then floor once.
  let num = 0n;
  let den = 1n;
  for (const b of branches) {
    const bNum = BigInt(stake) * b.weightNum * b.priceNum;
    const bDen = b.weightDen * b.priceDen;
    num = num * bDen + bNum * den;
    den *= bDen;
  }
  return Number(num / den);
}

describe('property: parlay payouts equal the branch model', () => {
  const outcomes: SettlementOutcome[] = ['won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'];
  const legArb = fc.record({ cents: fc.integer({ min: 101, max: 2_000 }), outcome: fc.constantFrom(...outcomes), tied: fc.integer({ min: 2, max: 4 }) });
  const toSettled = (l: { cents: number; outcome: SettlementOutcome; tied: number }): SettledLeg => ({
    price: (l.cents / 100).toFixed(2),
    settlement: l.outcome === 'dead_heat' ? { outcome: 'dead_heat', deadHeat: { numerator: 1, denominator: l.tied } } : { outcome: l.outcome },
  });

  it('for every random parlay, and in total over a book of them', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ stake: fc.integer({ min: 1, max: 10_000_000 }), legs: fc.array(legArb, { minLength: 1, maxLength: 10 }) }), { minLength: 1, maxLength: 20 }), (bets) => {
        let book = 0;
        let model = 0;
        for (const bet of bets) {
          const paid = parlayReturn(bet.stake, bet.legs.map(toSettled));
          const expected = branchModel(bet.stake, bet.legs);
          expect(paid).toBe(expected);
          book += paid;
          model += expected;
        }
        expect(book).toBe(model);
      }),
      { numRuns: 300, seed: 16 },
    );
  });
});
