import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { priceToString } from '@khela/contracts/sportsbook';
import type { Db } from '@khela/server-kit/db';
import { hasControlCharacter, type VendorWallet } from '@khela/server-kit/vendor';
import { BookError } from '../book/book-error';
import type { Clock } from '../clock';
import type { BetMoney } from '../bets/bet-money';
import { placeBet, type PlacementOptions } from '../bets/placement';
import { languageOf, message } from '../texts';
import { findSession, openSession } from './session-repo';

export interface PlayerRoutesOptions {
  db: Db;
  wallet: VendorWallet;
  money: BetMoney;
  clock: Clock;
  placement: PlacementOptions;
  retryDelaysMs: readonly number[];
}

const PLACE_STATUS = { accepted: 200, insufficient: 409, sessionExpired: 401, failed: 502 } as const;

/**
 * The player's side (docs/sportsbook.md "Service"):
 *   GET  /play?token&language&currency   the api's launch: authenticate trades the one-time token for
 *        a session, then 303 to /book/{sessionId} (the token leaves the address bar);
 *   (the pages at /book/{sessionId} are pages/book-page-routes.ts);
 *   GET  /api/events[?sport=]             events with their markets and prices (public);
 *   GET  /api/events/:id                  one event;
 *   POST /api/sessions/:sessionId/bets    place a bet { stake, acceptance, legs: [{ marketId, selectionCode, price }] };
 *   GET  /api/sessions/:sessionId/bets    my bets.
 * Answers carry `status` (a reason code) and `message` in the session's language (or `language=`).
 */
export const playerRoutes: FastifyPluginAsync<PlayerRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.get<{ Querystring: Record<string, string | undefined> }>('/play', { exposeHeadRoute: false }, async (request, reply) => {
    const language = languageOf(request.query.language);
    const token = request.query.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 500 || hasControlCharacter(token)) return reply.code(400).send({ status: 'unknownSession', message: message('unknownSession', language) });
    const auth = await options.wallet.callUntilHeard('authenticate', { launchToken: token }, options.retryDelaysMs);
    if (!auth.heard) return reply.code(502).send({ status: 'failed', message: message('failed', language) });
    const answer = auth.answer;
    if (answer.status !== 'OK' || typeof answer.playerId !== 'string' || typeof answer.sessionToken !== 'string' || answer.funPlay === true) {
      return reply.code(403).send({ status: 'unknownSession', message: message('unknownSession', language) });
    }
    const session = await openSession(db, {
      playerId: answer.playerId,
      walletSession: answer.sessionToken,
      currency: typeof answer.currency === 'string' ? answer.currency : 'BDT',
      language,
      nickname: answer.nickname ?? null,
    });
    return reply.redirect(bookPathOf(session.id, language, request.query), 303);
  });

  app.get<{ Querystring: { sport?: string } }>('/api/events', async (request) => ({ events: await listEvents(db, { sport: request.query.sport }) }));
  app.get<{ Params: { id: string } }>('/api/events/:id', async (request, reply) => {
    const [event] = await listEvents(db, { id: request.params.id });
    return event ?? reply.code(404).send({ status: 'not_found', message: message('not_found') });
  });

  app.post<{ Params: { sessionId: string }; Querystring: { language?: string } }>('/api/sessions/:sessionId/bets', async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    const language = languageOf(request.query.language ?? session?.language);
    if (!session) return reply.code(401).send({ status: 'unknownSession', message: message('unknownSession', language) });
    try {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const result = await placeBet(db, options.money, options.clock, options.placement, session, { stake: body.stake, acceptance: body.acceptance, legs: body.legs });
      return reply.code(PLACE_STATUS[result.status]).send({ ...result, message: message(result.status, language) });
    } catch (error) {
      return refusal(reply, error, language);
    }
  });

  app.get<{ Params: { sessionId: string }; Querystring: { language?: string } }>('/api/sessions/:sessionId/bets', async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    if (!session) return reply.code(401).send({ status: 'unknownSession', message: message('unknownSession', languageOf(request.query.language)) });
    return { bets: await myBets(db, session.id) };
  });
};

/** An event id as the book makes them (uuid-like or `sim:` refs never reach here: events are ids). */
const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Where a launch lands: `eventId` (home's "bet now", passed through the api's launch) opens that
 * event's page; the e-sports game (`gameCode=esports`, the /esports card) opens the e-sports tab;
 * anything else the book's home. A malformed event id is ignored (the home opens).
 */
