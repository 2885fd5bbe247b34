import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@khela/server-kit/db';
import { gamePageHeaders, hasControlCharacter, isOk, LAUNCH_FAILURE_STATUS, otherLanguagePath, ROUND_OUTCOME_STATUS, safeBackUrl, type VendorWallet } from '@khela/server-kit/vendor';
import { cspNonce } from '@khela/server-kit/http';
import { activeSeeds, rotateSeeds, setClientSeed } from '../fair/seed-repo';
import { isValidClientSeed } from '../fair/seeds';
import type { HouseGame, StoredBet } from '../games/house-game';
import { findGame } from '../games/registry';
import type { RoundFlow, SpinResult } from '../rounds/round-flow';
import { findRound, recentRounds } from '../rounds/round-repo';
import { findSession, type Language, openSession, type PlayerSession } from '../sessions/session-repo';
import { type ErrorReason, localDigits, money, type NoticeKind, pageLanguage, textsFor } from './page-texts';
import { gamePageHtml, historyRowHtml, noticeText } from './game-page-html';
import type { GameView } from './game-view';
import { errorPageHtml } from './verify-page-html';
import { findView } from './views/view-registry';
import { findTableGame, livePagePath } from './table/table-links';

export interface PlayRoutesOptions {
  db: Db;
  wallet: VendorWallet;
  rounds: RoundFlow;
  /** Waits before retrying an authenticate Khela did not answer. */
  retryDelaysMs: readonly number[];
  /** A free-play session's starting fun balance. */
  funCredit: number;
}

const ERROR_STATUS: Record<ErrorReason, number> = { ...LAUNCH_FAILURE_STATUS, roundNotFound: 404 };

const SPIN_STATUS: Record<NoticeKind, number> = { ...ROUND_OUTCOME_STATUS, pending: 202 };

const CURRENCY = /^[A-Z]{3}$/;

type Query = Record<string, string | undefined>;
type Body = Record<string, unknown> | undefined;

/** A game page (or its error page), under the vendor page headers (no cache, no Referer; the nonce CSP is the service's). */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').headers(gamePageHeaders()).send(html);
}

/** The answer's CSP nonce, for its inline style and script (security headers, main.ts). */
export const newNonce = cspNonce;

/**
 * The player's side of the house:
 *   GET  /play?gameCode&language&currency&token&device&funPlay&backUrl   the api's launch: trades the
 *        one-time token for a session (authenticate) and redirects to the session's page, so the
 *        token leaves the address bar;
 *   GET  /game/:sessionId?language[&round][&revealed][&<bet fields>]     the game page, drawn by the game's view
 *        (a live table game's session goes to its table page, /live/:sessionId: pages/table/);
 *   POST /game/:sessionId/round         a round (JSON with Accept: application/json, else back to the page);
 *        /game/:sessionId/spin          the same (the slot's first address);
 *   POST /game/:sessionId/client-seed   the player's client seed;
 *   POST /game/:sessionId/rotate        reveals the server seed and starts a new one.
 */
