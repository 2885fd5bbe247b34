export {
  cspNonce,
  type CspDirectives,
  type CspSource,
  DEMO_SITE_ORIGIN,
  gamePageDirectives,
  httpsFromEnv,
  NONCE,
  parseOrigins,
  PERMISSIONS_POLICY,
  securityHeaders,
  type SecurityHeadersOptions,
  siteOriginsFromEnv,
} from './security-headers';
