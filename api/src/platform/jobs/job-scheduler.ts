import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import type { Db, Queryable } from '../db/db';
import { json } from '../db/db';

/** What a job is told about the run it is doing. */
export interface JobContext {
  name: string;
  /** The scheduled time this run stands for (the same on every instance and every attempt). */
  slot: Date;
  /** 1 on the first attempt of the slot, 2 on its first retry, … */
  attempt: number;
}

export interface JobDefinition {
  /** Unique; the run history is kept under it. */
  name: string;
  /**
   * A cron pattern as croner reads it: 5 fields (minute hour day month weekday), e.g. every
   * 5 minutes `*\/5 * * * *`, daily at 00:10 `10 0 * * *`, every minute `* * * * *`.
   */
  schedule: string;
  /** IANA zone the pattern is read in (a brand's or a game's); UTC by default. */
  timezone?: string;
  /**
   * The work. It must be safe to run again for the same slot (a retry, or a takeover after an
   * instance died mid-run): book money with idempotency keys derived from the slot or the data.
   * What it returns is kept in the run history.
   */
  run(context: JobContext): Promise<Record<string, unknown> | void>;
  /** Attempts per slot, the first included (default 3). */
  attempts?: number;
  /** Wait before the first retry, doubled each time (default 5 s). */
  retryDelayMs?: number;
  /** A running attempt not finished after this long is presumed dead and may be taken over (default 5 min). */
  leaseMs?: number;
  /** Unfinished slots younger than this are caught up at the next tick (default 1 hour). */
  catchUpMs?: number;
}

export type JobRunStatus = 'running' | 'succeeded' | 'failed';

/** A row of the run history (job_runs). */
export interface JobRun {
  jobName: string;
  slot: Date;
  status: JobRunStatus;
  attempts: number;
  instance: string;
  startedAt: Date;
  finishedAt: Date | null;
  nextAttemptAt: Date | null;
  result: Record<string, unknown> | null;
  error: string | null;
}

export interface JobRunFilter {
  name?: string;
  status?: JobRunStatus;
  /** 1–500, default 50. */
  limit?: number;
}

/** The run history (job_runs), newest slot first: for the scheduler, the /ops call and the CLI. */
export async function readJobRuns(db: Queryable, filter: JobRunFilter = {}): Promise<JobRun[]> {
  const rows = await db.query<JobRun & { slot: Date | string }>(
    `SELECT job_name AS "jobName", slot, status, attempts, instance, started_at AS "startedAt", finished_at AS "finishedAt",
            next_attempt_at AS "nextAttemptAt", result, error
       FROM job_runs
      WHERE ($1::text IS NULL OR job_name = $1) AND ($2::text IS NULL OR status = $2)
      ORDER BY slot DESC, job_name LIMIT $3`,
    [filter.name ?? null, filter.status ?? null, Math.min(Math.max(filter.limit ?? 50, 1), 500)],
  );
  return rows.map((row) => ({ ...row, slot: new Date(row.slot) }));
}

/** The history as the wire carries it (docs/api.md, Scheduled jobs). */
export function jobRunView(run: JobRun) {
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return { ...run, slot: run.slot.toISOString(), startedAt: iso(run.startedAt)!, finishedAt: iso(run.finishedAt), nextAttemptAt: iso(run.nextAttemptAt) };
}

/** What one call of runSlot did: ran the slot (status after), or found it taken or done elsewhere. */
export type SlotOutcome = { ran: true; status: 'succeeded' | 'failed'; attempt: number; error?: string } | { ran: false };

