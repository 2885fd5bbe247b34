/**
 * The jackpot counter of SPEC §9, in minor units so no float ever drifts: 20,000,000.00 to
 * 21,000,000.00, rising by a random 10.00 to 50.00 every 3, 4 or 5 seconds, back to the minimum
 * once it reaches the maximum. It is a display figure, not a balance.
 */
export const jackpotMin = 2_000_000_000;
export const jackpotMax = 2_100_000_000;
const stepMin = 1_000;
const stepMax = 5_000;
const delays = [3_000, 4_000, 5_000] as const;

export type Random = () => number;

export function randomStep(random: Random = Math.random): number {
  return stepMin + Math.floor(random() * (stepMax - stepMin + 1));
}

export function randomDelay(random: Random = Math.random): number {
  return delays[Math.min(delays.length - 1, Math.floor(random() * delays.length))]!;
}

/** Start somewhere in the lower half, so the figure does not always begin at the same number. */
export function randomStart(random: Random = Math.random): number {
  return jackpotMin + Math.floor(random() * ((jackpotMax - jackpotMin) / 2));
}

export function nextJackpot(current: number, step: number): number {
  const next = current + step;
  return next >= jackpotMax ? jackpotMin : next;
}

/** Ticks until stopped; returns the stop function. */
export function startJackpot(onTick: (value: number) => void, start: number, random: Random = Math.random): () => void {
  let value = start;
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(() => {
      value = nextJackpot(value, randomStep(random));
      onTick(value);
      schedule();
    }, randomDelay(random));
  };
  schedule();
  return () => clearTimeout(timer);
}
