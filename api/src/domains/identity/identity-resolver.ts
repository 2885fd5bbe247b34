import type { FastifyRequest } from 'fastify';
import type { Identity, IdentityResolver } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { findMemberById } from './members/member-repo';
import { resolveSession } from './sessions/session-store';

/** The member behind a request's token, resolved once per request and only within its brand. */
export function identityResolver(db: Db): IdentityResolver {
  const resolved = new WeakMap<FastifyRequest, Promise<Identity | null>>();
  async function resolve(request: FastifyRequest): Promise<Identity | null> {
    const token = request.authToken;
    const merchant = request.merchant;
    if (!token || !merchant || token.length > 256) return null;
    const session = await resolveSession(db, token, merchant.code, merchant.identity);
    if (!session) return null;
    const member = await findMemberById(db, merchant.code, session.memberId);
    if (!member) return null;
    return {
      memberId: member.id,
      merchantCode: merchant.code,
      account: member.account,
      type: member.type,
      sessionHash: session.tokenHash,
      loginMethod: session.loginMethod,
      mustChangePassword: session.mustChangePassword,
      passwordConfirmedAt: session.passwordConfirmedAt,
    };
  }
  return (request) => {
    let pending = resolved.get(request);
    if (!pending) {
      pending = resolve(request);
      resolved.set(request, pending);
    }
    return pending;
  };
}
