import type { IncomingMessage, ServerResponse } from 'node:http';
import { createOidcProvider, type OidcRequestHandler } from './oidc-provider';

/**
 * The demo's social logins: two OpenID Connect providers standing in for Google and Facebook,
 * answering under the sandbox's own address at `/oidc/google` and `/oidc/facebook`. The api's demo
 * data points the demo brand's "google" and "facebook" logins at them (api/src/seed/oidc-env.ts,
 * `demoOidcProviders`: the same client ids and secret), so the buttons work after `pnpm start`.
 */
export const DEMO_OIDC_PROVIDERS = [
  { id: 'google', brandName: 'Google' },
  { id: 'facebook', brandName: 'Facebook' },
] as const;

/** The demo people offered with one click (anyone else can be typed in). */
export const DEMO_OIDC_PEOPLE = [
  { username: 'rahim.uddin', name: 'Rahim Uddin' },
  { username: 'ayesha.akter', name: 'Ayesha Akter' },
];

export interface DemoOidcOptions {
  /** Where the sandbox is reached (its issuers start with it), e.g. http://127.0.0.1:8090. */
  sandboxUrl: string;
  /** The api's addresses the browser comes back to (PUBLIC_API_URL, API_URL); loopback ones also by the other loopback name. */
  apiUrls: string[];
  /** The clients' secret (SANDBOX_OIDC_SECRET; the api's demo data uses the same). */
  secret: string;
}

/** `khela-demo-google`: the demo brand's client at each provider. */
export const demoOidcClientId = (providerId: string): string => `khela-demo-${providerId}`;

/** Each api address, and the same on the other loopback name (the site opened at localhost or at 127.0.0.1). */
function apiOrigins(apiUrls: string[]): string[] {
  const origins = new Set<string>();
  for (const raw of apiUrls) {
    const url = new URL(raw);
    origins.add(url.origin);
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
      url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      origins.add(url.origin);
    }
  }
  return [...origins];
}

/** The requests for the demo providers (`/oidc/<id>/…`): the handler answers them and returns true, else returns false. */
export function demoOidcHandler(options: DemoOidcOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const base = options.sandboxUrl.replace(/\/$/, '');
  const origins = apiOrigins(options.apiUrls);
  const handlers = new Map<string, OidcRequestHandler>(
    DEMO_OIDC_PROVIDERS.map(({ id, brandName }) => [
      id,
      createOidcProvider(`${base}/oidc/${id}`, {
        clientId: demoOidcClientId(id),
        clientSecret: options.secret,
        redirectUris: origins.map((origin) => `${origin}/wps/session/oidc/${id}/callback`),
        brandName,
        people: DEMO_OIDC_PEOPLE,
        cookiePrefix: `demo_${id}`,
      }),
    ]),
  );
  return (request, response) => {
    const match = /^\/oidc\/([a-z]+)(?:[/?]|$)/.exec(request.url ?? '');
    const handler = match ? handlers.get(match[1]!) : undefined;
    if (!handler) return false;
    handler(request, response);
    return true;
  };
}
