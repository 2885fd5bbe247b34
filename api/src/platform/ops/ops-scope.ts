import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';
import type { WindowRule } from '../limits';
import { RouteScope } from '../route-scope';
import { type OperatorActor, SYSTEM_OPERATOR } from './operator-actor';

/**
 * Who may call an /ops route (route config `opsAccess`): 'operator' (the default) any operator,
 * support ones read-only; 'any-operator' every operator, writes included (logging out); 'open'
 * anyone while the operator API is on (logging in).
 */
export type OpsAccess = 'operator' | 'any-operator' | 'open';

declare module 'fastify' {
  interface FastifyContextConfig {
    opsAccess?: OpsAccess;
  }
  interface FastifyInstance {
    /** The operator behind an X-Operator-Token that is not the bootstrap token, or null (supplied by the operator domain). */
    resolveOperatorSession?: (token: string) => Promise<OperatorActor | null>;
  }
}

export const OperatorHeadersSchema = Type.Object({
  'x-operator-token': Type.Optional(
    Type.String({ description: 'An operator session token (POST /ops/session/login), or the OPERATOR_TOKEN the server was started with' }),
  ),
});

/** Read-only requests: all a support operator may make. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Wrong X-Operator-Token values from one address in a sliding window: guessing the bootstrap token
 * (or a session token) is limited like a password; past the cap the address gets 429
 * operator.token.locked until the oldest wrong one leaves the window, right tokens included.
 */
export const OPERATOR_TOKEN_GUESSES = { max: 20, windowMinutes: 15 } as const;
const tokenGuessRule: WindowRule = { windowMs: OPERATOR_TOKEN_GUESSES.windowMinutes * 60_000, max: OPERATOR_TOKEN_GUESSES.max };

async function refuseWhileGuessing(request: FastifyRequest, key: string): Promise<void> {
  const state = await request.server.limits.peek(key, tokenGuessRule);
  if (state.retryAfterMs > 0) throw new ApiError(429, 'operator.token.locked', { minutes: Math.ceil(state.retryAfterMs / 60_000) });
}

/**
 * The guard of every /ops route: the X-Operator-Token is the bootstrap token (acting as 'system',
 * an admin of every brand) or a live operator session. Without a bootstrap token the operator API
 * is off (the demo), unless `accountsOnly` (production): then only operator sessions get in.
 * Routes check finer roles and the brand with requireOperator.
 */
export function operatorGuard(operatorToken: string | null, { accountsOnly = false }: { accountsOnly?: boolean } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!operatorToken && !accountsOnly) throw new ApiError(403, 'operator.disabled');
    const access = request.routeOptions.config.opsAccess ?? 'operator';
    if (access === 'open') return;
    const given = request.headers['x-operator-token'];
    if (typeof given !== 'string' || given.length === 0) throw new ApiError(403, 'operator.forbidden');
    const guessKey = `ops-token:${request.ip ?? 'unknown'}`;
    await refuseWhileGuessing(request, guessKey);
    if (operatorToken && sameSecret(given, operatorToken)) {
      request.operator = SYSTEM_OPERATOR;
      return;
    }
    const actor = (await request.server.resolveOperatorSession?.(given)) ?? null;
    if (!actor) {
      await request.server.limits.take(guessKey, tokenGuessRule);
      throw new ApiError(403, 'operator.forbidden');
    }
    if (access === 'operator' && actor.role === 'support' && !READ_METHODS.has(request.method)) throw new ApiError(403, 'operator.forbidden');
    request.operator = actor;
  };
}

/** The brand a request names (the `merchant` of its query or body), if any. */
function namedBrand(request: FastifyRequest): string | null {
  for (const part of [request.query, request.body]) {
    const named = part && typeof part === 'object' ? (part as { merchant?: unknown }).merchant : undefined;
    if (typeof named === 'string') return named;
  }
  return null;
}

/**
 * Every /ops route, whatever it checks itself: an operator bound to a brand who names another
 * brand is refused before the handler runs. (Routes that name no brand filter by the operator's.)
 */
export async function ownBrandOnly(request: FastifyRequest): Promise<void> {
  const bound = request.operator?.merchantCode;
  const named = namedBrand(request);
  if (bound && named !== null && named !== bound) throw new ApiError(403, 'operator.forbidden');
}

/** The back office: every route a domain adds to app.opsRoutes is behind the one operator guard. */
export const opsScope = fp<{ operatorToken: string | null; accountsOnly?: boolean }>(
  async (app, { operatorToken, accountsOnly = false }) => {
    app.decorate('opsRoutes', new RouteScope('ops-scope', operatorGuard(operatorToken, { accountsOnly }), ownBrandOnly));
  },
  { name: 'ops-scope', dependencies: ['limits'] },
);
