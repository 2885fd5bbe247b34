import { isConflict, retryOnConflict } from './conflict-retry';
import { openPgliteDb } from './pglite-db';

const sqlError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });
const noPause = { pauseMs: () => 0 };

/** Work that fails with the given errors, one per attempt, then answers 'done'. */
function failing(errors: Error[]) {
  let calls = 0;
  return {
    work: async () => {
      const error = errors[calls++];
      if (error) throw error;
      return 'done';
    },
    calls: () => calls,
  };
}

describe('retryOnConflict', () => {
  it.each(['40001', '40P01', '23505'])('runs the work again after %s and answers its result', async (code) => {
    const run = failing([sqlError(code), sqlError(code)]);
    await expect(retryOnConflict(run.work, noPause)).resolves.toBe('done');
    expect(run.calls()).toBe(3);
  });

  it.each(['23503', '42P01', '57014'])('lets %s through at once', async (code) => {
    const run = failing([sqlError(code)]);
    await expect(retryOnConflict(run.work, noPause)).rejects.toMatchObject({ code });
    expect(run.calls()).toBe(1);
  });

  it('lets an error without a SQLSTATE through at once', async () => {
    const run = failing([new Error('refused')]);
    await expect(retryOnConflict(run.work, noPause)).rejects.toThrow('refused');
    expect(run.calls()).toBe(1);
  });

  it('gives up after its limit with the last conflict', async () => {
    const run = failing(Array.from({ length: 10 }, () => sqlError('40001')));
    await expect(retryOnConflict(run.work, { attempts: 4, pauseMs: () => 0 })).rejects.toMatchObject({ code: '40001' });
    expect(run.calls()).toBe(4);
  });

  it('tries 8 times by default, pausing between attempts', async () => {
    const run = failing(Array.from({ length: 10 }, () => sqlError('40P01')));
    const pauses: number[] = [];
    await expect(retryOnConflict(run.work, { pauseMs: (attempt) => (pauses.push(attempt), 0) })).rejects.toMatchObject({ code: '40P01' });
    expect(run.calls()).toBe(8);
    expect(pauses).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('with one attempt never retries (inside a caller transaction)', async () => {
    const run = failing([sqlError('40001')]);
    await expect(retryOnConflict(run.work, { attempts: 1 })).rejects.toMatchObject({ code: '40001' });
    expect(run.calls()).toBe(1);
  });

  it('recognises the racing duplicate a real engine reports', async () => {
    const db = await openPgliteDb();
    try {
      await db.exec('CREATE TABLE keys (key text PRIMARY KEY)');
      await db.query("INSERT INTO keys VALUES ('k')");
      const duplicate = await db.query("INSERT INTO keys VALUES ('k')").catch((error: unknown) => error);
      expect(isConflict(duplicate)).toBe(true);
      const missing = await db.query('SELECT * FROM no_such_table').catch((error: unknown) => error);
      expect(isConflict(missing)).toBe(false);
    } finally {
      await db.close();
    }
  });
});
