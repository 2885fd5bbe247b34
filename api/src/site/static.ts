import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { cspNonce } from '@khela/server-kit/http';
import { HOME_PAGE_PATHS } from '@khela/contracts/start-answers';
import { SITE_REMOTES, siteRouteFor } from '@khela/contracts/site-routes';
import { sendNotFound } from '../platform/error-handler';
import { serveAppFiles } from './app-files';
import type { Queryable } from '../platform/db/db';
import { firstHomeBanner } from './first-banner';
import { IndexPage } from './index-page';
import { RemotePreload } from './remote-preload';
import { siteManifest } from './site-manifest';
import { bootBannerMarkup } from './boot-banner';
import { opensNormally, StartAnswers, startAnswersScript } from './start-answers';
import { FirstFrame } from './first-frame';
import { mediaDir } from './media';

/** Paths the server itself answers; the SPA fallback never touches them. */
const SERVER_PREFIXES = ['/favicon.ico', '/robots.txt', '/manifest.webmanifest', '/sw.js', '/offline.html', '/wps', '/lgw', '/ws', '/docs', '/healthz', '/metrics', '/ops', '/media'];

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The site's page itself (/ and /index.html, in any folder): sent by the fallback, never as a static file. */
function isIndexPath(pathName: string): boolean {
  return pathName.endsWith('/') || pathName.endsWith('/index.html');
}

function isRemoteServerPath(pathName: string): boolean {
  return /^\/remotes\/[^/]+\/[^/]+\/server\//.test(pathName);
}

export function isServerPath(urlPath: string): boolean {
  return SERVER_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
}

/**
 * index.html and remotes.json change with every release, so browsers must revalidate them;
 * versioned remote folders and hashed shell assets never change, so they are cached for a year.
 */
export function cacheControlFor(relativePath: string): string {
  const p = relativePath.split(path.sep).join('/');
  if (p.startsWith('remotes/') || p.startsWith('assets/')) return IMMUTABLE;
  return NO_CACHE;
}

/**
 * A client-side route (/agent, /member, /lottery?gameCode=…) gets index.html on reload. A missing
 * versioned asset or any other missing file stays a 404 so a broken remote fails loudly
 * (the shell's fallback shows) instead of being fed HTML.
 */
function wantsSpaFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = request.url.split('?')[0] ?? '/';
  if (isServerPath(urlPath) || urlPath.startsWith('/remotes/') || urlPath.startsWith('/assets/')) return false;
  const extension = path.posix.extname(urlPath);
  return extension === '' || extension === '.html';
}

export type SiteFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

/** The home page's paths: only they show the home banner. */
const HOME_PATHS = new Set(HOME_PAGE_PATHS);

