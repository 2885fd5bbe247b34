import { scriptedDraws as scripted } from '../../testing/scripted-draws';
import { shootOutcome } from './fish-engine';
import { fishGame } from './fish-game';
import { FISH_STAKES, FISH_TARGETS } from './fish-rules';


describe('a shot at one fish', () => {
  it('catches iff the draw out of 10,000 is below the fish’s threshold, and pays stake × multiplier', () => {
    const caught = shootOutcome(scripted([959]), 'rui', 500);
    expect(caught.shots).toEqual([{ fish: 'rui', multiplier: 10, schoolRoll: null, roll: 959, catchBelow: 960, catchOutOf: 10_000, caught: true, payout: 5000 }]);
    expect(caught).toMatchObject({ target: 'rui', stake: 500, stakePerFish: 500, caughtCount: 1, payout: 5000 });
    const missed = shootOutcome(scripted([960]), 'rui', 500);
    expect(missed).toMatchObject({ caughtCount: 0, payout: 0 });
    expect(missed.shots[0]).toMatchObject({ roll: 960, caught: false, payout: 0 });
  });

  it('pays the rarest fish 100 stakes', () => {
    expect(shootOutcome(scripted([0]), 'mahseer', 2000).payout).toBe(200_000);
    expect(shootOutcome(scripted([96]), 'mahseer', 2000).payout).toBe(0);
  });
});

describe('a school shot', () => {
  it('draws the fish out of 100 by school weight, then its catch', () => {
    const cases: [number, string][] = [[0, 'puti'], [29, 'puti'], [30, 'tengra'], [54, 'tengra'], [55, 'koi'], [74, 'koi'], [75, 'rui'], [86, 'rui'], [87, 'boal'], [94, 'boal'], [95, 'ilish'], [97, 'ilish'], [98, 'mahseer'], [99, 'mahseer']];
    for (const [roll, fish] of cases) {
      const source = scripted([roll, 0]);
      const outcome = shootOutcome(source, 'school', 100);
      expect(source.asked).toEqual([100, 10_000]);
      expect(outcome.shots[0]).toMatchObject({ fish, schoolRoll: roll, caught: true });
    }
  });
});

describe('a net', () => {
  it('covers 4 small fish drawn out of 75, each riding a quarter of the stake', () => {
    // puti caught (2×), tengra missed, koi caught (5×), puti missed: (2 + 5) × 250.
    const source = scripted([0, 4799, 30, 3200, 74, 0, 29, 4800]);
    const outcome = shootOutcome(source, 'net', 1000);
    expect(source.asked).toEqual([75, 10_000, 75, 10_000, 75, 10_000, 75, 10_000]);
    expect(outcome.shots.map((shot) => [shot.fish, shot.caught, shot.payout])).toEqual([
      ['puti', true, 500],
      ['tengra', false, 0],
      ['koi', true, 1250],
      ['puti', false, 0],
    ]);
    expect(outcome).toMatchObject({ stakePerFish: 250, caughtCount: 2, payout: 1750 });
  });
});

describe('the fish hunt as a house game', () => {
  const input = { serverSeed: 'house-server-seed-1', clientSeed: 'player-client-seed', nonce: 7 };

  it('accepts a listed stake and a fish, the school or a net', () => {
    expect(fishGame.parseBet({ stake: '500', fish: 'ilish' })).toEqual({ stake: 500, fish: 'ilish' });
    expect(fishGame.parseBet({ stake: 100, fish: 'net' })).toEqual({ stake: 100, fish: 'net' });
    for (const target of FISH_TARGETS) for (const stake of FISH_STAKES) expect(fishGame.parseBet({ stake, fish: target })).toEqual({ stake, fish: target });
  });

  it('rejects unlisted stakes, unknown fish and missing fields', () => {
    expect(fishGame.parseBet({ stake: '300', fish: 'koi' })).toBeNull();
    expect(fishGame.parseBet({ stake: '-100', fish: 'koi' })).toBeNull();
    expect(fishGame.parseBet({ stake: '1e3', fish: 'koi' })).toBeNull();
    expect(fishGame.parseBet({ stake: '100', fish: 'shark' })).toBeNull();
    expect(fishGame.parseBet({ stake: '100', fish: ['koi'] })).toBeNull();
    expect(fishGame.parseBet({ stake: '100', fish: 'toString' })).toBeNull();
    expect(fishGame.parseBet({ stake: '100' })).toBeNull();
    expect(fishGame.parseBet({ fish: 'koi' })).toBeNull();
    // A repeated form field arrives as an array.
    expect(fishGame.parseBet({ stake: ['100'], fish: 'koi' })).toBeNull();
    expect(fishGame.parseBet({ stake: '100', fish: ['koi', 'rui'] })).toBeNull();
  });

  it('is decided by the seeds: the same seeds, nonce and bet give the same JSON result', () => {
    for (const fish of FISH_TARGETS) {
      const first = fishGame.play(input, { stake: 1000, fish });
      expect(JSON.parse(JSON.stringify(first))).toEqual(fishGame.play({ ...input }, { stake: 1000, fish }));
      expect(first.payout).toBe(first.result.payout);
    }
    expect(fishGame.play(input, { stake: 1000, fish: 'school' }).result).not.toEqual(fishGame.play({ ...input, nonce: 8 }, { stake: 1000, fish: 'school' }).result);
  });
});
