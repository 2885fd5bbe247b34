/** Time as the book sees it: injected so tests run the in-play delay instantly. */
export interface Clock {
  now(): Date;
  /** Waits `ms` (the in-play delay). */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
