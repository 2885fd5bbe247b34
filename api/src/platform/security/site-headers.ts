import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CspDirectives, httpsFromEnv, NONCE, securityHeaders } from '@khela/server-kit/http';
import type { Db } from '../db/db';
import { GameFrameOrigins } from './game-frame-origins';

export interface SiteHeadersOptions {
  db: Db;
  /** Production behind https: HSTS and upgrade-insecure-requests (default NODE_ENV=production). */
  https?: boolean;
  /** How long the game pages' origins are kept before they are read again (default 60 s). */
  frameOriginsTtlMs?: number;
}

/**
 * The site's CSP. Scripts: the site's own files (the shell, the Module Federation runtime and the
 * remotes are all served from this origin) and inline script only with this answer's nonce.
 * Styles may be inline: the shell's first paint is an inline <style> and the remotes inject their
 * CSS as <style> tags. Frames: the vendors' game pages (their launch addresses' origins).
 * connect-src 'self' covers the same-origin /ws socket; analytics' hosts join it while a brand has an
 * analytics id (its gtag.js itself comes in by the nonce, set on it by the shell). worker-src and manifest-src: the app's
 * service worker and manifest, from this origin only.
 */
function siteDirectives(gameOrigins: () => string, analyticsOrigins: () => string): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", NONCE],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Analytics' hits, only while a brand has an analytics id (game-frame-origins.ts).
    'connect-src': ["'self'", analyticsOrigins],
    'frame-src': ["'self'", gameOrigins],
    // The app (docs/app.md): the service worker /sw.js and the web-app manifest, both this origin's.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A member's or an operator's data answer: never stored by a browser or a proxy (no-store). */
    privateAnswer: boolean;
  }
}

/** Marks this answer as a member's or an operator's data: Cache-Control no-store. */
export function markPrivate(request: FastifyRequest): void {
  request.privateAnswer = true;
}

/**
 * The api's security headers (server-kit/http on @fastify/helmet) with the site's CSP, and
 * Cache-Control no-store on every answer marked private (an authenticated member's or an
 * operator's data), whatever the route set.
 */
export const siteHeaders = fp<SiteHeadersOptions>(
  async (app, options) => {
    const frames = new GameFrameOrigins(options.db, options.frameOriginsTtlMs ?? 60_000);
    // Read before helmet writes the CSP of this answer (its hooks come after this one).
    app.addHook('onRequest', async () => {
      await frames.refreshIfStale(app.log);
    });
    await app.register(securityHeaders, {
      directives: siteDirectives(() => frames.current, () => frames.analytics),
      https: options.https ?? httpsFromEnv(process.env),
      sameOriginFramesOnly: true,
    });
    app.decorateRequest('privateAnswer', false);
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.privateAnswer || request.operator) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'site-headers' },
);
