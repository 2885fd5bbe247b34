/**
 * The jest setup of the Node services (server-kit, house, sandbox, api): TypeScript through swc to
 * CommonJS, tests beside the code under src/. PGlite loads its WebAssembly with import(), so a
 * package whose tests open it runs jest with --experimental-vm-modules (see its test script).
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  testTimeout: 30000,
};
