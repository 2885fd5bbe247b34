import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './errors';
import { markPrivate } from './security/site-headers';

/** Who is calling: the member behind the session token of this request. */
export interface Identity {
  memberId: string;
  merchantCode: string;
  account: string;
  type: number;
  /** Hash of the session token: names the current session without keeping the token. */
  sessionHash: string;
  loginMethod: string;
  /** The session must change its password first (operator-issued, mailed or expired password). */
  mustChangePassword: boolean;
  /** When the password was last proved in this session; null: not since the login. */
  passwordConfirmedAt: Date | null;
}

/** Turns a request's token into an identity; supplied by the identity domain. */
export type IdentityResolver = (request: FastifyRequest) => Promise<Identity | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A member route a session that must change its password may still call (change it, read info, log out). */
    allowedBeforePasswordChange?: boolean;
  }
  interface FastifyInstance {
    /** Resolves the Authorization token to a member, or null. */
    identify(request: FastifyRequest): Promise<Identity | null>;
  }
}

/** Member identity for every route: the identity domain supplies the resolver (platform knows no members). */
export const auth = fp<{ resolveIdentity: IdentityResolver }>(
  async (app, { resolveIdentity }) => {
    app.decorate('identify', resolveIdentity);
  },
  { name: 'auth', dependencies: ['request-context'] },
);

/**
 * preHandler for member-only routes: 401 login.not.session without a valid session; 403
 * password.change.required while the session must change its password, except on the routes
 * marked `config: { allowedBeforePasswordChange: true }`.
 */
export async function requireIdentity(app: FastifyInstance, request: FastifyRequest): Promise<Identity> {
  const identity = request.authToken ? await app.identify(request) : null;
  if (!identity) throw new ApiError(401, 'login.not.session');
  // A member's data: no browser or proxy keeps it (Cache-Control no-store).
  markPrivate(request);
  if (identity.mustChangePassword && request.routeOptions.config.allowedBeforePasswordChange !== true) {
    throw new ApiError(403, 'password.change.required');
  }
  return identity;
}
