import type { FastifyRequest } from 'fastify';
import { json, type Queryable } from '../db/db';
import { ApiError } from '../errors';
import type { OperatorRole } from '@khela/contracts';


/** Who is acting on an /ops route: an operator's session, or the bootstrap OPERATOR_TOKEN ('system'). */
export interface OperatorActor {
  /** null for the bootstrap token. */
  id: string | null;
  username: string;
  role: OperatorRole;
  /** null: every brand. */
  merchantCode: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /ops scope's guard (ops-scope.ts). */
    operator?: OperatorActor;
  }
}

export const SYSTEM_OPERATOR: OperatorActor = { id: null, username: 'system', role: 'admin', merchantCode: null };

/** The actor of an /ops request, refused unless their role is one of `roles` and the brand is theirs. */
export function requireOperator(request: FastifyRequest, roles: readonly OperatorRole[], merchantCode?: string): OperatorActor {
  const actor = request.operator;
  if (!actor) throw new ApiError(403, 'operator.forbidden');
  if (!roles.includes(actor.role)) throw new ApiError(403, 'operator.forbidden');
  if (merchantCode && actor.merchantCode && actor.merchantCode !== merchantCode) throw new ApiError(403, 'operator.forbidden');
  return actor;
}

export interface OperatorAction {
  action: string;
  merchantCode?: string | null;
  target?: string;
  details?: Record<string, unknown>;
}

/** Records an action with its actor; call it in the same transaction as the change it describes. */
export async function recordOperatorAction(db: Queryable, actor: OperatorActor, action: OperatorAction): Promise<void> {
  await db.query(
    `INSERT INTO operator_actions (operator_id, operator_name, action, merchant_code, target, details)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [actor.id, actor.username, action.action, action.merchantCode ?? null, action.target ?? '', json(action.details ?? {})],
  );
}
