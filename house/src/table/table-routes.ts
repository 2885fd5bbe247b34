import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '@khela/server-kit/db';
import type { VendorWallet } from '@khela/server-kit/vendor';
import { migrate } from '../db/migrate';
import { hashServerSeed } from '../fair/seeds';
import { baccaratTableGame } from '../games/baccarat/baccarat-table-game';
import { cockfightTableGame } from '../games/cockfight/cockfight-table-game';
import { sameResult } from '../games/same-result';
import { findSession, type Language } from '../sessions/session-repo';
import { systemClock, type TableClock } from './table-clock';
import type { TableGame, TableTiming } from './table-game';
import { findTableRound, isRevealed, latestTableRound, sessionBetsOfRound, type TableBet, tableHistory, type TableRound } from './table-repo';
import { type PlaceBetResult, TableService, type TableServiceOptions } from './table-service';
import { type TableMessage, tableMessage } from './table-texts';

/** The games dealt at live tables. */
export const TABLE_GAMES: readonly TableGame[] = [baccaratTableGame, cockfightTableGame];

const HISTORY_LIMIT = 50;
/** Results shown with the current round (the "road" of a live table). */
const LAST_RESULTS = 20;

export interface TablesOptions extends Partial<Omit<TableServiceOptions, 'log'>> {
  db: Db;
  wallet: VendorWallet;
  retryDelaysMs: readonly number[];
  clock?: TableClock;
  games?: readonly TableGame[];
  /** One game's timing, by game code: wins over the options above and the game's own timing. */
  perGame?: Readonly<Record<string, Partial<TableTiming>>>;
}

const DEFAULT_TIMING: TableTiming = { bettingMs: 15_000, lastCallMs: 0, closedMs: 0, resultMs: 5_000 };

/** A game's timing: its perGame entry, else the options given for every table, else the game's own, else the defaults. */
function timingOf(game: TableGame, options: TablesOptions): TableTiming {
  const pick = <K extends keyof TableTiming>(key: K): TableTiming[K] => options.perGame?.[game.code]?.[key] ?? options[key] ?? game.timing?.[key] ?? DEFAULT_TIMING[key];
  const timing = { bettingMs: pick('bettingMs'), lastCallMs: pick('lastCallMs'), closedMs: pick('closedMs'), resultMs: pick('resultMs') };
  // The last call is the end of the window, never all of it.
  return { ...timing, lastCallMs: Math.min(timing.lastCallMs, timing.bettingMs) };
}

/** The live tables, one service per game code. */
export class Tables {
  readonly services: ReadonlyMap<string, TableService>;

  constructor(options: TablesOptions, log: TableServiceOptions['log']) {
    const serviceOptions: Omit<TableServiceOptions, keyof TableTiming> = {
      sweepMs: options.sweepMs ?? 2_000,
      maxBetsPerRound: options.maxBetsPerRound ?? 20,
      retryDelaysMs: options.retryDelaysMs,
      backoffFirstMs: options.backoffFirstMs ?? 2_000,
      backoffMaxMs: options.backoffMaxMs ?? 300_000,
      log,
    };
    const clock = options.clock ?? systemClock;
    this.services = new Map((options.games ?? TABLE_GAMES).map((game) => [game.code, new TableService(options.db, options.wallet, game, clock, { ...serviceOptions, ...timingOf(game, options) })]));
  }

  async start(): Promise<void> {
    for (const service of this.services.values()) await service.start();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.services.values()].map((service) => service.stop()));
  }
}

type Params = { game: string };
type Query = Record<string, string | undefined>;
type Body = Record<string, unknown> | undefined;

const BET_STATUS: Record<PlaceBetResult['kind'], number> = {
  accepted: 200,
  closed: 409,
  tooManyBets: 409,
  insufficient: 409,
  invalidBet: 400,
  sessionExpired: 401,
  failed: 502,
};

const language = (...candidates: unknown[]): Language => (candidates.find((c) => c === 'en' || c === 'bn') as Language | undefined) ?? 'bn';

function refuse(reply: FastifyReply, status: number, lang: Language, message: TableMessage): FastifyReply {
  return reply.code(status).send({ status: message, message: tableMessage(lang, message) });
}

/** A round as anyone may see it: the server seed only once the round is dealt. */
function publicRound(round: TableRound, now: number, service: TableService) {
  const revealed = isRevealed(round);
  return {
    id: round.id,
    number: round.number,
    state: round.state,
    phase: service.phaseOf(round, now),
    opensAt: round.opensAt.toISOString(),
    closesAt: round.closesAt.toISOString(),
    secondsLeft: round.state === 'open' ? Math.max(0, Math.ceil((round.closesAt.getTime() - now) / 1000)) : 0,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.id,
    nonce: round.number,
    serverSeed: revealed ? round.serverSeed : null,
    result: revealed ? round.result : null,
  };
}

const publicBet = (bet: TableBet) => ({ id: bet.id, side: bet.side, stake: bet.stake, payout: bet.payout, state: bet.state });

/**
 * The live tables' JSON API (docs/house.md, "Live table"):
 *   GET  /table/:game/state[?session=]   the current round (number, state, seconds left, seed hash) and the last results;
 *                                        with a session, that player's bets on it and the fun balance
 *   POST /table/:game/bet                { sessionId, side, stake } → accepted, or why not (translated)
 *   GET  /table/:game/history            the last 50 dealt rounds with their revealed seeds
 *   GET  /table/:game/rounds/:number     one round, recomputed from its revealed seed (verification)
 */
