/**
 * Time travel for the demo and the end-to-end tests (never production): the process's clock runs
 * at real speed plus an offset an operator sets, so a settlement period, a draw or an expiry can be
 * reached on demand (issue 14: "the clock is injectable so tests and the demo can run a period on
 * demand"). It replaces the global Date, so everything that reads the time follows it — the app,
 * croner, and the embedded PGlite, whose now() reads Date.now(). PostgreSQL's now() does not
 * follow: time travel is for the embedded database only (main.ts refuses it with DATABASE_URL).
 *
 * Written here rather than with @sinonjs/fake-timers: its "advance with real time" mode moves the
 * fake clock in fixed steps from a real interval, so it falls behind real time whenever the event
 * loop is busy; this clock is real time plus an offset, with no drift.
 */

export interface TimeTravel {
  /** How far ahead of real time the process is, in ms (0: real time). */
  offsetMs(): number;
  /** Moves the clock to `at` (forward or back) and keeps it running from there. */
  travelTo(at: Date): void;
  /** Back to real time. */
  reset(): void;
  /** Restores the original Date (tests). */
  uninstall(): void;
}

export function installTimeTravel(): TimeTravel {
  const RealDate = Date;
  let offset = 0;

  // A function, not a subclass: it shares Date's prototype, so every date (made before or after,
  // by Node's internals too) is `instanceof Date`, and Date() called without new still works.
  function TravellingDate(this: unknown, ...args: unknown[]): Date | string {
    const now = new RealDate(RealDate.now() + offset);
    if (!new.target) return now.toString();
    return args.length === 0 ? now : new RealDate(...(args as [number]));
  }
  TravellingDate.prototype = RealDate.prototype;
  TravellingDate.now = () => RealDate.now() + offset;
  TravellingDate.parse = RealDate.parse;
  TravellingDate.UTC = RealDate.UTC;

  globalThis.Date = TravellingDate as unknown as DateConstructor;
  return {
    offsetMs: () => offset,
    travelTo: (at) => {
      offset = at.getTime() - RealDate.now();
    },
    reset: () => {
      offset = 0;
    },
    uninstall: () => {
      globalThis.Date = RealDate;
    },
  };
}
