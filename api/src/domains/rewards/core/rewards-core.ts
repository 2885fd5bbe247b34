import type { Db, Queryable } from '../../../platform/db/db';
import { drainMember, drainSome, type DrainOutcome, type FeedConsumer, FeedConsumers } from './feed';
import type { RewardMember } from './reward-members';

/** How often an idle worker looks at the feed, and how long a nudge waits to gather more rows. */
const IDLE_POLL_MS = 1_000;
const NUDGE_DEBOUNCE_MS = 100;

/**
 * What the rewards parts share at run time (app.rewards): the feed's consumers, the worker that
 * applies settled bets to them, and the member drain every claim runs first (docs/adr/0016 §3).
 */
export class RewardsCore {
  readonly feed = new FeedConsumers();
  private timer: NodeJS.Timeout | null = null;
  private timerDue = 0;
  private nudgedWhileRunning = false;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  registerFeedConsumer(consumer: FeedConsumer): void {
    this.feed.register(consumer);
  }

  /** Applies the member's own rows now, in the caller's transaction; answers their locked rewards row. */
  drainMember(tx: Queryable, merchantCode: string, memberId: string, now: Date = this.now()): Promise<RewardMember> {
    return drainMember(tx, this.feed, merchantCode, memberId, now);
  }

  /** One worker pass over up to 200 members (tests and the benchmark call it directly). */
  drainSome(maxMembers?: number): Promise<DrainOutcome> {
    return drainSome(this.db, this.feed, this.now, maxMembers);
  }

  /** Drains until the feed is empty (tests, the benchmark, shutdown). */
  async drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const { rows } = await this.drainSome();
      if (rows === 0) return total;
      total += rows;
    }
  }

  /** Starts the in-process worker: every second, and soon after a nudge. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(IDLE_POLL_MS);
  }

  /** A bet settled here: run soon rather than at the next idle poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.nudgedWhileRunning = true;
    else this.schedule(NUDGE_DEBOUNCE_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    const due = Date.now() + delayMs;
    if (this.timer) {
      // Keep the earlier run: a stream of nudges must not push the pass back for ever.
      if (this.timerDue <= due) return;
      clearTimeout(this.timer);
    }
    this.timerDue = due;
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = null;
    // Nudges while a pass runs are served by the pass (or the one scheduled after it).
    this.nudgedWhileRunning = false;
    if (this.stopped || this.running) return;
    this.running = (async () => {
      try {
        // A full pass may leave more: go on at once until a pass finds little.
        for (let pass = 0; pass < 50 && !this.stopped; pass += 1) {
          const { members } = await this.drainSome();
          if (members < 200) break;
        }
      } catch (error) {
        this.onError(error);
      } finally {
        this.running = null;
        if (!this.stopped) this.schedule(this.nudgedWhileRunning ? NUDGE_DEBOUNCE_MS : IDLE_POLL_MS);
      }
    })();
  }
}
