import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { priceToString, SPORTSBOOK_SPORTS } from '@khela/contracts/sportsbook';
import type { Db } from '@khela/server-kit/db';
import { cspNonce } from '@khela/server-kit/http';
import { BookError } from '../book/book-error';
import { bookFeed } from '../book/book-feed';
import type { Clock } from '../clock';
import { listEvents } from '../player/player-routes';
import { preferencesOf, savePreferences } from '../player/preferences-repo';
import { findSession, type PlayerSession } from '../player/session-repo';
import { message } from '../texts';
import { type BetView, errorHtml, eventRowHtml, homeHtml, matchHtml, matchLiveHtml, myBetsHtml, type PageContext } from './book-page-html';
import { bookPageScript } from './book-page-script';
import { eventView, scoreText } from './book-view';
import { pageHtml } from './html';
import { localDigits, word } from './page-texts';

export interface BookPageOptions {
  db: Db;
  clock: Clock;
  minStake: number;
  maxStake: number;
  /** The fallback poll's period when server-sent events fail (default 10 s). */
  pollMs?: number;
  /** The stream's keep-alive comment period (default 25 s, under proxies' idle limits). */
  keepAliveMs?: number;
}

type SessionParams = { sessionId: string };

/**
 * The book's player pages (docs/sportsbook.md "Pages"), server-rendered with a small script, in
 * the session's language:
 *   GET  /book/:session[?sport=]                  home: sport tabs, events by competition, main market;
 *   GET  /book/:session/events/:eventId           match page: score, every market, the slip;
 *   GET  /book/:session/bets                      my bets (the member's, open and settled);
 *   POST /book/:session/preferences               { oddsFormat?, acceptance? } (the member's, stored);
 *   GET  /book/:session/events/stream[?sport=]    server-sent events: a home row per change;
 *   GET  /book/:session/events/:eventId/stream    server-sent events: the match's markets and score;
 *   GET  …/live                                   the same updates as JSON (the fallback poll).
 */
