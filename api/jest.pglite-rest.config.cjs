/**
 * The PGlite pass when the suite is split between the engines (TEST_DATABASE_URL set, as in CI;
 * docs/adr/0019): every file but those jest.pg.config.cjs runs on PostgreSQL, except the files that
 * test the engines themselves, which run on both. Without TEST_DATABASE_URL every file runs on PGlite.
 */
const base = require('./jest.config.cjs');
const { postgresFiles, bothEngines, testFile } = require('./jest.engines.cjs');

module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', ...postgresFiles.filter((pattern) => !bothEngines.includes(pattern)).map(testFile)],
};
