import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ siteDir: null });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the installable app’s files (docs/app.md)', () => {
  test('the manifest names the app, its colours and the icons Android asks for, a maskable one among them', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(response.body) as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Khela', short_name: 'Khela', scope: '/', display: 'standalone', theme_color: '#0f1320' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await get(icon.src);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      // The PNG's own width and height (IHDR) are what the manifest says.
      const size = `${image.rawPayload.readUInt32BE(16)}x${image.rawPayload.readUInt32BE(20)}`;
      expect(size).toBe(icon.sizes);
    }
  });

  test('the service worker is served from the root (its scope is the whole site), never cached long', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    // It caches only the offline page and answers only navigations: remotes, assets and API calls stay the browser's.
    expect(response.body).toContain("request.mode !== 'navigate'");
    expect(response.body).toContain("'/offline.html'");
  });

  test('the offline page is a page of its own in both languages, with no script', async () => {
    const response = await get('/offline.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('আপনি অফলাইনে আছেন');
    expect(response.body).toContain('You are offline');
    expect(response.body).not.toMatch(/<script/i);
  });

  test('the CSP lets this origin’s worker and manifest in, and nobody else’s', async () => {
    const csp = String((await get('/offline.html')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });
});
