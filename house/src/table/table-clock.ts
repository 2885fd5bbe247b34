/** The table's sense of time: injected, so tests run rounds with a fake clock and no real waiting. */
export interface TableClock {
  now(): number;
  /** Calls fn once after ms; returns a cancel function. */
  setTimer(fn: () => void, ms: number): () => void;
}

export const systemClock: TableClock = {
  now: () => Date.now(),
  setTimer(fn, ms) {
    const timer = setTimeout(fn, Math.max(0, ms));
    // The table loop never keeps the process alive on its own.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** A clock that moves only when told to; timers are recorded, and the test calls the table's tick itself. */
export class FakeClock implements TableClock {
  private time: number;
  readonly timers: { at: number; cancelled: boolean }[] = [];

  constructor(start = Date.UTC(2025, 0, 1, 12, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  advance(ms: number): void {
    this.time += ms;
  }

  setTimer(_fn: () => void, ms: number): () => void {
    const timer = { at: this.time + ms, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }
}
