import {
  CATCH_DENOMINATOR,
  catchThreshold,
  FISH_KINDS,
  fishKind,
  NET_FISH,
  NET_SIZE,
  NET_TARGET,
  SCHOOL_TARGET,
  type FishId,
  type FishKind,
  type FishTarget,
} from './fish-rules';

/** Where the draws come from: the round's FairStream, or any other unbiased source in a simulation. */
export interface IntSource {
  nextInt(n: number): number;
}

/** One fish a shot (or a net) went for, and whether it was caught. */
export interface FishShot {
  fish: FishId;
  multiplier: number;
  /** For school and net shots, the draw in [0, school weight total) that picked the fish; null when aimed. */
  schoolRoll: number | null;
  /** The catch draw in [0, catchOutOf). */
  roll: number;
  /** Caught iff roll < catchBelow. */
  catchBelow: number;
  catchOutOf: number;
  caught: boolean;
  /** stakePerFish × multiplier when caught, else 0 (paisa). */
  payout: number;
}

export interface FishOutcome {
  target: FishTarget;
  stake: number;
  /** The share of the stake riding on each fish: the stake, or stake / NET_SIZE for a net. */
  stakePerFish: number;
  shots: FishShot[];
  caughtCount: number;
  payout: number;
}

/** The fish a school draw lands on: the kinds' weights laid end to end in FISH_KINDS order. */
function pickByWeight(kinds: readonly FishKind[], roll: number): FishKind {
  let rest = roll;
  for (const kind of kinds) {
    if (rest < kind.schoolWeight) return kind;
    rest -= kind.schoolWeight;
  }
  throw new RangeError(`school roll ${roll} is past the weights`);
}

const totalWeight = (kinds: readonly FishKind[]) => kinds.reduce((sum, kind) => sum + kind.schoolWeight, 0);
const NET_KINDS = NET_FISH.map(fishKind);
export const SCHOOL_WEIGHT_TOTAL = totalWeight(FISH_KINDS);
export const NET_WEIGHT_TOTAL = totalWeight(NET_KINDS);

function shootAt(kind: FishKind, schoolRoll: number | null, ints: IntSource, stakePerFish: number): FishShot {
  const catchBelow = catchThreshold(kind.multiplier);
  const roll = ints.nextInt(CATCH_DENOMINATOR);
  const caught = roll < catchBelow;
  return { fish: kind.id, multiplier: kind.multiplier, schoolRoll, roll, catchBelow, catchOutOf: CATCH_DENOMINATOR, caught, payout: caught ? stakePerFish * kind.multiplier : 0 };
}

/**
 * A shot's outcome. Draw order (what the verification page replays):
 * - at a fish: one catch draw nextInt(10,000);
 * - at the school: nextInt(100) picks the fish by school weight, then its catch draw;
 * - a net: for each of its NET_SIZE fish in turn, nextInt(75) picks among puti/tengra/koi, then its catch draw.
 */
export function shootOutcome(ints: IntSource, target: FishTarget, stake: number): FishOutcome {
  const shots: FishShot[] = [];
  let stakePerFish = stake;
  if (target === NET_TARGET) {
    if (stake % NET_SIZE !== 0) throw new RangeError(`a net's stake ${stake} is not a multiple of ${NET_SIZE}`);
    stakePerFish = stake / NET_SIZE;
    for (let i = 0; i < NET_SIZE; i += 1) {
      const schoolRoll = ints.nextInt(NET_WEIGHT_TOTAL);
      shots.push(shootAt(pickByWeight(NET_KINDS, schoolRoll), schoolRoll, ints, stakePerFish));
    }
  } else if (target === SCHOOL_TARGET) {
    const schoolRoll = ints.nextInt(SCHOOL_WEIGHT_TOTAL);
    shots.push(shootAt(pickByWeight(FISH_KINDS, schoolRoll), schoolRoll, ints, stake));
  } else {
    shots.push(shootAt(fishKind(target), null, ints, stake));
  }
  return {
    target,
    stake,
    stakePerFish,
    shots,
    caughtCount: shots.filter((shot) => shot.caught).length,
    payout: shots.reduce((sum, shot) => sum + shot.payout, 0),
  };
}
