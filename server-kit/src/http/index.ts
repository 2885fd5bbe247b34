export {
  cspNonce,
  type CspDirectives,
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