export const bookPageRoutes: FastifyPluginAsync<BookPageOptions> = async (app, options) => {
  const { db } = options;
  const streams = new Set<() => void>();
  // Open streams would hold the server open: end them before it closes.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  async function contextOf(session: PlayerSession): Promise<PageContext> {
    return {
      lang: session.language,
      currency: session.currency,
      base: `/book/${session.id}`,
      now: options.clock.now(),
      preferences: await preferencesOf(db, session.playerId),
      minStake: options.minStake,
      maxStake: options.maxStake,
    };
  }

  const sportOf = (value: unknown): string => ((SPORTSBOOK_SPORTS as readonly unknown[]).includes(value) ? (value as string) : 'cricket');

  function send(reply: FastifyReply, ctx: PageContext, status: number, title: string, body: string, live?: { streamUrl: string; liveUrl: string }, sessionId?: string) {
    const nonce = cspNonce(reply);
    const script =
      live && sessionId
        ? bookPageScript({
            lang: ctx.lang, currency: ctx.currency, sessionId, preferences: ctx.preferences, minStake: ctx.minStake, maxStake: ctx.maxStake,
            betUrl: `/api/sessions/${sessionId}/bets?language=${ctx.lang}`, preferencesUrl: `${ctx.base}/preferences`, ...live, pollMs: options.pollMs ?? 10_000,
          })
        : '';
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(pageHtml(ctx.lang, nonce, title, body, ctx.preferences.oddsFormat, script));
  }

  /** The session, or a translated 404 page (the address is the player's key: nothing else is shown). */
  async function sessionOr404(request: FastifyRequest<{ Params: SessionParams }>, reply: FastifyReply): Promise<PlayerSession | null> {
    const session = await findSession(db, request.params.sessionId);
    if (session) return session;
    const lang = (request.query as { language?: string }).language === 'en' ? 'en' : 'bn';
    const nonce = cspNonce(reply);
    await reply.code(404).type('text/html; charset=utf-8').send(pageHtml(lang, nonce, word(lang, 'title'), errorHtml(lang, message('unknownSession', lang)), 'decimal'));
    return null;
  }

  async function homeUpdates(ctx: PageContext, sport: string, eventId?: string) {
    const events = (await listEvents(db, { sport, id: eventId })).map((e) => eventView(e, ctx.lang));
    return events.map((event) => ({ eventId: event.id, row: eventRowHtml(event, ctx) }));
  }

  async function matchUpdate(ctx: PageContext, eventId: string) {
    const [event] = await listEvents(db, { id: eventId });
    if (!event) return null;
    const view = eventView(event, ctx.lang);
    return { eventId: view.id, ...matchLiveHtml(view, ctx), score: scoreText(event.score, event, ctx.lang) };
  }

  app.get<{ Params: SessionParams; Querystring: { sport?: string } }>('/book/:sessionId', async (request, reply) => {
    const session = await sessionOr404(request, reply);
    if (!session) return reply;
    const ctx = await contextOf(session);
    const sport = sportOf(request.query.sport);
    const events = (await listEvents(db, { sport })).map((e) => eventView(e, ctx.lang));
    return send(reply, ctx, 200, `${word(ctx.lang, `sport.${sport}`)} · ${word(ctx.lang, 'title')}`, homeHtml(ctx, sport, events), {
      streamUrl: `${ctx.base}/events/stream?sport=${sport}`, liveUrl: `${ctx.base}/live?sport=${sport}`,
    }, session.id);
  });

  app.get<{ Params: SessionParams & { eventId: string } }>('/book/:sessionId/events/:eventId', async (request, reply) => {
    const session = await sessionOr404(request, reply);
    if (!session) return reply;
    const ctx = await contextOf(session);
    const [event] = await listEvents(db, { id: request.params.eventId });
    if (!event) return send(reply, ctx, 404, word(ctx.lang, 'title'), errorHtml(ctx.lang, message('not_found', ctx.lang)));
    const view = eventView(event, ctx.lang);
    const base = `${ctx.base}/events/${encodeURIComponent(view.id)}`;
    return send(reply, ctx, 200, `${view.title} · ${word(ctx.lang, 'title')}`, matchHtml(ctx, view), { streamUrl: `${base}/stream`, liveUrl: `${base}/live` }, session.id);
  });

  app.get<{ Params: SessionParams }>('/book/:sessionId/bets', async (request, reply) => {
    const session = await sessionOr404(request, reply);
    if (!session) return reply;
    const ctx = await contextOf(session);
    return send(reply, ctx, 200, `${word(ctx.lang, 'myBets')} · ${word(ctx.lang, 'title')}`, myBetsHtml(ctx, await betsOfMember(db, session)));
  });

  app.post<{ Params: SessionParams }>('/book/:sessionId/preferences', async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    if (!session) return reply.code(401).send({ status: 'unknownSession', message: message('unknownSession') });
    try {
      const body = (request.body ?? {}) as { oddsFormat?: unknown; acceptance?: unknown };
      return await savePreferences(db, session.playerId, { oddsFormat: body.oddsFormat, acceptance: body.acceptance });
    } catch (error) {
      if (error instanceof BookError) return reply.code(error.httpStatus).send({ status: error.code, message: message(error.code, session.language), ...error.details });
      throw error;
    }
  });

  app.get<{ Params: SessionParams; Querystring: { sport?: string } }>('/book/:sessionId/live', async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    if (!session) return reply.code(401).send({ status: 'unknownSession', message: message('unknownSession') });
    return { updates: await homeUpdates(await contextOf(session), sportOf(request.query.sport)) };
  });

  app.get<{ Params: SessionParams & { eventId: string } }>('/book/:sessionId/events/:eventId/live', async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    if (!session) return reply.code(401).send({ status: 'unknownSession', message: message('unknownSession') });
    const update = await matchUpdate(await contextOf(session), request.params.eventId);
    return { updates: update ? [update] : [] };
  });

  /** A server-sent events answer: each change of the book that `pick` turns into updates is pushed as one `data:` line. */
  function stream(request: FastifyRequest, reply: FastifyReply, pick: (eventId: string) => Promise<object[]>) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write('retry: 3000\n\n');
    // Changes are pushed in order, one read at a time.
    let queue = Promise.resolve();
    const stopListening = bookFeed.listen((change) => {
      queue = queue
        .then(async () => {
          for (const update of await pick(change.eventId)) if (!res.writableEnded) res.write(`data: ${JSON.stringify(update)}\n\n`);
        })
        .catch((error: unknown) => request.log.warn({ error }, 'sportsbook: a live update failed'));
    });
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), options.keepAliveMs ?? 25_000);
    keepAlive.unref();
    const end = () => {
      stopListening();
      clearInterval(keepAlive);
      streams.delete(end);
      if (!res.writableEnded) res.end();
    };
    streams.add(end);
    request.raw.on('close', end);
  }

  app.get<{ Params: SessionParams; Querystring: { sport?: string } }>('/book/:sessionId/events/stream', { exposeHeadRoute: false }, async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    if (!session) return reply.code(401).send({ status: 'unknownSession', message: message('unknownSession') });
    const sport = sportOf(request.query.sport);
    const ctx = await contextOf(session);
    stream(request, reply, async (eventId) => homeUpdates({ ...ctx, now: options.clock.now() }, sport, eventId));
  });

  app.get<{ Params: SessionParams & { eventId: string } }>('/book/:sessionId/events/:eventId/stream', { exposeHeadRoute: false }, async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    if (!session) return reply.code(401).send({ status: 'unknownSession', message: message('unknownSession') });
    const ctx = await contextOf(session);
    const watched = request.params.eventId;
    stream(request, reply, async (eventId) => {
      if (eventId !== watched) return [];
      const update = await matchUpdate({ ...ctx, now: options.clock.now() }, eventId);
      return update ? [update] : [];
    });
  });
};

