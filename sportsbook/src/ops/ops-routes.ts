import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@khela/server-kit/db';
import { BookError } from '../book/book-error';
import { changeMaxLiability, createCompetition, createEvent, createMarket, moveEvent, moveMarket, priceFromProbabilities, setPrices } from '../book/trading';
import type { BetMoney } from '../bets/bet-money';
import { liabilityBySelection } from '../bets/liability';
import { cancelBet, settleMarket } from '../bets/settlement';
import type { Simulator } from '../simulator/simulator';
import { message, refusalMessage } from '../texts';
import { importFixtures, importFixturesCsv } from './fixtures';

export interface OpsRoutesOptions {
  db: Db;
  money: BetMoney;
  /** SPORTSBOOK_OPS_TOKEN: the bearer token every /ops call carries. */
  opsToken: string;
  /** The demo feed, when it runs (not in production). */
  simulator?: Simulator | null;
}

type Body = Record<string, unknown>;

/** A refusal as JSON: `{ status: code, message (English: operators' language), ...details }`. */
export function sendError(reply: FastifyReply, error: unknown, language: 'bn' | 'en' = 'en'): FastifyReply {
  if (error instanceof BookError) return reply.code(error.httpStatus).send({ status: error.code, message: refusalMessage(error.code, error.details, language), ...error.details });
  throw error;
}

function authorised(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(String(request.headers.authorization ?? ''));
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The trading operator API (docs/sportsbook.md "Service"), bearer SPORTSBOOK_OPS_TOKEN. Every change
 * is written to the action record (ops_actions). The CLI (`pnpm --filter @khela/sportsbook operator`)
 * calls these routes.
 */
export const opsRoutes: FastifyPluginAsync<OpsRoutesOptions> = async (app, { db, money, opsToken, simulator }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!authorised(request, opsToken)) return reply.code(401).send({ status: 'unauthorized', message: message('unauthorized', 'en') });
  });
  const handle = <P>(fn: (params: P, body: Body) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await fn(request.params as P, (request.body ?? {}) as Body);
    } catch (error) {
      return sendError(reply, error);
    }
  };
  app.post('/ops/competitions', handle((_p, body) => createCompetition(db, body)));
  app.post('/ops/events', handle((_p, body) => db.transaction((tx) => createEvent(tx, body))));
  app.post<{ Params: { id: string } }>('/ops/events/:id/state', handle<{ id: string }>(async ({ id }, body) => (await moveEvent(db, id, body), { ok: true })));
  app.post('/ops/markets', handle((_p, body) => db.transaction((tx) => createMarket(tx, body))));
  app.post('/ops/markets/:id/odds-from-probabilities', handle<{ id: string }>(({ id }, body) => priceFromProbabilities(db, id, body)));
  app.post('/ops/markets/:id/prices', handle<{ id: string }>(async ({ id }, body) => (await setPrices(db, id, body), { ok: true })));
  app.post('/ops/markets/:id/suspend', handle<{ id: string }>(async ({ id }) => (await moveMarket(db, id, 'suspended'), { ok: true })));
  app.post('/ops/markets/:id/resume', handle<{ id: string }>(async ({ id }) => (await moveMarket(db, id, 'open'), { ok: true })));
  app.post('/ops/markets/:id/max-liability', handle<{ id: string }>(async ({ id }, body) => (await changeMaxLiability(db, id, body.maxLiability), { ok: true })));
  // Settle, re-settle (the same route with the corrected result) and void ({ reason }).
  app.post('/ops/markets/:id/result', handle<{ id: string }>(({ id }, body) => settleMarket(db, money, id, body.result)));
  app.post('/ops/markets/:id/void', handle<{ id: string }>(({ id }, body) => settleMarket(db, money, id, { kind: 'void', reason: String(body.reason ?? 'void') })));
  app.get('/ops/markets/:id/liability', handle<{ id: string }>(async ({ id }) => {
    const [market] = await db.query<{ max_liability: string | number }>('SELECT max_liability FROM markets WHERE id = $1', [id]);
    if (!market) throw new BookError('not_found', 404, { what: 'market' });
    const bySelection = Object.fromEntries(await liabilityBySelection(db, id));
    return { marketId: id, maxLiability: Number(market.max_liability), bySelection };
  }));
  app.post('/ops/bets/:id/cancel', handle<{ id: string }>(({ id }, body) => cancelBet(db, money, id, String(body.reason ?? 'cancelled by the trader').slice(0, 200))));
  // The demo feed plays a simulated match to its end at once (tests, e2e).
  app.post('/ops/events/:id/simulate-to-end', handle<{ id: string }>(async ({ id }) => {
    if (!simulator) throw new BookError('simulator_off', 409);
    await simulator.fastForward(id);
    return { ok: true };
  }));
  // The fixtures file: JSON, or CSV sent as text/csv (docs/sportsbook.md "Fixtures file"). Refusals
  // name the CSV row and column; `?language=bn` answers them in Bengali (operators' default: English).
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 8 * 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.post<{ Querystring: { language?: string } }>('/ops/fixtures', async (request, reply) => {
    try {
      return typeof request.body === 'string' ? await importFixturesCsv(db, request.body) : await importFixtures(db, request.body);
    } catch (error) {
      return sendError(reply, error, request.query.language === 'bn' ? 'bn' : 'en');
    }
  });
  app.get('/ops/actions', async () => db.query('SELECT id, action, target, details, at FROM ops_actions ORDER BY id DESC LIMIT 200'));
};
