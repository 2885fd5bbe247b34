/**
 * Which api test files run on which database engine (docs/adr/0002, 0019).
 *
 * `postgresFiles`: the files where a real server behaves differently from PGlite's single
 * connection — money under concurrency (pools, row locks, SKIP LOCKED, unique races), the jobs and
 * their exactly-once claims, Redis fan-out, migrations — and every `*.pg.test.ts`. A new money or
 * jobs test belongs here.
 *
 * `bothEngines`: of those, the files that test the engines themselves (the database adapters); they
 * run on PGlite too when the suite is split between the engines.
 */
const postgresFiles = [
  '\\.pg\\.test\\.ts$',
  '/domains/wallet/',
  '/domains/vendor-wallet/',
  '/domains/payments/',
  '/domains/lottery/',
  '/domains/rewards/',
  '/domains/safer-gambling/',
  '/domains/chat/',
  '/domains/agents/settlement/',
  '/domains/agents/contracts/',
  '/domains/games/bet-records',
  '/domains/games/winners',
  '/domains/operator/balance-adjustments',
  '/platform/db/',
  '/platform/jobs/',
  '/platform/realtime/',
  '/seed/',
];

const bothEngines = ['/platform/db/'];

/** A directory or file pattern as a regular expression for a test file's path. */
const testFile = (pattern) => (pattern.endsWith('$') ? pattern : `${pattern}.*\\.test\\.ts$`);

module.exports = { postgresFiles, bothEngines, testFile };
