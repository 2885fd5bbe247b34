import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Put in a CSP source list: replaced by the answer's own nonce (see cspNonce). */
export const NONCE = "'nonce'";

/** A source of a CSP directive: text, or read at every answer (origins the service learns while it runs). */
export type CspSource = string | (() => string);

export type CspDirectives = Record<string, readonly CspSource[]>;

export interface SecurityHeadersOptions {
  /** The Content-Security-Policy of this service's answers; NONCE stands for the answer's nonce. */
  directives: CspDirectives;
  /**
   * Production behind https (NODE_ENV=production): Strict-Transport-Security for a year, and
   * upgrade-insecure-requests. Off in demo mode, which runs on plain http.
   */
  https: boolean;
  /** X-Frame-Options SAMEORIGIN for browsers without frame-ancestors; off for pages other sites may frame. */
  sameOriginFramesOnly: boolean;
  /** Cross-Origin-Opener-Policy (default same-origin-allow-popups: the site opens the gateway and chats). */
  openerPolicy?: 'same-origin' | 'same-origin-allow-popups' | 'unsafe-none';
}

/** Powerful features no Khela page uses: a framed or injected page cannot ask for them either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const nonces = new WeakMap<ServerResponse, string>();

function nonceOfResponse(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** This answer's nonce (fresh per answer, 128 random bits): the CSP names it; put it on inline script and style. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOfResponse(reply.raw);
}

type HelmetSource = string | ((req: IncomingMessage, res: ServerResponse) => string);

function helmetDirectives(directives: CspDirectives, https: boolean): Record<string, HelmetSource[] | null> {
  const out: Record<string, HelmetSource[] | null> = {};
  for (const [name, sources] of Object.entries(directives)) {
    out[name] = sources.map((source): HelmetSource => {
      if (source === NONCE) return (_req, res) => `'nonce-${nonceOfResponse(res)}'`;
      return typeof source === 'function' ? () => source() : source;
    });
  }
  // helmet adds upgrade-insecure-requests by default; demo mode runs on http, where it would break loads.
  out['upgrade-insecure-requests'] = https ? [] : null;
  return out;
}

/**
 * The security headers of a Khela service (api, house, sandbox) through @fastify/helmet: the
 * service's CSP with a fresh nonce per answer, nosniff, Referrer-Policy
 * strict-origin-when-cross-origin (an answer may set a stricter one), HSTS in production, and a
 * Permissions-Policy (helmet has none).
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, options) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: helmetDirectives(options.directives, options.https) },
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: options.sameOriginFramesOnly ? { action: 'sameorigin' } : false,
      crossOriginOpenerPolicy: { policy: options.openerPolicy ?? 'same-origin-allow-popups' },
      // Game pages are framed by the site and fetch nothing cross-origin themselves: no COEP.
      crossOriginEmbedderPolicy: false,
      // The house's and sandbox's pages and images are loaded by the site's origin.
      crossOriginResourcePolicy: { policy: 'same-site' },
      // Origin-keyed agent clusters move the site's same-site game frame into a process of its own,
      // where a scrolled frame's clicks missed their target (e2e house-games): keep site-keyed.
      originAgentCluster: false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);

/** Origins written as a list (SITE_ORIGIN=https://khela.example,https://www.khela.example), each an origin. */
export function parseOrigins(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not a web origin: ${entry}`);
      return url.origin;
    });
}

/** The demo site's address (`pnpm start`): the api on port 8080. */
export const DEMO_SITE_ORIGIN = 'http://127.0.0.1:8080';

/** A loopback origin is also reached by its other name (127.0.0.1 and localhost). */
function withLoopbackTwin(origin: string): string[] {
  const url = new URL(origin);
  const twin = url.hostname === '127.0.0.1' ? 'localhost' : url.hostname === 'localhost' ? '127.0.0.1' : null;
  if (!twin) return [origin];
  url.hostname = twin;
  return [origin, url.origin];
}

/**
 * The site's origins, the only pages that may frame a vendor's game page: SITE_ORIGIN; in demo
 * mode without it, the address the services already know the site by (PUBLIC_API_URL, API_URL),
 * else http://127.0.0.1:8080.
 */
export function siteOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const listed = parseOrigins(env.SITE_ORIGIN);
  if (listed.length) return listed;
  const known = parseOrigins([env.PUBLIC_API_URL, env.API_URL].filter(Boolean).join(',') || DEMO_SITE_ORIGIN);
  return [...new Set(known.flatMap(withLoopbackTwin))];
}

/** HSTS and upgrade-insecure-requests: production runs behind https (docs/api.md "Headers"). */
export function httpsFromEnv(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * The CSP of a vendor's server-rendered game page: its own nonce'd style and script only, talks
 * and posts only to its own origin, and only the site may frame it.
 */
export function gamePageDirectives(siteOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'none'"],
    'style-src': [NONCE],
    'script-src': [NONCE],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': siteOrigins.length ? [...siteOrigins] : ["'none'"],
  };
}