export const playRoutes: FastifyPluginAsync<PlayRoutesOptions> = async (app, options) => {
  const { db, wallet, rounds } = options;

  const errorPage = (request: FastifyRequest, reply: FastifyReply, reason: ErrorReason, lang: Language, backUrl: string | null = null) => {
    const nonce = newNonce(reply);
    return sendHtml(reply, ERROR_STATUS[reason], errorPageHtml(lang, nonce, textsFor(lang).errors[reason], otherLanguagePath(request.url, lang), backUrl));
  };

  const pagePath = (session: PlayerSession, lang: Language, extra = '') =>
    findTableGame(session.gameCode) ? livePagePath(session.id, lang, extra) : `/game/${session.id}?language=${lang}${extra}`;

  // No automatic HEAD: a link checker's HEAD must not spend the one-time token.
  app.get<{ Querystring: Query }>('/play', { exposeHeadRoute: false }, async (request, reply) => {
    const query = request.query;
    const lang = pageLanguage(query.language);
    const backUrl = safeBackUrl(query.backUrl, request.headers.referer);
    const fail = (reason: ErrorReason) => errorPage(request, reply, reason, lang, backUrl);
    // A single-player game (engine and view), or a live table game (its own page, /live/:sessionId).
    const game = playableGame(query.gameCode)?.game ?? findTableGame(query.gameCode);
    if (!game) return fail('unknownGame');
    const currency = typeof query.currency === 'string' && CURRENCY.test(query.currency) ? query.currency : 'BDT';
    const common = { currency, language: lang, gameCode: game.code, backUrl };
    const funSession = async (nickname: string | null) => {
      const session = await openSession(db, { ...common, playerId: null, walletSession: null, fun: true, funBalance: options.funCredit, nickname });
      return reply.redirect(pagePath(session, lang), 303);
    };

    // Free play moves no money: Khela is not asked anything (its token is left to expire).
    if (query.funPlay === '1' || query.funPlay === 'true') return funSession(null);
    const token = query.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 500 || hasControlCharacter(token)) return fail('missingToken');

    const auth = await wallet.callUntilHeard('authenticate', { launchToken: token }, options.retryDelaysMs);
    if (!auth.heard) {
      request.log.warn({ problem: auth.problem }, 'house: authenticate unanswered');
      return fail('unreachable');
    }
    const answer = auth.answer;
    if (answer.status === 'INVALID_TOKEN') return fail('badToken');
    if (answer.status !== 'OK' || typeof answer.playerId !== 'string' || answer.playerId.length === 0 || typeof answer.sessionToken !== 'string') {
      request.log.error({ httpStatus: auth.httpStatus, answer: { status: answer.status, message: answer.message } }, 'house: authenticate refused');
      return fail('notIdentified');
    }
    if (answer.funPlay === true) return funSession(answer.nickname ?? null);
    const session = await openSession(db, {
      ...common,
      currency: typeof answer.currency === 'string' && CURRENCY.test(answer.currency) ? answer.currency : currency,
      playerId: answer.playerId,
      walletSession: answer.sessionToken,
      fun: false,
      funBalance: null,
      nickname: answer.nickname ?? null,
    });
    return reply.redirect(pagePath(session, lang), 303);
  });

  app.get<{ Params: { sessionId: string }; Querystring: Query }>('/game/:sessionId', async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    const lang = pageLanguage(request.query.language ?? session?.language);
    if (!session) return errorPage(request, reply, 'pageExpired', lang);
    // A table session's page is the live table's.
    if (findTableGame(session.gameCode)) return reply.redirect(livePagePath(session.id, lang), 303);
    const played = playableGame(session.gameCode);
    if (!played) return errorPage(request, reply, 'unknownGame', lang);
    const query = request.query;
    const shownRound = query.round ? await findRound(db, query.round) : null;
    const shown = shownRound && shownRound.sessionId === session.id ? shownRound : null;
    const revealed = query.revealed && /^[0-9]{1,15}$/.test(query.revealed) ? await revealedSeed(db, session.seedOwner, Number(query.revealed)) : null;
    const notice = query.notice && query.notice in SPIN_STATUS ? { kind: query.notice as NoticeKind, amount: Number(query.amount ?? 0) || 0 } : null;
    const nonce = newNonce(reply);
    const html = gamePageHtml(
      {
        view: played.view,
        session,
        lang,
        balance: await currentBalance(session),
        // The bet the form last posted (carried in the address after a form post), else the shown round's.
        bet: played.game.parseBet(query) ?? shown?.bet ?? null,
        seeds: await activeSeeds(db, session.seedOwner),
        revealed,
        shown,
        notice,
        clientSeedError: query.clientSeedError === '1',
        history: await recentRounds(db, session.id),
        links: {
          play: `/game/${session.id}/round?language=${lang}`,
          clientSeed: `/game/${session.id}/client-seed?language=${lang}`,
          rotate: `/game/${session.id}/rotate?language=${lang}`,
          otherLanguage: otherLanguagePath(request.url, lang),
          verify: verifyPath(lang, session.gameCode),
        },
      },
      nonce,
    );
    return sendHtml(reply, 200, html);
  });

  const playRound = async (request: FastifyRequest<{ Params: { sessionId: string }; Querystring: Query; Body: Body }>, reply: FastifyReply) => {
    const body = request.body ?? {};
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    const session = await findSession(db, request.params.sessionId);
    const lang = pageLanguage(request.query.language ?? session?.language);
    const t = textsFor(lang);
    const played = session ? playableGame(session.gameCode) : null;
    if (!session || !played) {
      if (!wantsJson) return errorPage(request, reply, session ? 'unknownGame' : 'pageExpired', lang);
      return reply.code(404).send({ status: 'pageExpired', message: session ? t.errors.unknownGame : t.errors.pageExpired });
    }
    const { game, view } = played;
    const bet = game.parseBet(body);
    const result: SpinResult | { kind: 'invalidStake' } = bet ? await rounds.spin(session, game, bet) : { kind: 'invalidStake' };
    const { kind, amount } = noticeOf(result);
    const round = 'round' in result ? result.round : null;

    if (!wantsJson) {
      const extra = `${round ? `&round=${encodeURIComponent(round.id)}` : ''}&notice=${kind}&amount=${amount}${bet ? betQuery(bet) : ''}`;
      return reply.redirect(pagePath(session, lang, extra), 303);
    }
    const balance = 'balance' in result ? result.balance : null;
    const seeds = await activeSeeds(db, session.seedOwner);
    const ctx = { lang, currency: session.currency };
    return reply.code(SPIN_STATUS[kind]).send({
      status: kind,
      message: noticeText(view, kind, amount, session.currency, lang),
      balance,
      balanceText: balance === null ? null : money(balance, session.currency, lang),
      ...(round
        ? {
            round: {
              id: round.id, gameCode: round.gameCode, nonce: round.nonce, stake: round.stake, bet: round.bet, payout: round.payout, state: round.state, result: round.result,
              ...view.roundJson?.(round),
            },
            resultHtml: view.resultHtml(ctx, round),
            historyRowHtml: historyRowHtml(view, ctx, round, verifyPath(lang, session.gameCode)),
          }
        : {}),
      nextNonceText: localDigits(String(seeds.nonce), lang),
    });
  };
  app.post<{ Params: { sessionId: string }; Querystring: Query; Body: Body }>('/game/:sessionId/round', playRound);
  app.post<{ Params: { sessionId: string }; Querystring: Query; Body: Body }>('/game/:sessionId/spin', playRound);

  app.post<{ Params: { sessionId: string }; Querystring: Query; Body: Body }>('/game/:sessionId/client-seed', async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    const lang = pageLanguage(request.query.language ?? session?.language);
    if (!session) return errorPage(request, reply, 'pageExpired', lang);
    const clientSeed = request.body?.clientSeed;
    if (!isValidClientSeed(clientSeed)) {
      if ((request.headers.accept ?? '').includes('application/json')) return reply.code(400).send({ status: 'invalidClientSeed', message: textsFor(lang).invalidClientSeed });
      return reply.redirect(pagePath(session, lang, '&clientSeedError=1'), 303);
    }
    await setClientSeed(db, session.seedOwner, clientSeed);
    return reply.redirect(pagePath(session, lang), 303);
  });

  app.post<{ Params: { sessionId: string }; Querystring: Query }>('/game/:sessionId/rotate', async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    const lang = pageLanguage(request.query.language ?? session?.language);
    if (!session) return errorPage(request, reply, 'pageExpired', lang);
    const rotation = await rotateSeeds(db, session.seedOwner);
    if ((request.headers.accept ?? '').includes('application/json')) return reply.send(rotation);
    return reply.redirect(pagePath(session, lang, `&revealed=${rotation.revealed.seedId}`), 303);
  });

  /** The balance now: Khela's available balance (money may have moved since), or the fun balance. */
  async function currentBalance(session: PlayerSession): Promise<number | null> {
    if (session.fun) {
      const [row] = await db.query<{ fun_balance: string }>('SELECT fun_balance FROM sessions WHERE id = $1', [session.id]);
      return row ? Number(row.fun_balance) : null;
    }
    const reply = await wallet.call('balance', { playerId: session.playerId, sessionToken: session.walletSession });
    return isOk(reply) && typeof reply.answer.balance === 'number' ? reply.answer.balance : null;
  }
};

