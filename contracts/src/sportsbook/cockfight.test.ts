import { DEFAULT_FIGHT_ODDS, FIGHT_STATES, canMoveFight, cockfightReturn, fightTakesBets } from './cockfight';
import { fromDecimal, parsePrice } from './sportsbook-odds';

describe('fight states (REFERENCES §4)', () => {
  it('moves open → last call → closed → result, and only a CANCEL skips ahead', () => {
    expect(canMoveFight('open', 'last_call')).toBe(true);
    expect(canMoveFight('last_call', 'closed')).toBe(true);
    expect(canMoveFight('closed', 'result', 'MERON')).toBe(true);
    expect(canMoveFight('closed', 'result', 'DRAW')).toBe(true);
    expect(canMoveFight('open', 'result', 'CANCEL')).toBe(true);
    expect(canMoveFight('last_call', 'result', 'CANCEL')).toBe(true);
    expect(canMoveFight('open', 'result', 'WALA')).toBe(false);
    expect(canMoveFight('open', 'closed')).toBe(false);
    expect(canMoveFight('closed', 'open')).toBe(false);
    for (const to of FIGHT_STATES) expect(canMoveFight('result', to, 'CANCEL')).toBe(false);
  });

  it('takes bets while open and in the last call only', () => {
    expect(FIGHT_STATES.filter(fightTakesBets)).toEqual(['open', 'last_call']);
  });
});

describe('fight payouts (fixed Malay odds)', () => {
  const odds = DEFAULT_FIGHT_ODDS;
  it('MERON at Malay 0.80 returns 1.80 × the stake; WALA at −0.94 returns 1 + 1/0.94', () => {
    expect(cockfightReturn('MERON', 10_000, odds, 'MERON')).toBe(18_000);
    expect(cockfightReturn('WALA', 9_400, odds, 'WALA')).toBe(19_400); // risk 94 to win 100
    expect(cockfightReturn('WALA', 10_000, odds, 'WALA')).toBe(20_638); // 20 638.29…, rounded down
    expect(cockfightReturn('MERON', 10_000, odds, 'WALA')).toBe(0);
    expect(cockfightReturn('WALA', 10_000, odds, 'MERON')).toBe(0);
    // The same prices as decimal, through REFERENCES §2.3's conversion.
    expect(fromDecimal(parsePrice('1.80'), 'malay')).toBe(odds.MERON);
  });

  it('a draw pays 1:8 and refunds the sides; a cancel refunds everyone', () => {
    expect(cockfightReturn('DRAW', 1_000, odds, 'DRAW')).toBe(9_000);
    expect(cockfightReturn('MERON', 1_000, odds, 'DRAW')).toBe(1_000);
    expect(cockfightReturn('WALA', 1_000, odds, 'DRAW')).toBe(1_000);
    expect(cockfightReturn('DRAW', 1_000, odds, 'MERON')).toBe(0);
    for (const side of ['MERON', 'WALA', 'DRAW'] as const) expect(cockfightReturn(side, 1_000, odds, 'CANCEL')).toBe(1_000);
  });

  it('refuses a bad stake or odds outside Malay’s range', () => {
    expect(() => cockfightReturn('MERON', 0, odds, 'MERON')).toThrow(RangeError);
    expect(() => cockfightReturn('MERON', 100, { MERON: 1_200_000n, WALA: -940_000n }, 'MERON')).toThrow(RangeError);
  });
});
