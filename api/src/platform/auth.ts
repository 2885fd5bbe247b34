import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** Who is calling. Filled in by the identity issue; until then nobody is ever logged in. */
export interface Identity {
  memberId: string;
  merchantCode: string;
  account: string;
  type: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the Authorization token to a member, or null (always null until identity lands). */
    identify(request: FastifyRequest): Promise<Identity | null>;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorate('identify', async (_request: FastifyRequest): Promise<Identity | null> => null);
}

/** preHandler for member-only routes: 401 login.not.session without a valid session. */
export async function requireIdentity(app: FastifyInstance, request: FastifyRequest): Promise<Identity> {
  const identity = request.authToken ? await app.identify(request) : null;
  if (!identity) throw new ApiError(401, 'login.not.session');
  return identity;
}
