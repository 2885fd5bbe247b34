/**
 * The PostgreSQL pass of the api suite (docs/adr/0002, 0019): the files of jest.engines.cjs's
 * `postgresFiles`, each on its own throwaway schema of TEST_DATABASE_URL (src/test/test-db.ts), two
 * files at a time in recycled workers like the PGlite pass (docs/adr/0015).
 */
const base = require('./jest.config.cjs');
const { postgresFiles, testFile } = require('./jest.engines.cjs');

module.exports = {
  ...base,
  testMatch: undefined,
  testRegex: postgresFiles.map(testFile),
};
