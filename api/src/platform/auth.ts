import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** Who is calling: the member behind the session token of this request. */
export interface Identity {
  memberId: string;
  merchantCode: string;
  account: string;
  type: number;
  /** Hash of the session token: names the current session without keeping the token. */
  sessionHash: string;
  loginMethod: string;
}

/** Turns a request's token into an identity; supplied by the identity domain. */
export type IdentityResolver = (request: FastifyRequest) => Promise<Identity | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the Authorization token to a member, or null. */
    identify(request: FastifyRequest): Promise<Identity | null>;
  }
}

export function registerAuth(app: FastifyInstance, resolver: IdentityResolver): void {
  app.decorate('identify', resolver);
}

/** preHandler for member-only routes: 401 login.not.session without a valid session. */
export async function requireIdentity(app: FastifyInstance, request: FastifyRequest): Promise<Identity> {
  const identity = request.authToken ? await app.identify(request) : null;
  if (!identity) throw new ApiError(401, 'login.not.session');
  return identity;
}
