import { runOnDatabase } from '../../cli/operator-backends';
import { parseOperatorCommand } from '../../cli/operator-command';
import { testAppForFile } from '../../test/test-app';
import { ops } from '../../test/operator-calls';

const t = testAppForFile();

interface JobsAnswer {
  jobs: Array<{ name: string; schedule: string; timezone: string }>;
  runs: Array<{ jobName: string; slot: string; status: string; attempts: number; result: Record<string, unknown> | null; error: string | null }>;
}

describe('the run history operators read', () => {
  beforeAll(async () => {
    t.app.jobs.register({ name: 'test.flaky', schedule: '*/5 * * * *', attempts: 1, run: async () => Promise.reject(new Error('vendor did not answer')) });
    await t.app.jobs.tick('wallet.transfer-locks');
    await t.app.jobs.tick('test.flaky');
  });

  test('GET /ops/jobs lists the registered jobs and their runs, filtered by job and status', async () => {
    const all = await ops<JobsAnswer>(t.app, 'GET', '/ops/jobs');
    expect(all.status).toBe(200);
    expect(all.value.jobs).toEqual(expect.arrayContaining([
      { name: 'wallet.transfer-reconcile', schedule: '*/5 * * * *', timezone: 'UTC' },
      { name: 'wallet.transfer-locks', schedule: '* * * * *', timezone: 'UTC' },
    ]));
    const failed = await ops<JobsAnswer>(t.app, 'GET', '/ops/jobs?status=failed');
    expect(failed.value.runs).toEqual([expect.objectContaining({ jobName: 'test.flaky', status: 'failed', attempts: 1, error: 'vendor did not answer' })]);
    const locks = await ops<JobsAnswer>(t.app, 'GET', '/ops/jobs?name=wallet.transfer-locks');
    expect(locks.value.runs).toEqual([expect.objectContaining({ status: 'succeeded', result: { settled: 0 }, error: null })]);
    expect((await ops(t.app, 'GET', '/ops/jobs?status=sleeping')).status).toBe(400);
  });

  test('is behind the operator guard', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ops/jobs' });
    expect(response.statusCode).toBe(403);
  });

  test('pnpm operator jobs reads the same history from the database', async () => {
    const command = parseOperatorCommand(['jobs', '--status', 'failed', '--limit', '5']);
    expect(command).toEqual({ kind: 'jobs', name: null, status: 'failed', limit: 5 });
    const answer = (await runOnDatabase(t.db, command as Exclude<typeof command, { kind: 'login' }> & { kind: 'jobs' })) as JobsAnswer;
    expect(answer.runs.map((run) => run.jobName)).toEqual(['test.flaky']);
    expect(() => parseOperatorCommand(['jobs', '--status', 'sleeping'])).toThrow(/--status/);
  });
});