export interface JobSchedulerOptions {
  /** Names this instance in the run history (default host:pid:random). */
  instance?: string;
  /** The clock (tests and the demo run a slot on demand). */
  now?: () => Date;
  log?: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

interface Registered {
  definition: Required<Omit<JobDefinition, 'timezone'>> & { timezone: string };
  pattern: Cron;
  timer: Cron | null;
}

const DEFAULTS = { attempts: 3, retryDelayMs: 5_000, leaseMs: 5 * 60_000, catchUpMs: 60 * 60_000 };

/**
 * Named, cron-scheduled jobs that run once per slot across every api instance sharing the database
 * (docs/adr/0013). croner fires each instance's timer; a row per (job, slot) in job_runs decides
 * which instance runs it: the INSERT that lands wins, every other instance skips. A failed attempt
 * is retried (same row, attempt + 1) after a doubling delay, a run whose instance died is taken over
 * once its lease ends, and each tick also catches up unfinished slots of the last hour. The rows are
 * the history operators read (GET /ops/jobs, `pnpm operator jobs`).
 */
export class JobScheduler {
  private readonly jobs = new Map<string, Registered>();
  private readonly instance: string;
  private readonly now: () => Date;
  private readonly log: JobSchedulerOptions['log'];
  private readonly running = new Set<Promise<unknown>>();
  private readonly retries = new Set<NodeJS.Timeout>();
  private started = false;

  constructor(
    private readonly db: Db,
    options: JobSchedulerOptions = {},
  ) {
    this.instance = options.instance ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.now = options.now ?? (() => new Date());
    this.log = options.log;
  }

  /** Adds a job; its timer starts with start() (or at once if already started). */
  register(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    const definition = { ...DEFAULTS, timezone: 'UTC', ...job };
    // Throws on a bad pattern or zone now, at registration, not at the first tick.
    const pattern = new Cron(job.schedule, { timezone: definition.timezone, paused: true });
    const registered: Registered = { definition, pattern, timer: null };
    this.jobs.set(job.name, registered);
    if (this.started) this.startTimer(registered);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.startTimer(job);
  }

  /** Stops the timers and waits for runs under way (a clean shutdown leaves no 'running' row behind). */
  async stop(): Promise<void> {
    this.started = false;
    for (const job of this.jobs.values()) {
      job.timer?.stop();
      job.timer = null;
    }
    for (const retry of this.retries) clearTimeout(retry);
    this.retries.clear();
    await Promise.allSettled([...this.running]);
  }

  /** The slot a job's schedule names at this moment: its latest scheduled time at or before now. */
  slotAt(name: string, at: Date = this.now()): Date {
    const [slot] = this.job(name).pattern.previousRuns(1, at);
    if (!slot) throw new Error(`job ${name} has no slot before ${at.toISOString()}`);
    return slot;
  }

  /**
   * One tick: runs the current slot if no instance has, then unfinished slots of the catch-up
   * window that are due (retries, takeovers). Used by the timers; tests and the demo call it too.
   */
  async tick(name: string, at: Date = this.now()): Promise<SlotOutcome[]> {
    const job = this.job(name);
    const outcomes = [await this.runSlot(name, this.slotAt(name, at))];
    const due = await this.db.query<{ slot: Date }>(
      `SELECT slot FROM job_runs
        WHERE job_name = $1 AND status <> 'succeeded' AND slot >= $2::timestamptz AND slot < $3::timestamptz
          AND ((status = 'failed' AND attempts < $4 AND next_attempt_at <= $5::timestamptz) OR (status = 'running' AND lease_until < $5::timestamptz))
        ORDER BY slot LIMIT 10`,
      [name, new Date(this.now().getTime() - job.definition.catchUpMs), this.slotAt(name), job.definition.attempts, this.now()],
    );
    for (const row of due) outcomes.push(await this.runSlot(name, new Date(row.slot)));
    return outcomes;
  }

