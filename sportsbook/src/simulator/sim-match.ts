import type { SportsbookSport } from '@khela/contracts/sportsbook';
import type { SimFeed } from './feed';

/**
 * One simulated match: a fixed script from its own seed, played step by step (a ball, a minute, a
 * map). `nextAt` is when its next step is due (ms since the epoch); `step` plays it through the feed.
 */
export interface SimMatch {
  readonly sport: SportsbookSport;
  readonly eventId: string;
  readonly startsAt: number;
  nextAt: number;
  finished: boolean;
  /** True once the event is live (or ended). */
  started: boolean;
  step(feed: SimFeed): Promise<void>;
}

/** How fast simulated time runs: the gap between steps, ms. */
export interface SimPace {
  /** Between two balls of a T20 (default 15 s). */
  ballMs: number;
  /** Between two minutes of football (default 60 s: real time). */
  footballMinuteMs: number;
  /** Between two maps of an e-sports series (default 12 min). */
  mapMs: number;
  /** The toss comes this long before the first ball (default 30 min). */
  tossLeadMs: number;
}

export const DEFAULT_PACE: SimPace = { ballMs: 15_000, footballMinuteMs: 60_000, mapMs: 12 * 60_000, tossLeadMs: 30 * 60_000 };

/** The standard normal distribution function (Abramowitz–Stegun 26.2.17), for the models' odds. */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989423 * Math.exp((-z * z) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return z > 0 ? 1 - p : p;
}
