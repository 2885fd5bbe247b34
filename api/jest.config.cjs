/**
 * Jest runs the TypeScript sources through swc; every test file gets its own database
 * (src/test/test-db.ts). Two Node 20 workarounds:
 *  - PGlite loads its WebAssembly with import(): the test script sets --experimental-vm-modules.
 *  - fastify.inject() -> light-my-request -> cookie@2, which is ESM only: swc compiles it to CommonJS.
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swc,
    '/node_modules/.+/cookie/.+\\.js$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/cookie@|cookie/)'],
  testTimeout: 30000,
  setupFiles: ['<rootDir>/src/test/jest-env.ts'],
};