export function bookPathOf(sessionId: string, language: string, query: Record<string, string | undefined>): string {
  if (typeof query.eventId === 'string' && EVENT_ID.test(query.eventId)) return `/book/${sessionId}/events/${query.eventId}?language=${language}`;
  const sport = query.gameCode === 'esports' || query.gameCode === 'football' ? `&sport=${query.gameCode}` : '';
  return `/book/${sessionId}?language=${language}${sport}`;
}

function refusal(reply: FastifyReply, error: unknown, language: 'bn' | 'en'): FastifyReply {
  if (error instanceof BookError) return reply.code(error.httpStatus).send({ status: error.code, message: message(error.code, language), ...error.details });
  throw error;
}

interface EventRow {
  id: string;
  sport: string;
  competition: string;
  home: string;
  away: string;
  starts_at: string | Date;
  state: string;
  score: unknown;
}

export async function listEvents(db: Db, filter: { sport?: string; id?: string }) {
  const events = await db.query<EventRow>(
    `SELECT e.id, c.sport, c.name AS competition, e.home, e.away, e.starts_at, e.state, e.score
       FROM events e JOIN competitions c ON c.id = e.competition_id
      WHERE ($1::text IS NULL OR c.sport = $1) AND ($2::text IS NULL OR e.id = $2) AND ($2::text IS NOT NULL OR e.state IN ('scheduled', 'live', 'suspended'))
      ORDER BY e.starts_at, e.id LIMIT 200`,
    [filter.sport ?? null, filter.id ?? null],
  );
  if (events.length === 0) return [];
  const markets = await db.query<{ id: string; event_id: string; type: string; period: string; specifiers: unknown; state: string }>(
    `SELECT id, event_id, type, period, specifiers, state FROM markets WHERE event_id = ANY($1::text[]) AND state IN ('open', 'suspended') ORDER BY created_at, id`,
    [events.map((e) => e.id)],
  );
  const selections = await db.query<{ market_id: string; code: string; name: string; price: string | number; price_version: number; rate: number | null }>(
    `SELECT market_id, code, name, price, price_version, rate FROM selections WHERE market_id = ANY($1::text[]) ORDER BY market_id, code`,
    [markets.map((m) => m.id)],
  );
  return events.map((e) => ({
    id: e.id,
    sport: e.sport,
    competition: e.competition,
    home: e.home,
    away: e.away,
    startsAt: new Date(e.starts_at).toISOString(),
    state: e.state,
    score: e.score,
    markets: markets
      .filter((m) => m.event_id === e.id)
      .map((m) => ({
        id: m.id,
        type: m.type,
        period: m.period,
        specifiers: m.specifiers,
        state: m.state,
        selections: selections
          .filter((s) => s.market_id === m.id)
          .map((s) => ({ code: s.code, name: s.name, price: priceToString(BigInt(String(s.price))), priceVersion: s.price_version, ...(s.rate !== null && { rate: s.rate }) })),
      })),
  }));
}

async function myBets(db: Db, sessionId: string) {
  const bets = await db.query<{ id: string; kind: string; stake: string | number; hold: string | number; potential_return: string | number; state: string; payout: string | number | null; placed_at: string | Date }>(
    `SELECT id, kind, stake, hold, potential_return, state, payout, placed_at FROM bets WHERE session_id = $1 ORDER BY placed_at DESC, id LIMIT 100`,
    [sessionId],
  );
  const legs = await db.query<{ bet_id: string; leg: number; event_id: string; market_id: string; market_type: string; selection_code: string; price: string | number; settlement: unknown }>(
    `SELECT bet_id, leg, event_id, market_id, market_type, selection_code, price, settlement FROM bet_legs WHERE bet_id = ANY($1::text[]) ORDER BY bet_id, leg`,
    [bets.map((b) => b.id)],
  );
  const paid = await db.query<{ bet_id: string; payout: string | number }>(
    `SELECT DISTINCT ON (bet_id) bet_id, payout FROM bet_settlements WHERE bet_id = ANY($1::text[]) ORDER BY bet_id, version DESC`,
    [bets.map((b) => b.id)],
  );
  return bets.map((b) => ({
    id: b.id,
    kind: b.kind,
    stake: Number(b.stake),
    hold: Number(b.hold),
    potentialReturn: Number(b.potential_return),
    state: b.state,
    payout: paid.find((p) => p.bet_id === b.id) ? Number(paid.find((p) => p.bet_id === b.id)!.payout) : null,
    placedAt: new Date(b.placed_at).toISOString(),
    legs: legs.filter((l) => l.bet_id === b.id).map((l) => ({ eventId: l.event_id, marketId: l.market_id, marketType: l.market_type, selectionCode: l.selection_code, price: priceToString(BigInt(String(l.price))), settlement: l.settlement })),
  }));
}
