/**
 * The simulations' random numbers (slot, Teen Patti): xoshiro128** (Blackman & Vigna), a fast
 * generator unrelated to the fair core, so a simulation checks a game's arithmetic, not the seeds.
 * 32-bit state words, no allocation per draw.
 */

/** xoshiro128** seeded through splitmix32: each call is the next 32-bit unsigned word. */
function xoshiro128(seed: number): () => number {
  // splitmix32 spreads the seed over the state.
  let s = seed >>> 0;
  const next32 = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = next32();
  let b = next32();
  let c = next32();
  let d = next32();
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d >>> 0, 11);
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    return result;
  };
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

/** Unbiased integers in [0, n), as the games' engines draw them. */
export interface SimulatedInts {
  nextInt(n: number): number;
}

/**
 * Unbiased integers from xoshiro128** (rejection sampling as in the fair stream). Hot loops call
 * it millions of times: the state lives in local variables and Math.imul is read once, because a
 * global read in a loop is slow inside a vm context such as jest's.
 */
export function xoshiroInts(seed: number): SimulatedInts {
  const start = xoshiro128(seed);
  const imul = Math.imul;
  let a = start() | 0;
  let b = start() | 0;
  let c = start() | 0;
  let d = start() | 0;
  // The rejection limit of the last n (a loop usually draws from one range).
  let lastN = 0;
  let limit = 0;
  return {
    nextInt(n) {
      if (n !== lastN) {
        lastN = n;
        limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
      }
      for (;;) {
        // xoshiro128** step.
        const r = imul(b, 5);
        const value = imul((r << 7) | (r >>> 25), 9) >>> 0;
        const t = b << 9;
        c ^= a;
        d ^= b;
        b ^= c;
        a ^= d;
        c ^= t;
        d = (d << 11) | (d >>> 21);
        if (value < limit) return value % n;
      }
    },
  };
}
