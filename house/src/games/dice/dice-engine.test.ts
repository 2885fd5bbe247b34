import { diceGame } from './dice-game';
import { diceOutcome, multiplierText, winPayout } from './dice-engine';
import { diceRtp, exactPercent, lowestDiceRtp } from './dice-rtp';
import { DICE_STAKES, MAX_TARGET, MIN_TARGET } from './dice-rules';

describe('the dice’s payouts', () => {
  it.each([
    // stake, target, payout: stake × 99 / target, rounded down to the paisa
    [1000, 50, 1980],
    [100, 2, 4950],
    [10000, 98, 10102],
    [100, 97, 102],
    [1000, 33, 3000],
    [500, 7, 7071],
  ])('stake %i under %i pays %i', (stake, target, payout) => {
    expect(winPayout(stake, target)).toBe(payout);
  });

  it('wins exactly below target × 100', () => {
    expect(diceOutcome(4999, 1000, 50)).toEqual({ roll: 4999, target: 50, won: true, payout: 1980 });
    expect(diceOutcome(5000, 1000, 50)).toEqual({ roll: 5000, target: 50, won: false, payout: 0 });
    expect(diceOutcome(0, 100, 2).won).toBe(true);
    expect(diceOutcome(199, 100, 2).won).toBe(true);
    expect(diceOutcome(200, 100, 2).won).toBe(false);
    expect(diceOutcome(9999, 10000, 98).won).toBe(false);
  });

  it('shows the multiplier before rounding', () => {
    expect(multiplierText(50)).toBe('1.98');
    expect(multiplierText(2)).toBe('49.5');
    expect(multiplierText(3)).toBe('33');
    expect(multiplierText(98)).toBe('1.0102');
  });
});

describe('the dice’s exact return to player', () => {
  it('is 99 % when the target divides 99 × stake, and the rounded-down paisa less otherwise', () => {
    expect(diceRtp(1000, 50)).toMatchObject({ numerator: 5000n * 1980n, denominator: 10_000n * 1000n, value: 0.99 });
    // ৳1 under 97: wins 9,700 of 10,000 rolls and pays ⌊9900 / 97⌋ = 102 paisa.
    expect(diceRtp(100, 97)).toMatchObject({ numerator: 9700n * 102n, denominator: 1_000_000n });
    expect(exactPercent(diceRtp(100, 97))).toBe('98.94%');
    expect(exactPercent(diceRtp(1000, 50))).toBe('99.00%');
    expect(exactPercent(diceRtp(10000, 98))).toBe('98.9996%');
  });

  it('agrees with a count over every one of the 10,000 rolls, for every offered bet', () => {
    for (const stake of DICE_STAKES) {
      for (let target = MIN_TARGET; target <= MAX_TARGET; target += 1) {
        let paid = 0;
        for (let roll = 0; roll < 10_000; roll += 1) paid += diceOutcome(roll, stake, target).payout;
        const rtp = diceRtp(stake, target);
        expect(BigInt(paid) * rtp.denominator).toBe(rtp.numerator * 10_000n * BigInt(stake));
        expect(rtp.value).toBeLessThanOrEqual(0.99);
      }
    }
  });

  it('finds the lowest offered RTP: ৳1 under 78 (⌊9900 / 78⌋ = 126 paisa, 0.92 lost to rounding)', () => {
    const lowest = lowestDiceRtp();
    expect(lowest).toMatchObject({ stake: 100, target: 78, numerator: 7800n * 126n, denominator: 1_000_000n });
    expect(exactPercent(lowest)).toBe('98.28%');
  });
});

describe('the dice’s bets', () => {
  it('takes an offered stake and a whole target from 2 to 98', () => {
    expect(diceGame.parseBet({ stake: '1000', target: '50' })).toEqual({ stake: 1000, target: 50 });
    expect(diceGame.parseBet({ stake: 100, target: 2 })).toEqual({ stake: 100, target: 2 });
    expect(diceGame.parseBet({ stake: '10000', target: ' 98 ' })).toEqual({ stake: 10000, target: 98 });
  });

  it.each([
    ['target 1', { stake: '1000', target: '1' }],
    ['target 99', { stake: '1000', target: '99' }],
    ['target 0', { stake: '1000', target: '0' }],
    ['a fractional target', { stake: '1000', target: '50.5' }],
    ['a negative target', { stake: '1000', target: '-5' }],
    ['no target', { stake: '1000' }],
    ['a target that is not a number', { stake: '1000', target: 'fifty' }],
    ['two targets', { stake: '1000', target: ['50', '60'] }],
    ['a stake not offered', { stake: '1234', target: '50' }],
    ['a negative stake', { stake: '-1000', target: '50' }],
    ['no stake', { target: '50' }],
    ['a huge stake', { stake: '1e9', target: '50' }],
  ])('refuses %s', (_, raw) => {
    expect(diceGame.parseBet(raw)).toBeNull();
  });

  it('decides the same round from the same seeds, and pays what the roll says', () => {
    const input = { serverSeed: 'a'.repeat(64), clientSeed: 'dice', nonce: 7 };
    const first = diceGame.play(input, { stake: 1000, target: 50 });
    expect(diceGame.play(input, { stake: 1000, target: 50 })).toEqual(first);
    const roll = first.result.roll as number;
    expect(first.payout).toBe(roll < 5000 ? 1980 : 0);
    expect(first.result).toEqual({ roll, target: 50, won: roll < 5000, payout: first.payout });
  });
});