  /**
   * Claims the slot and runs the job once, if no instance has it: a new slot, a failed one due for
   * a retry, or one whose runner's lease ran out. Concurrent callers on any instance: one runs.
   */
  async runSlot(name: string, slot: Date): Promise<SlotOutcome> {
    const { definition } = this.job(name);
    const now = this.now();
    const [claim] = await this.db.query<{ attempts: number }>(
      `INSERT INTO job_runs (job_name, slot, status, attempts, instance, started_at, lease_until)
       VALUES ($1, $2::timestamptz, 'running', 1, $3, $4::timestamptz, $5::timestamptz)
       ON CONFLICT (job_name, slot) DO UPDATE
          SET status = 'running', attempts = job_runs.attempts + 1, instance = EXCLUDED.instance,
              started_at = EXCLUDED.started_at, lease_until = EXCLUDED.lease_until, next_attempt_at = NULL, finished_at = NULL
        WHERE (job_runs.status = 'failed' AND job_runs.attempts < $6 AND job_runs.next_attempt_at <= EXCLUDED.started_at)
           OR (job_runs.status = 'running' AND job_runs.lease_until < EXCLUDED.started_at)
       RETURNING attempts`,
      [name, slot, this.instance, now, new Date(now.getTime() + definition.leaseMs), definition.attempts],
    );
    if (!claim) return { ran: false };
    const attempt = claim.attempts;
    const work = this.attempt(definition, slot, attempt);
    this.running.add(work);
    try {
      return await work;
    } finally {
      this.running.delete(work);
    }
  }

  /** The run history, newest slot first. */
  history(filter: JobRunFilter = {}): Promise<JobRun[]> {
    return readJobRuns(this.db, filter);
  }

  /** The registered jobs and their schedules. */
  definitions(): Array<{ name: string; schedule: string; timezone: string }> {
    return [...this.jobs.values()].map(({ definition }) => ({ name: definition.name, schedule: definition.schedule, timezone: definition.timezone }));
  }

  /** Forgets succeeded runs older than `keepMs` (failed ones stay for operators to read). */
  async prune(keepMs: number): Promise<number> {
    const rows = await this.db.query("DELETE FROM job_runs WHERE status = 'succeeded' AND slot < $1::timestamptz RETURNING 1", [new Date(this.now().getTime() - keepMs)]);
    return rows.length;
  }

  private async attempt(definition: Registered['definition'], slot: Date, attempt: number): Promise<SlotOutcome> {
    try {
      const result = await definition.run({ name: definition.name, slot, attempt });
      await this.db.query(
        `UPDATE job_runs SET status = 'succeeded', finished_at = $3::timestamptz, result = $4::jsonb, error = NULL
          WHERE job_name = $1 AND slot = $2::timestamptz AND attempts = $5`,
        [definition.name, slot, this.now(), json(result ?? {}), attempt],
      );
      return { ran: true, status: 'succeeded', attempt };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(this.now().getTime() + definition.retryDelayMs * 2 ** (attempt - 1));
      await this.db
        .query(
          `UPDATE job_runs SET status = 'failed', finished_at = $3::timestamptz, error = $4, next_attempt_at = $5::timestamptz
            WHERE job_name = $1 AND slot = $2::timestamptz AND attempts = $6`,
          [definition.name, slot, this.now(), message.slice(0, 1000), attempt < definition.attempts ? retryAt : null, attempt],
        )
        .catch(() => undefined); // the database is down too: the lease runs out and the slot is caught up
      this.log?.warn({ job: definition.name, slot, attempt, error: message }, 'job attempt failed');
      // Retried here when due; if this instance is gone by then, another one's tick catches it up.
      if (attempt < definition.attempts && this.started) {
        const retry = setTimeout(() => {
          this.retries.delete(retry);
          void this.runSlot(definition.name, slot).catch(() => undefined);
        }, retryAt.getTime() - this.now().getTime() + 10);
        retry.unref();
        this.retries.add(retry);
      }
      return { ran: true, status: 'failed', attempt, error: message };
    }
  }

  private startTimer(job: Registered): void {
    const { name, schedule, timezone } = job.definition;
    // protect: a tick still running when the next one fires is not run twice on this instance.
    job.timer = new Cron(schedule, { timezone, protect: true, unref: true }, async (self: Cron) => {
      try {
        // The time croner aimed at, in case the wall clock reads a hair before it (a clock step).
        const aimed = self.currentRun()?.getTime() ?? 0;
        await this.tick(name, new Date(Math.max(this.now().getTime(), aimed)));
      } catch (error) {
        this.log?.error({ job: name, error }, 'job tick failed');
      }
    });
  }

  private job(name: string): Registered {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  }
}
