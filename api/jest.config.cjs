/**
 * The services' shared jest setup (@khela/server-kit/jest-preset: swc to CommonJS, tests beside
 * the code), plus what the api needs; every test file gets its own database (src/test/test-db.ts).
 * Two Node 20 workarounds:
 *  - PGlite loads its WebAssembly with import(): the test script sets --experimental-vm-modules.
 *  - fastify.inject() -> light-my-request -> cookie@2, which is ESM only, and the OpenID Connect
 *    packages (openid-client, oauth4webapi, jose; oidc-provider for the test provider) are ESM only
 *    too: swc compiles them to CommonJS (the server itself loads them with Node's require(esm)).
 */
const preset = require('@khela/server-kit/jest-preset');

const esmOnly = '(cookie|jose|oauth4webapi|openid-client|oidc-provider)';
const swc = preset.transform['^.+\\.ts$'];

module.exports = {
  ...preset,
  transform: { ...preset.transform, [`/node_modules/${esmOnly}/.+\\.js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/${esmOnly}@|${esmOnly}/)`],
  setupFiles: ['<rootDir>/src/test/jest-env.ts'],
  // The PGlite pass runs two files at a time (docs/adr/0015), and a file's hook may start a service
  // (src/test/spawn-service.ts) beside them: on a busy 2-core machine that has taken over 30 s.
  testTimeout: 60000,
};