export const tableRoutes: FastifyPluginAsync<{ db: Db; tables: Tables; clock?: TableClock }> = async (app, { db, tables, clock = systemClock }) => {
  const serviceOf = (game: string) => tables.services.get(game) ?? null;

  app.get<{ Params: Params; Querystring: Query }>('/table/:game/state', async (request, reply) => {
    const lang = language(request.query.language);
    const service = serviceOf(request.params.game);
    if (!service) return refuse(reply, 404, lang, 'unknownGame');
    const game = service.game;
    const round = await latestTableRound(db, game.code);
    const last = await tableHistory(db, game.code, LAST_RESULTS);
    let you: { bets: ReturnType<typeof publicBet>[]; funBalance: number | null } | null = null;
    if (request.query.session) {
      const session = await findSession(db, request.query.session);
      if (!session) return refuse(reply, 401, lang, 'unknownSession');
      you = { bets: round ? (await sessionBetsOfRound(db, round.id, session.id)).map(publicBet) : [], funBalance: session.fun ? session.funBalance : null };
    }
    reply.header('cache-control', 'no-store');
    return {
      game: { code: game.code, name: game.names[lang], sides: game.sides, limits: game.limits },
      round: round ? publicRound(round, clock.now(), service) : null,
      lastResults: last.map((r) => ({ number: r.number, result: r.result })),
      you,
    };
  });

  app.post<{ Params: Params; Body: Body; Querystring: Query }>('/table/:game/bet', async (request, reply) => {
    const body = request.body ?? {};
    const service = serviceOf(request.params.game);
    const sessionId = typeof body.sessionId === 'string' ? body.sessionId : '';
    const session = sessionId ? await findSession(db, sessionId) : null;
    const lang = language(body.language, request.query.language, session?.language);
    if (!service) return refuse(reply, 404, lang, 'unknownGame');
    if (!session) return refuse(reply, 401, lang, 'unknownSession');
    const stakeText = typeof body.stake === 'number' ? String(body.stake) : typeof body.stake === 'string' ? body.stake : '';
    const stake = /^[0-9]{1,12}$/.test(stakeText) ? Number(stakeText) : Number.NaN;
    const side = typeof body.side === 'string' ? body.side : '';
    let result: PlaceBetResult;
    try {
      result = await service.placeBet(session, side, stake);
    } catch (error) {
      request.log.error({ error: String(error) }, 'house table: bet failed');
      result = { kind: 'failed' };
    }
    const balance = 'balance' in result ? result.balance : null;
    const amount = result.kind === 'accepted' ? result.bet.stake : result.kind === 'insufficient' ? balance : null;
    return reply.code(BET_STATUS[result.kind]).send({
      status: result.kind,
      message: tableMessage(lang, result.kind, amount, session.currency, service.game.code),
      balance,
      ...(result.kind === 'accepted' ? { bet: publicBet(result.bet), round: { id: result.round.id, number: result.round.number } } : {}),
    });
  });

  app.get<{ Params: Params; Querystring: Query }>('/table/:game/history', async (request, reply) => {
    const service = serviceOf(request.params.game);
    if (!service) return refuse(reply, 404, language(request.query.language), 'unknownGame');
    const now = clock.now();
    return { game: service.game.code, rounds: (await tableHistory(db, service.game.code, HISTORY_LIMIT)).map((round) => publicRound(round, now, service)) };
  });

  app.get<{ Params: Params & { number: string }; Querystring: Query }>('/table/:game/rounds/:number', async (request, reply) => {
    const lang = language(request.query.language);
    const service = serviceOf(request.params.game);
    if (!service) return refuse(reply, 404, lang, 'unknownGame');
    const number = /^[0-9]{1,9}$/.test(request.params.number) ? Number(request.params.number) : Number.NaN;
    const round = Number.isSafeInteger(number) ? await findTableRound(db, service.game.code, number) : null;
    if (!round) return refuse(reply, 404, lang, 'roundNotFound');
    const shown = publicRound(round, clock.now(), service);
    if (!isRevealed(round)) return { round: shown, verification: null };
    // What any verifier does: hash the revealed seed, recompute the stream with client seed = id, nonce = number.
    const recomputed = service.game.deal({ serverSeed: round.serverSeed, clientSeed: round.id, nonce: round.number });
    return {
      round: shown,
      verification: { hashMatches: hashServerSeed(round.serverSeed) === round.serverSeedHash, resultMatches: sameResult(recomputed, round.result), recomputed },
    };
  });
};

/**
 * Everything of the live tables in one plugin, for app.ts:
 *   await app.register(tablesPlugin, { db: options.db, wallet, retryDelaysMs });
 * The tables start when the app is ready (after the house's migrations: they are applied again
 * here, a no-op when done) and stop when it closes.
 */
export const tablesPlugin: FastifyPluginAsync<TablesOptions> = async (app, options) => {
  const tables = new Tables(options, app.log);
  await app.register(tableRoutes, { db: options.db, tables, clock: options.clock });
  app.addHook('onReady', async () => {
    await migrate(options.db);
    await tables.start();
  });
  app.addHook('onClose', async () => tables.stop());
};