/** Serves the built site from siteDir; returns the SPA fallback, or null when there is no site. */
async function serveSite(app: FastifyInstance, siteDir: string, db: Queryable | null): Promise<SiteFallback | null> {
  if (!existsSync(siteDir) || !statSync(siteDir).isDirectory()) {
    app.log.info({ siteDir }, 'no built site folder; serving the API only');
    return null;
  }
  const root = path.resolve(siteDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // index.html is never sent as a file: the fallback below sends it with this answer's CSP nonce.
    index: false,
    // A remote's server build (its first frame, docs/adr/0020) is the api's to run, not the browser's to fetch.
    allowedPath: (pathName) => !isIndexPath(pathName) && !isRemoteServerPath(pathName),
    // The build writes .br and .gz beside each file: phones on slow networks get the smallest.
    preCompressed: true,
    cacheControl: false, // set below, per file
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(path.relative(root, filePath)));
    },
  });
  if (!existsSync(path.join(root, 'index.html'))) return null;
  const index = new IndexPage(path.join(root, 'index.html'));
  const banner = db ? firstHomeBanner(db) : null;
  const manifest = siteManifest(root);
  const remoteScripts = new Map(Object.values(SITE_REMOTES).map(({ packageName }) => [packageName, new RemotePreload(manifest, root, packageName)]));
  const startAnswers = db ? new StartAnswers(app, manifest) : null;
  const frames = new Map(Object.values(SITE_REMOTES).map(({ packageName }) => [packageName, new FirstFrame(manifest, root, packageName, app.log)]));
  return (request, reply) => {
    if (!wantsSpaFallback(request)) return null;
    const pathName = request.url.split('?')[0] ?? '/';
    const onHome = HOME_PATHS.has(pathName);
    // The page's remote, preloaded while the shell's own scripts load; for a members' page only when the tab holds a session.
    const route = siteRouteFor(pathName);
    const remote = route ? SITE_REMOTES[route.remote].packageName : null;
    const scripts = remote ? (remoteScripts.get(remote)?.paths() ?? []) : [];
    const forMembers = route !== null && route.access !== 'public';
    // HEAD gets the same headers without the work of the answers.
    const answers = startAnswers && request.method === 'GET' ? startAnswers.forPage(request, onHome).catch(() => null) : Promise.resolve(null);
    return Promise.all([onHome && banner ? banner() : Promise.resolve(null), answers]).then(([first, start]) => {
      const nonce = cspNonce(reply);
      // Drawn only when the start-up answers say the page will show (not under maintenance or a region restriction):
      // the page's remote draws its first screen, if it draws one there (docs/adr/0020).
      const opening = start && opensNormally(start) ? start : null;
      const frame = opening && remote ? (frames.get(remote)?.markup(opening, nonce, { pathname: pathName, audience: forMembers ? 'members' : 'visitors' }) ?? '') : '';
      const html = index.withNonce(nonce, {
        preloadImage: first?.url ?? null,
        preloadScripts: forMembers ? [] : scripts,
        memberPreloadScripts: forMembers ? scripts : [],
        // The frame first: the home's banner drawn after it stays above it until the home's own banner shows.
        bootMarkup: `${frame}${first && opening ? bootBannerMarkup(first, nonce) : ''}`,
        // The frame's @khela/shared classes are the shell's, in its start-up stylesheets.
        applyStartStyles: frame !== '',
        inlineData: start ? startAnswersScript(start, nonce) : '',
      });
      return sendHtml(request, reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8'), html);
    });
  };
}

/**
 * The page compressed as the browser accepts (brotli, else gzip): with the start-up answers it is
 * some 30 KB of text that packs to a fifth, and every kilobyte counts on a slow phone network.
 * Quick settings: it is compressed for every answer (its nonce differs each time).
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  void reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

/**
 * /favicon.ico, which browsers ask for on every site: the built site's own icon when it ships one,
 * else the brand icon shipped with the api (media/brand/favicon.ico). Read once; cached a day.
 */
function serveFavicon(app: FastifyInstance, siteDir: string | null): void {
  const siteIcon = siteDir ? path.join(path.resolve(siteDir), 'favicon.ico') : null;
  const icon = readFileSync(siteIcon && existsSync(siteIcon) ? siteIcon : path.join(mediaDir, 'brand', 'favicon.ico'));
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/x-icon').send(icon),
  );
}

/**
 * What crawlers may fetch: every page and the api calls the pages render from (a crawler that runs
 * the page needs them), not the operators' routes, the metrics or the api's documentation. The
 * member and agent pages stay crawlable: without a session they show the home page and the login,
 * and a page Lighthouse or a search engine sees as blocked loses more than it hides.
 */
export const ROBOTS_TXT = ['User-agent: *', 'Disallow: /ops', 'Disallow: /metrics', 'Disallow: /docs', ''].join('\n');

/** /robots.txt: the built site's own when it ships one, else ROBOTS_TXT. Cached a day. */
function serveRobots(app: FastifyInstance, siteDir: string | null): void {
  const siteRobots = siteDir ? path.join(path.resolve(siteDir), 'robots.txt') : null;
  const body = siteRobots && existsSync(siteRobots) ? readFileSync(siteRobots, 'utf8') : ROBOTS_TXT;
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(body),
  );
}

/**
 * The built site (when siteDir names one; with db, the home page names its first banner in a
 * preload hint) and the answer for every address no route has: the
 * SPA's index.html for page navigations, else the 404 envelope.
 */
export const site = fp<{ siteDir: string | null; db?: Queryable }>(
  async (app, { siteDir, db }) => {
    serveFavicon(app, siteDir);
    serveRobots(app, siteDir);
    serveAppFiles(app);
    const fallback = siteDir ? await serveSite(app, siteDir, db ?? null) : null;
    app.setNotFoundHandler((request, reply) => fallback?.(request, reply) ?? sendNotFound(request, reply));
  },
  { name: 'site', dependencies: ['error-handler'] },
);
