/**
 * Jest runs the TypeScript sources through swc. PGlite loads its WebAssembly with import(), so the
 * test script sets --experimental-vm-modules (as in the api and the house).
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  testTimeout: 30000,
};
