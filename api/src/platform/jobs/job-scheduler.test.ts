import { migrate } from '../db/migrate';
import type { Db } from '../db/db';
import { createRawTestDb, type TestDb } from '../../test/test-db';
import { JobScheduler } from './job-scheduler';

describe('scheduled jobs: once per slot across instances, retries, history', () => {
  let t: TestDb;
  let db: Db;
  let clock = new Date('2026-11-26T10:07:30Z');
  const now = () => clock;

  beforeAll(async () => {
    t = await createRawTestDb();
    db = t.db;
    await migrate(db);
  });
  afterAll(async () => t.cleanup());

  /** Two api instances on one database (one process: the claim is the database's, not the process's). */
  const twoInstances = (run: (instance: string) => Promise<Record<string, unknown> | void>, extra: { attempts?: number; retryDelayMs?: number; leaseMs?: number } = {}) => {
    const name = `job-${Math.random().toString(36).slice(2, 8)}`;
    const [a, b] = ['a', 'b'].map((instance) => {
      const scheduler = new JobScheduler(db, { instance, now });
      scheduler.register({ name, schedule: '*/5 * * * *', run: () => run(instance), ...extra });
      return scheduler;
    });
    return { name, a: a!, b: b! };
  };

  it('names slots from the schedule, in the job time zone', () => {
    const { name, a } = twoInstances(async () => undefined);
    expect(a.slotAt(name).toISOString()).toBe('2026-11-26T10:05:00.000Z');
    const daily = new JobScheduler(db, { now });
    daily.register({ name: 'daily', schedule: '10 0 * * *', timezone: 'Asia/Dhaka', run: async () => undefined });
    // 00:10 in Dhaka (UTC+6) is 18:10 UTC the day before.
    expect(daily.slotAt('daily').toISOString()).toBe('2026-11-25T18:10:00.000Z');
    expect(() => daily.register({ name: 'bad', schedule: 'every now and then', run: async () => undefined })).toThrow();
  });

  it('runs a slot once when two instances tick together, and records who ran it', async () => {
    const runs: string[] = [];
    const { name, a, b } = twoInstances(async (instance) => {
      runs.push(instance);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { done: 1 };
    });
    const outcomes = await Promise.all([a.tick(name), b.tick(name), a.tick(name), b.tick(name)]);
    expect(runs).toHaveLength(1);
    expect(outcomes.flat().filter((o) => o.ran)).toHaveLength(1);
    const [run] = await a.history({ name });
    expect(run).toMatchObject({ jobName: name, status: 'succeeded', attempts: 1, instance: runs[0], result: { done: 1 }, error: null });
    expect(run!.slot.toISOString()).toBe('2026-11-26T10:05:00.000Z');
    // The next slot is a new run.
    clock = new Date('2026-11-26T10:10:01Z');
    await b.tick(name);
    expect(runs).toHaveLength(2);
    clock = new Date('2026-11-26T10:07:30Z');
  });

  it('retries a failed slot after its delay, at most the set number of attempts, and keeps the error', async () => {
    let calls = 0;
    const { name, a, b } = twoInstances(
      async () => {
        calls += 1;
        throw new Error(`vendor down ${calls}`);
      },
      { attempts: 2, retryDelayMs: 60_000 },
    );
    const slot = a.slotAt(name);
    expect(await a.runSlot(name, slot)).toMatchObject({ ran: true, status: 'failed', attempt: 1 });
    expect(await b.runSlot(name, slot)).toEqual({ ran: false }); // not due yet
    clock = new Date(clock.getTime() + 61_000);
    expect(await b.tick(name)).toEqual([{ ran: true, status: 'failed', attempt: 2, error: 'vendor down 2' }]);
    clock = new Date(clock.getTime() + 600_000);
    expect((await a.runSlot(name, slot)).ran).toBe(false); // attempts used up
    expect(calls).toBe(2);
    const [run] = await a.history({ name, status: 'failed' });
    expect(run).toMatchObject({ attempts: 2, error: 'vendor down 2', nextAttemptAt: null });
    clock = new Date('2026-11-26T10:07:30Z');
  });

  it('takes over a run whose instance died once its lease has run out', async () => {
    let calls = 0;
    const { name, a, b } = twoInstances(async () => void (calls += 1), { leaseMs: 60_000 });
    const slot = a.slotAt(name);
    // Instance a claimed the slot and was killed before finishing: its row says running.
    await db.query(`INSERT INTO job_runs (job_name, slot, status, instance, lease_until) VALUES ($1, $2, 'running', 'a', $3)`, [name, slot, new Date(clock.getTime() + 60_000)]);
    expect(await b.runSlot(name, slot)).toEqual({ ran: false });
    clock = new Date(clock.getTime() + 61_000);
    expect(await b.tick(name)).toEqual([{ ran: true, status: 'succeeded', attempt: 2 }]);
    expect(calls).toBe(1);
    clock = new Date('2026-11-26T10:07:30Z');
  });

  it('with real timers, two started instances run each slot once', async () => {
    const name = 'every-second';
    const runs: string[] = [];
    const [a, b] = ['a', 'b'].map((instance) => {
      const scheduler = new JobScheduler(db, { instance });
      // croner takes a seconds field too: a slot a second keeps the test short.
      scheduler.register({ name, schedule: '* * * * * *', run: async ({ slot }) => void runs.push(slot.toISOString()) });
      scheduler.start();
      return scheduler;
    });
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    await Promise.all([a!.stop(), b!.stop()]);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(runs).size).toBe(runs.length);
    const history = await a!.history({ name });
    expect(history.map((run) => run.status)).toEqual(history.map(() => 'succeeded'));
    expect(new Set(history.map((run) => run.instance)).size).toBeGreaterThanOrEqual(1);
  });
});