/** A game the house can show: its engine (games/registry.ts) and its view (pages/views/view-registry.ts). */
function playableGame(code: unknown): { game: HouseGame; view: GameView } | null {
  const game = findGame(code);
  const view = game ? findView(game.code) : null;
  return game && view ? { game, view } : null;
}

const verifyPath = (lang: Language, gameCode: string): string => `/verify?language=${lang}&game=${encodeURIComponent(gameCode)}`;

/** The bet's scalar fields as query parameters, so the page after a form post presets the same bet. */
function betQuery(bet: StoredBet): string {
  return Object.entries(bet)
    .filter(([, value]) => typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    .map(([key, value]) => `&${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('');
}

/** A revealed seed pair of this owner (never another player's, never an unrevealed one). */
async function revealedSeed(db: Db, owner: string, id: number) {
  const [row] = await db.query<{ server_seed: string; server_seed_hash: string; client_seed: string; nonce: number }>(
    'SELECT server_seed, server_seed_hash, client_seed, nonce FROM seeds WHERE id = $1 AND owner = $2 AND revealed_at IS NOT NULL',
    [id, owner],
  );
  return row ? { serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, roundsPlayed: row.nonce } : null;
}

/** The page's status line for a round's result, and the amount it names. */
function noticeOf(result: SpinResult | { kind: 'invalidStake' }): { kind: NoticeKind; amount: number } {
  switch (result.kind) {
    case 'settled':
      return result.round.payout > 0 ? { kind: 'won', amount: result.round.payout } : { kind: 'lost', amount: 0 };
    case 'pending':
      return { kind: 'pending', amount: result.round.payout };
    case 'insufficient':
      return { kind: 'insufficient', amount: result.balance ?? 0 };
    default:
      return { kind: result.kind, amount: 0 };
  }
}
