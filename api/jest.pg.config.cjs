/**
 * The PostgreSQL pass of the api suite (docs/adr/0002): every file runs on PGlite; on PostgreSQL run
 * the files where a real server behaves differently from PGlite's single connection — money under
 * concurrency (pools, row locks, SKIP LOCKED, unique races), the jobs and their exactly-once claims,
 * Redis fan-out, migrations — and every `*.pg.test.ts`. A new money or jobs test belongs here.
 */
const base = require('./jest.config.cjs');

const onPostgres = [
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

module.exports = {
  ...base,
  testMatch: undefined,
  testRegex: onPostgres.map((pattern) => (pattern.endsWith('$') ? pattern : `${pattern}.*\\.test\\.ts$`)),
};
