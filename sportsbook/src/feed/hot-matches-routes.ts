import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@khela/server-kit/db';
import { type HotMatchFeedItem, MONEY_LINE_MARKET, type SportsbookSport } from '@khela/contracts/sportsbook';
import { listEvents } from '../player/player-routes';

type Listed = Awaited<ReturnType<typeof listEvents>>[number];

/** An event the home page can offer: taking bets, with its money-line market open and priced. */
export function hotMatchOf(event: Listed): HotMatchFeedItem | null {
  if (event.state !== 'scheduled' && event.state !== 'live') return null;
  const market = event.markets.find((m) => m.type === MONEY_LINE_MARKET[event.sport as keyof typeof MONEY_LINE_MARKET] && m.state === 'open');
  if (!market) return null;
  const price = (code: string) => market.selections.find((s) => s.code === code)?.price ?? null;
  const home = price('home');
  const away = price('away');
  if (!home || !away) return null;
  return {
    eventId: event.id,
    sport: event.sport as SportsbookSport, // a sport without a money line returned above
    competition: event.competition,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt,
    state: event.state,
    odds: { home, draw: event.sport === 'football' ? price('draw') : null, away },
  };
}

/**
 * GET /feed/hot-matches[?limit=] — public, read by the api for the site's home "hot matches"
 * (docs/sportsbook.md "Wiring"): the events taking bets, live ones first then by start, each with
 * its money-line odds. Names are the book's own (one language). No player data; cacheable briefly.
 */
export const hotMatchesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Querystring: { limit?: string } }>('/feed/hot-matches', async (request, reply) => {
    const asked = Number(request.query.limit ?? 20);
    const limit = Number.isInteger(asked) && asked >= 1 && asked <= 50 ? asked : 20;
    const matches = (await listEvents(db, {}))
      .map(hotMatchOf)
      .filter((m): m is HotMatchFeedItem => m !== null)
      .sort((a, b) => (a.state === b.state ? a.startsAt.localeCompare(b.startsAt) : a.state === 'live' ? -1 : 1))
      .slice(0, limit);
    reply.header('cache-control', 'public, max-age=10');
    return { matches };
  });
};
