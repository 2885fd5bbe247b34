// One jest set-up for every front-end package: jsdom, swc for TypeScript/TSX, CSS modules as
// identity maps, and the ESM-only libraries (ky) transformed too.
const path = require('path');
module.exports = (rootDir) => ({
  rootDir,
  testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|ky@[^/]+/node_modules/ky)/)'],
  // `@/…` is each package's own src/ (never @khela/shared's: shared uses relative imports).
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '^@/(.*)$': '<rootDir>/src/$1' },
  globals: { KHELA_MERCHANT: 'khela', KHELA_RELEASE: '0.0.0-test' },
});
