import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Identity } from '../../../platform/auth';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { isAgentType, requireRealMember } from '../../identity';
import { inTeamOf } from '../team-sql';

/** A logged-in agent (types 1, 2, 41, 42): anyone else gets 403 team.agent.only. */
export async function requireAgent(app: FastifyInstance, request: FastifyRequest): Promise<Identity> {
  const identity = await requireRealMember(app, request);
  if (!isAgentType(identity.type)) throw new ApiError(403, 'team.agent.only');
  return identity;
}

/**
 * `memberId` must be in the agent's team (at any depth, the agent itself excluded) and of its
 * brand; anything else is 404 team.member.outside, the same answer for an id that does not exist,
 * so a caller learns nothing about other teams.
 */
export async function requireInTeam(db: Queryable, agent: Identity, memberId: string): Promise<void> {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT ${inTeamOf('$1::bigint', '$2::bigint')} AND EXISTS (SELECT 1 FROM members WHERE id = $2::bigint AND merchant_code = $3) AS ok`,
    [agent.memberId, memberId, agent.merchantCode],
  );
  if (!rows[0]?.ok) throw new ApiError(404, 'team.member.outside');
}
