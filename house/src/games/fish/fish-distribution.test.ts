import { FairStream } from '../../fair/fair-stream';
import { chiSquareCritical99, chiSquareStatistic } from '../../stats/chi-square';
import { fixedServerSeed } from '../../stats/fixed-seed';
import { SCHOOL_WEIGHT_TOTAL, shootOutcome } from './fish-engine';
import { CATCH_DENOMINATOR, FISH_KINDS, RTP_TARGET, type FishId } from './fish-rules';

const serverSeed = fixedServerSeed('golden-river-hunt chi-square');
const SHOTS_PER_FISH = 30_000;
const SCHOOL_SHOTS = 210_000;
const p = (multiplier: number) => RTP_TARGET.numerator / RTP_TARGET.denominator / multiplier;

/** Caught / missed counts and Σ over fish of their chi-square (independent, 1 df each). */
function aimedStatistic(caughtCounts: readonly number[]): number {
  return FISH_KINDS.reduce((sum, kind, i) => {
    const caught = caughtCounts[i]!;
    const expected = SHOTS_PER_FISH * p(kind.multiplier);
    return sum + chiSquareStatistic([caught, SHOTS_PER_FISH - caught], [expected, SHOTS_PER_FISH - expected]);
  }, 0);
}

describe('the fish hunt’s catches (chi-square, 99% confidence)', () => {
  it(`catches each fish as often as its chance 0.96 / m over ${SHOTS_PER_FISH.toLocaleString('en')} fair shots each, and a 100% game would fail`, () => {
    const caught: number[] = [];
    const caughtAtFullReturn: number[] = [];
    FISH_KINDS.forEach((kind) => {
      let real = 0;
      let full = 0;
      for (let nonce = 0; nonce < SHOTS_PER_FISH; nonce += 1) {
        const input = { serverSeed, clientSeed: `aim-${kind.id}`, nonce };
        const shot = shootOutcome(new FairStream(input), kind.id, 100).shots[0]!;
        if (shot.caught) real += 1;
        // The control: the same draw with chance 1 / m, a game with no house edge (4% more catches).
        if (shot.roll < CATCH_DENOMINATOR / kind.multiplier) full += 1;
      }
      caught.push(real);
      caughtAtFullReturn.push(full);
    });
    const critical = chiSquareCritical99(FISH_KINDS.length);
    expect(aimedStatistic(caught)).toBeLessThan(critical);
    expect(aimedStatistic(caughtAtFullReturn)).toBeGreaterThan(critical);
  });

  it(`picks the school’s fish by weight and catches it by its chance, jointly, over ${SCHOOL_SHOTS.toLocaleString('en')} fair school shots`, () => {
    const index = new Map<FishId, number>(FISH_KINDS.map((kind, i) => [kind.id, i]));
    const observed = new Array<number>(FISH_KINDS.length * 2).fill(0);
    for (let nonce = 0; nonce < SCHOOL_SHOTS; nonce += 1) {
      const shot = shootOutcome(new FairStream({ serverSeed, clientSeed: 'school', nonce }), 'school', 100).shots[0]!;
      observed[index.get(shot.fish)! * 2 + (shot.caught ? 0 : 1)]! += 1;
    }
    const expected = FISH_KINDS.flatMap((kind) => {
      const shots = (SCHOOL_SHOTS * kind.schoolWeight) / SCHOOL_WEIGHT_TOTAL;
      return [shots * p(kind.multiplier), shots * (1 - p(kind.multiplier))];
    });
    // The rarest cell (mahseer caught) expects 40 catches, well above the test's 5.
    expect(Math.min(...expected)).toBeGreaterThan(5);
    expect(chiSquareStatistic(observed, expected)).toBeLessThan(chiSquareCritical99(observed.length - 1));
  });
});
