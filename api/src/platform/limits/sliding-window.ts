/**
 * Sliding-window counters for the limits on guessing (logins, second factors, operator tokens).
 * A key holds timed events; a rule says how many may lie in the window and, optionally, how long
 * to wait after the latest one once enough have piled up (a growing delay). Two stores: Redis when
 * REDIS_URL is set (shared by every instance), else the database (shared as well). docs/identity.md.
 */
export interface WindowRule {
  windowMs: number;
  /** Events allowed in the window; taking one more is refused. */
  max: number;
  /** From `after` events on, a new one must wait baseMs·2^(count−after) (capped at maxMs) after the latest. */
  delay?: { after: number; baseMs: number; maxMs: number };
}

export interface WindowState {
  /** Events in the window now. */
  count: number;
  /** 0 when a take would be admitted now; else how long until it would be. */
  retryAfterMs: number;
}

export type Taken = { admitted: true; id: string; count: number } | { admitted: false; count: number; retryAfterMs: number };

export interface WindowStore {
  /** Reads the key's state under the rule without counting anything. */
  peek(key: string, rule: WindowRule): Promise<WindowState>;
  /** Counts one event unless the rule refuses it now; atomic, so parallel takes cannot slip past. */
  take(key: string, rule: WindowRule): Promise<Taken>;
  /** Takes back one event (an attempt that turned out right). */
  forgive(key: string, id: string): Promise<void>;
  close(): Promise<void>;
}

/** The wait the delay part of a rule asks for after `count` events, in ms. */
export function delayAfter(rule: WindowRule, count: number): number {
  const delay = rule.delay;
  if (!delay || count < delay.after) return 0;
  return Math.min(delay.maxMs, delay.baseMs * 2 ** Math.min(30, count - delay.after));
}

/**
 * The state from the events in the window (oldest and newest times, ms). Over the cap, the wait is
 * until the oldest event leaves the window; under it, the delay after the newest.
 */
export function stateOf(rule: WindowRule, now: number, count: number, oldest: number | null, newest: number | null): WindowState {
  if (count >= rule.max && oldest !== null) return { count, retryAfterMs: Math.max(1, oldest + rule.windowMs - now) };
  const wait = newest === null ? 0 : newest + delayAfter(rule, count) - now;
  return { count, retryAfterMs: Math.max(0, wait) };
}
