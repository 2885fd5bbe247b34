import Fastify from 'fastify';
import { cspNonce, gamePageDirectives, NONCE, parseOrigins, securityHeaders, siteOriginsFromEnv } from './security-headers';

async function appWith(https: boolean) {
  const app = Fastify();
  await app.register(securityHeaders, { directives: { ...gamePageDirectives(['https://khela.example']), 'img-src': ["'self'"] }, https, sameOriginFramesOnly: false });
  app.get('/page', async (_request, reply) => reply.type('text/html').send(`<script nonce="${cspNonce(reply)}">1</script>`));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // Over the network (inject's cookie@2 is ESM only, which this package's jest does not compile).
  const get = async () => {
    const response = await fetch(`${address}/page`);
    return { headers: Object.fromEntries(response.headers), body: await response.text() };
  };
  return { app, get };
}

const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));

describe('security headers', () => {
  test('a fresh nonce per answer in the CSP and on the page; frame-ancestors, nosniff, referrer and permissions', async () => {
    const { app, get } = await appWith(false);
    const first = await get();
    const second = await get();
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(directive(csp, 'script-src') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
    expect(first.body).toContain(`nonce="${nonce}"`);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
    expect(directive(csp, 'frame-ancestors')).toBe('frame-ancestors https://khela.example');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    expect(first.headers['x-frame-options']).toBeUndefined();
    expect(first.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  test('production behind https: HSTS and upgrade-insecure-requests', async () => {
    const { app, get } = await appWith(true);
    const answer = await get();
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await app.close();
  });

  test('NONCE stands only where a directive names it', () => {
    expect(gamePageDirectives([])['frame-ancestors']).toEqual(["'none'"]);
    expect(gamePageDirectives(['https://a.example'])['script-src']).toEqual([NONCE]);
  });

  test('the site origins: SITE_ORIGIN, else the addresses the services know the site by, with the loopback twin', () => {
    expect(siteOriginsFromEnv({ SITE_ORIGIN: 'https://khela.example/, https://www.khela.example' })).toEqual(['https://khela.example', 'https://www.khela.example']);
    expect(siteOriginsFromEnv({ API_URL: 'http://127.0.0.1:8181' })).toEqual(['http://127.0.0.1:8181', 'http://localhost:8181']);
    expect(siteOriginsFromEnv({})).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    expect(() => parseOrigins('javascript:alert(1)')).toThrow('not a web origin');
  });
});
