import { checkSecret } from '@khela/server-kit/secrets';
import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { rotationOf, type SecretSubject } from '../../platform/secrets/secret-rotations';

export interface NextSecretRequest {
  subject: SecretSubject;
  /** The secret in force now (what the rotation moves away from). */
  current: string;
  next: string;
  windowSeconds: number;
}

/**
 * Sets the next secret of a subject with an overlap of `windowSeconds`, recorded in the action
 * record (never the secret). Refused while another overlap is still running, for a secret that
 * fails the production rule, or for the current secret itself.
 */
export async function setNextSecret(db: Queryable, actor: OperatorActor, request: NextSecretRequest, now = new Date()): Promise<{ subject: SecretSubject; switchAt: Date }> {
  const weakness = checkSecret(request.next);
  if (weakness) throw new ApiError(400, 'operator.secret.weak', { reason: weakness });
  if (request.next === request.current) throw new ApiError(400, 'operator.secret.unchanged');
  const existing = await rotationOf(db, request.subject);
  if (existing && now < new Date(existing.switch_at)) throw new ApiError(409, 'operator.secret.rotation.running');
  const switchAt = new Date(now.getTime() + request.windowSeconds * 1000);
  await db.query(
    `INSERT INTO secret_rotations (subject, current_secret, next_secret, switch_at, set_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (subject) DO UPDATE SET current_secret = EXCLUDED.current_secret, next_secret = EXCLUDED.next_secret,
       switch_at = EXCLUDED.switch_at, set_by = EXCLUDED.set_by, created_at = now()`,
    [request.subject, request.current, request.next, switchAt, actor.username],
  );
  await recordOperatorAction(db, actor, { action: 'secret.rotate', target: request.subject, details: { switchAt: switchAt.toISOString(), windowSeconds: request.windowSeconds } });
  return { subject: request.subject, switchAt };
}

