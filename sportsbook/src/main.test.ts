import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** In production the book refuses to start without a strong vendor secret, an ops token and API_URL. */
it('refuses to start in production without its secrets and the api address, naming them', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', SPORTSBOOK_VENDOR_SECRET: 'short' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('SPORTSBOOK_VENDOR_SECRET');
  expect(run.stderr).toContain('SPORTSBOOK_OPS_TOKEN');
  expect(run.stderr).toContain('API_URL');
});
