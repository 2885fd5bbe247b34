/**
 * "Golden River Hunt" (সোনালি নদীর শিকার) as data: the fish, what each pays, how likely a shot
 * catches it, the stakes. Every catch chance is RTP_TARGET / multiplier, so a shot returns the
 * same 96% whichever fish it aims at (fish-rtp.ts computes it exactly from these numbers).
 */

export const FISH_GAME_CODE = 'house-fish';

/** Ordered from the smallest fish to the rarest; ids are stable (stored in rounds). */
export const FISH_IDS = ['puti', 'tengra', 'koi', 'rui', 'boal', 'ilish', 'mahseer'] as const;
export type FishId = (typeof FISH_IDS)[number];

export interface FishKind {
  id: FishId;
  /** A catch pays the shot's stake times this. */
  multiplier: number;
  /** How many of this fish swim in every 100 of the river's school (a "school" shot hits one of them). */
  schoolWeight: number;
}

export const FISH_KINDS: readonly FishKind[] = [
  { id: 'puti', multiplier: 2, schoolWeight: 30 },
  { id: 'tengra', multiplier: 3, schoolWeight: 25 },
  { id: 'koi', multiplier: 5, schoolWeight: 20 },
  { id: 'rui', multiplier: 10, schoolWeight: 12 },
  { id: 'boal', multiplier: 20, schoolWeight: 8 },
  { id: 'ilish', multiplier: 50, schoolWeight: 3 },
  { id: 'mahseer', multiplier: 100, schoolWeight: 2 },
];

/** The return every shot is built to: 96% = 24/25 (numerator / denominator, exact). */
export const RTP_TARGET = { numerator: 24, denominator: 25 } as const;

/**
 * A shot catches its fish iff nextInt(CATCH_DENOMINATOR) < catchBelow. 0.96 × 10,000 = 9,600 is
 * divisible by every multiplier (2, 3, 5, 10, 20, 50, 100), so catchBelow = 9,600 / m exactly and no
 * rounding moves the return off 96% (catchThreshold still rounds, should a multiplier change).
 */
export const CATCH_DENOMINATOR = 10_000;

/** What a player can aim at: one fish kind, a random fish of the school, or a net over NET_SIZE small fish. */
export const SCHOOL_TARGET = 'school';
export const NET_TARGET = 'net';
export type FishTarget = FishId | typeof SCHOOL_TARGET | typeof NET_TARGET;
export const FISH_TARGETS: readonly FishTarget[] = [...FISH_IDS, SCHOOL_TARGET, NET_TARGET];

/** A net covers this many fish, each drawn from NET_FISH by school weight; the stake is shared evenly. */
export const NET_SIZE = 4;
export const NET_FISH: readonly FishId[] = ['puti', 'tengra', 'koi'];

/** Stakes per shot in paisa (৳1–৳20); each divisible by NET_SIZE, so a net's share per fish is whole paisa. */
export const FISH_STAKES: readonly number[] = [100, 200, 500, 1000, 2000];

/** catchBelow for a multiplier: round(CATCH_DENOMINATOR × RTP_TARGET / m), half up, in integers. */
export function catchThreshold(multiplier: number): number {
  const numerator = CATCH_DENOMINATOR * RTP_TARGET.numerator;
  const denominator = RTP_TARGET.denominator * multiplier;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export const fishKind = (id: FishId): FishKind => FISH_KINDS.find((kind) => kind.id === id)!;
