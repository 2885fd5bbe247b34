/**
 * The services' shared jest setup (swc, tests beside the code). The demo's OpenID Connect
 * providers (src/oidc) use `oidc-provider` and `jose`, which are ESM only: swc compiles them to
 * CommonJS here (the bundle loads them with Node's require(esm)), as in the api's jest config.
 */
const preset = require('@khela/server-kit/jest-preset');

const esmOnly = '(jose|oidc-provider)';
const swc = preset.transform['^.+\\.ts$'];

module.exports = {
  ...preset,
  transform: { ...preset.transform, [`/node_modules/${esmOnly}/.+\\.js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/${esmOnly}@|${esmOnly}/)`],
};
