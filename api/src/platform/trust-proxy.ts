/**
 * Whose X-Forwarded-For the api believes (Fastify's trustProxy): only the proxies listed in
 * TRUST_PROXY, comma-separated addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`; the names
 * `loopback`, `linklocal`, `uniquelocal` work too). From any other peer the header is ignored, so
 * a visitor cannot pick the address the login limits and the new-address check see. `1`/`true`
 * (believe anyone) is refused in production and kept only for local tries. Unset: believe no one.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): string[] | boolean {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') {
    if (env.NODE_ENV === 'production') {
      throw new Error('TRUST_PROXY=1 would believe X-Forwarded-For from anyone: list the proxies (addresses or CIDR ranges) instead');
    }
    return true;
  }
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}
