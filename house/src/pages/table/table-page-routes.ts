import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@khela/server-kit/db';
import { isOk, type VendorWallet } from '@khela/server-kit/vendor';
import { findSession, type Language, type PlayerSession } from '../../sessions/session-repo';
import type { TableClock } from '../../table/table-clock';
import type { PlaceBetResult } from '../../table/table-service';
import type { Tables } from '../../table/table-routes';
import { type TableMessage, tableMessage } from '../../table/table-texts';
import { type ErrorReason, money, pageLanguage, textsFor } from '../page-texts';
import { newNonce, sendHtml } from '../play-routes';
import { errorPageHtml } from '../verify-page-html';
import { findTableGame, livePagePath, tableVerifyPath } from './table-links';
import { tableLookOf } from './table-looks';
import { tablePageHtml } from './table-page-html';
import { readTableState } from './table-state';

/** What a bet post came to, as the table API says it (table/table-texts.ts). */
const NOTICES: readonly TableMessage[] = ['accepted', 'closed', 'invalidBet', 'tooManyBets', 'insufficient', 'sessionExpired', 'unknownSession', 'failed', 'unknownGame'];

const ERROR_STATUS: Partial<Record<ErrorReason, number>> = { pageExpired: 404, unknownGame: 404, unreachable: 502 };

/** How often the page's script asks the table for its state. */
const POLL_MS = 1_500;

type Query = Record<string, string | undefined>;
type Body = Record<string, unknown> | undefined;
type SessionParams = { Params: { sessionId: string }; Querystring: Query };

function otherLanguageLink(request: FastifyRequest, lang: Language): string {
  const url = new URL(request.url, 'http://house.invalid');
  url.searchParams.set('language', lang === 'bn' ? 'en' : 'bn');
  for (const key of ['notice', 'amount']) url.searchParams.delete(key);
  return `${url.pathname}${url.search}`;
}

/**
 * The live table's page (docs/house.md, "Live table"):
 *   GET  /live/:sessionId?language[&notice&amount&side&stake]   the page, drawn from GET /table/:game/state
 *   POST /live/:sessionId/bet   side=&stake=   the form without script: the bet is placed at the table like
 *                                              POST /table/:game/bet does, then 303 back to the page with the answer
 *   GET  /live/:sessionId/balance              { balance, balanceText }: Khela's balance (or the fun balance), for the script
 */
export interface TablePageOptions {
  db: Db;
  wallet: VendorWallet;
  /** The running tables (their bets go through the table's service, as POST /table/:game/bet does). */
  tables: Tables;
  clock: TableClock;
}

export const tablePageRoutes: FastifyPluginAsync<TablePageOptions> = async (app, { db, wallet, tables, clock }) => {
  const errorPage = (request: FastifyRequest, reply: FastifyReply, reason: ErrorReason, lang: Language) => {
    const nonce = newNonce(reply);
    return sendHtml(reply, ERROR_STATUS[reason] ?? 400, errorPageHtml(lang, nonce, textsFor(lang).errors[reason], otherLanguageLink(request, lang), null));
  };

  /** The session and its table, or the error page. */
  const sessionTable = async (request: FastifyRequest<SessionParams>, reply: FastifyReply) => {
    const session = await findSession(db, request.params.sessionId);
    const lang = pageLanguage(request.query.language ?? session?.language);
    const game = session ? findTableGame(session.gameCode) : null;
    if (!session || !game) return { lang, failed: await errorPage(request, reply, session ? 'unknownGame' : 'pageExpired', lang) } as const;
    return { lang, session, game } as const;
  };

  /** Khela's available balance now (money may have moved since), or the session's fun balance. */
  const balanceOf = async (session: PlayerSession, state: { you: { funBalance: number | null } | null } | null): Promise<number | null> => {
    if (session.fun) return state?.you?.funBalance ?? (await findSession(db, session.id))?.funBalance ?? null;
    const reply = await wallet.call('balance', { playerId: session.playerId, sessionToken: session.walletSession });
    return isOk(reply) && typeof reply.answer.balance === 'number' ? reply.answer.balance : null;
  };

  app.get<SessionParams>('/live/:sessionId', async (request, reply) => {
    const found = await sessionTable(request, reply);
    if ('failed' in found) return found.failed;
    const { lang, session, game } = found;
    const service = tables.services.get(game.code);
    if (!service) return errorPage(request, reply, 'unknownGame', lang);
    const state = await readTableState(db, service, clock, session, lang);
    const q = request.query;
    const notice = q.notice && (NOTICES as readonly string[]).includes(q.notice) ? (q.notice as TableMessage) : null;
    const amount = q.amount && /^[0-9]{1,12}$/.test(q.amount) ? Number(q.amount) : null;
    const nonce = newNonce(reply);
    const html = tablePageHtml(
      tableLookOf(game.code),
      {
        session,
        lang,
        state,
        balance: await balanceOf(session, state),
        notice: notice ? tableMessage(lang, notice, amount, session.currency, game.code) : null,
        preset: { side: q.side ?? '', stake: Number(q.stake) },
        links: {
          bet: `/live/${session.id}/bet?language=${lang}`,
          otherLanguage: otherLanguageLink(request, lang),
          verifyBase: tableVerifyPath(lang, game.code),
          verifyTable: tableVerifyPath(lang, game.code),
        },
        script: {
          stateUrl: `/table/${encodeURIComponent(game.code)}/state?session=${encodeURIComponent(session.id)}&language=${lang}`,
          betUrl: `/table/${encodeURIComponent(game.code)}/bet`,
          balanceUrl: `/live/${session.id}/balance?language=${lang}`,
          pollMs: POLL_MS,
        },
      },
      nonce,
    );
    return sendHtml(reply, 200, html);
  });

  app.post<SessionParams & { Body: Body }>('/live/:sessionId/bet', async (request, reply) => {
    const found = await sessionTable(request, reply);
    if ('failed' in found) return found.failed;
    const { lang, session, game } = found;
    const body = request.body ?? {};
    const side = typeof body.side === 'string' ? body.side.slice(0, 20) : '';
    const stake = typeof body.stake === 'string' ? body.stake.slice(0, 15) : '';
    const service = tables.services.get(game.code);
    // The same checks and answers as POST /table/:game/bet (table/table-routes.ts).
    const stakeNumber = /^[0-9]{1,12}$/.test(stake) ? Number(stake) : Number.NaN;
    let result: PlaceBetResult | { kind: 'unknownGame' };
    try {
      result = service ? await service.placeBet(session, side, stakeNumber) : { kind: 'unknownGame' };
    } catch (error) {
      request.log.error({ error: String(error) }, 'house table page: bet failed');
      result = { kind: 'failed' };
    }
    const amount = result.kind === 'accepted' ? result.bet.stake : result.kind === 'insufficient' ? result.balance : null;
    const extra = `&notice=${result.kind}${amount === null ? '' : `&amount=${amount}`}&side=${encodeURIComponent(side)}&stake=${encodeURIComponent(stake)}`;
    return reply.redirect(livePagePath(session.id, lang, extra), 303);
  });

  app.get<SessionParams>('/live/:sessionId/balance', async (request, reply) => {
    const session = await findSession(db, request.params.sessionId);
    const lang = pageLanguage(request.query.language ?? session?.language);
    if (!session) return reply.code(404).send({ status: 'pageExpired', message: textsFor(lang).errors.pageExpired });
    const balance = await balanceOf(session, null);
    reply.header('cache-control', 'no-store');
    return { balance, balanceText: balance === null ? null : money(balance, session.currency, lang) };
  });
};
