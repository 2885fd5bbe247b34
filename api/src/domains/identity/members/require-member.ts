import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireIdentity, type Identity } from '../../../platform/auth';
import { ApiError } from '../../../platform/errors';
import { TRIAL_TYPE } from './member';

/** A logged-in, real (non-trial) member: trial accounts cannot open the centers (SPEC §6). */
export async function requireRealMember(app: FastifyInstance, request: FastifyRequest): Promise<Identity> {
  const identity = await requireIdentity(app, request);
  if (identity.type === TRIAL_TYPE) throw new ApiError(403, 'account.trial');
  return identity;
}
