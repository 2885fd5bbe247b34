/**
 * The simulator's random numbers: mulberry32, seeded. Not for anything a player stakes on being
 * unpredictable — the demo feed only needs the same seed to play the same match.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** A 32-bit hash of text (FNV-1a): one seed per match from the simulator's seed and the match's key. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/** A draw from a Poisson distribution (Knuth; the simulator's means are small). */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random.next();
  while (p > limit) {
    k += 1;
    p *= random.next();
  }
  return k;
}

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
