import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { mediaDir } from './media';

/**
 * The installable app's files at the site root (docs/app.md): the web-app manifest, the service
 * worker (its scope is the folder it is served from, so it must be /sw.js to cover the site) and
 * the offline page it keeps. The icons are plain /media/app/ files. Read once at start; all three
 * are `no-cache` so a new release reaches every phone (browsers also recheck a worker daily).
 */
export const APP_FILES = [
  { url: '/manifest.webmanifest', file: 'manifest.webmanifest', type: 'application/manifest+json; charset=utf-8' },
  { url: '/sw.js', file: 'sw.js', type: 'text/javascript; charset=utf-8' },
  { url: '/offline.html', file: 'offline.html', type: 'text/html; charset=utf-8' },
] as const;

export function serveAppFiles(app: FastifyInstance): void {
  for (const { url, file, type } of APP_FILES) {
    const body = readFileSync(path.join(mediaDir, 'app', file));
    app.get(url, { schema: { hide: true } }, (_request, reply) => reply.header('Cache-Control', 'no-cache').type(type).send(body));
  }
}
