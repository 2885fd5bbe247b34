/**
 * Jest runs the TypeScript sources through swc; every test file gets its own database
 * (src/test/test-db.ts). Two Node 20 workarounds:
 *  - PGlite loads its WebAssembly with import(): the test script sets --experimental-vm-modules.
 *  - fastify.inject() -> light-my-request -> cookie@2, which is ESM only, and the OpenID Connect
 *    packages (openid-client, oauth4webapi, jose; oidc-provider for the test provider) are ESM only
 *    too: swc compiles them to CommonJS (the server itself loads them with Node's require(esm)).
 */
const esmOnly = '(cookie|jose|oauth4webapi|openid-client|oidc-provider)';
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
    [`/node_modules/${esmOnly}/.+\\.js$`]: swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/${esmOnly}@|${esmOnly}/)`],
  testTimeout: 30000,
  setupFiles: ['<rootDir>/src/test/jest-env.ts'],
};