/** The member's latest 100 bets with each leg's sport, match, market and selection as the player saw them. */
async function betsOfMember(db: Db, session: PlayerSession): Promise<BetView[]> {
  const bets = await db.query<{ id: string; kind: string; state: string; stake: string | number; payout: string | number | null; potential_return: string | number; placed_at: string | Date }>(
    `SELECT id, kind, state, stake, payout, potential_return, placed_at FROM bets WHERE player_id = $1 ORDER BY placed_at DESC, id LIMIT 100`,
    [session.playerId],
  );
  if (bets.length === 0) return [];
  const legs = await db.query<{ bet_id: string; sport: string; home: string; away: string; market_type: string; period: string; selection_code: string; selection_name: string | null; price: string | number; rate: number | null; settlement: { outcome?: string } | null }>(
    `SELECT l.bet_id, c.sport, e.home, e.away, l.market_type, m.period, l.selection_code, s.name AS selection_name, l.price, l.rate, l.settlement
       FROM bet_legs l JOIN events e ON e.id = l.event_id JOIN competitions c ON c.id = e.competition_id JOIN markets m ON m.id = l.market_id
       LEFT JOIN selections s ON s.market_id = l.market_id AND s.code = l.selection_code
      WHERE l.bet_id = ANY($1::text[]) ORDER BY l.bet_id, l.leg`,
    [bets.map((b) => b.id)],
  );
  const lang = session.language;
  return bets.map((b) => ({
    id: b.id,
    kind: b.kind,
    state: b.state,
    stake: Number(b.stake),
    payout: b.state === 'settled' && b.payout !== null ? Number(b.payout) : null,
    potentialReturn: Number(b.potential_return),
    placedAt: new Date(b.placed_at).toISOString(),
    legs: legs
      .filter((l) => l.bet_id === b.id)
      .map((l) => {
        const name = l.selection_name ?? l.selection_code;
        const selection = name !== l.selection_code ? name : l.selection_code === 'home' ? l.home : l.selection_code === 'away' ? l.away : word(lang, `pick.${l.selection_code}`);
        return {
          sport: l.sport,
          event: `${l.home} ${word(lang, 'vs')} ${l.away}`,
          market: [word(lang, `market.${l.market_type}`), l.period === 'match' ? '' : word(lang, `period.${l.period}`)].filter(Boolean).join(' · '),
          selection,
          price: l.rate !== null ? localDigits(String(l.rate), lang) : priceToString(BigInt(String(l.price))),
          outcome: l.settlement?.outcome ?? null,
        };
      }),
  }));
}
