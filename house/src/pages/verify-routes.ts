import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '@khela/server-kit/db';
import { seedsById } from '../fair/seed-repo';
import { hashServerSeed, isValidClientSeed } from '../fair/seeds';
import { findGame } from '../games/registry';
import { sameResult } from '../games/same-result';
import { findRound } from '../rounds/round-repo';
import type { Language } from '../sessions/session-repo';
import { pageLanguage } from './page-texts';
import { newNonce, sendHtml } from './play-routes';
import { tableVerifyPageHtml } from './table/table-verify-html';
import { tableVerification } from './table/table-verify';
import { TABLE_GAMES } from '../table/table-routes';
import { type VerifyView, verifyPageHtml } from './verify-page-html';
import { findView, gameViews } from './views/view-registry';

type Query = Record<string, string | undefined>;

function otherLanguageLink(request: FastifyRequest, lang: Language): string {
  const url = new URL(request.url, 'http://house.invalid');
  url.searchParams.set('language', lang === 'bn' ? 'en' : 'bn');
  return `${url.pathname}${url.search}`;
}

const text = (raw: unknown, max: number): string => (typeof raw === 'string' ? raw.slice(0, max) : '');

/**
 * GET /verify: recomputes a round, public (the seeds decide everything, so anyone may check).
 *   ?round=<id>                                     the recorded round: once its server seed is revealed, recomputed and compared;
 *   ?game&serverSeed&clientSeed&nonce&<bet fields>   any inputs, recomputed by that game (default: the first registered;
 *                                                   the seed's hash is shown to compare with the one shown before play);
 *   ?table=<game>&round=n | &serverSeed&clientSeed&nonce   a live table's round (pages/table/table-verify.ts).
 * Bad input is a 400 page that says what is needed.
 */
export const verifyRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Querystring: Query }>('/verify', async (request, reply) => {
    const q = request.query;
    const lang = pageLanguage(q.language);
    // A live table's round (pages/table/table-verify.ts): ?table=<game>&round=n or its seeds.
    if (q.table !== undefined) {
      const table = await tableVerification(db, q, lang, { otherLanguage: otherLanguageLink(request, lang), allGames: `/verify?language=${lang}` });
      if (table) {
        const nonce = newNonce(reply);
        return sendHtml(reply, table.status, tableVerifyPageHtml(table.view, nonce));
      }
    }
    const asked = findView(q.game);
    const view: VerifyView = {
      lang,
      game: asked && findGame(asked.code) ? asked : gameViews[0]!,
      games: gameViews.filter((game) => findGame(game.code)),
      tables: TABLE_GAMES.map((game) => ({ code: game.code, name: game.names[lang] })),
      form: { serverSeed: text(q.serverSeed, 128), clientSeed: text(q.clientSeed, 64), nonce: text(q.nonce, 10), round: text(q.round, 100) },
      bet: null,
      computed: null,
      round: null,
      error: null,
      otherLanguage: otherLanguageLink(request, lang),
    };
    let status = 200;

    if (view.form.round) {
      const round = await findRound(db, view.form.round);
      const seeds = round ? await seedsById(db, round.seedId) : null;
      const game = round ? findGame(round.gameCode) : null;
      const roundView = round ? findView(round.gameCode) : null;
      if (!round || !seeds || !game || !roundView) {
        view.error = 'roundNotFound';
        status = 404;
      } else {
        const revealed = seeds.serverSeed !== null;
        view.game = roundView;
        view.bet = round.bet;
        view.round = { id: round.id, state: round.state, stake: round.stake, payout: round.payout, revealed, matches: null };
        if (revealed) {
          const recomputed = game.play({ serverSeed: seeds.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce }, round.bet);
          view.round.matches = recomputed.payout === round.payout && sameResult(recomputed.result, round.result);
          view.form = { serverSeed: seeds.serverSeed!, clientSeed: round.clientSeed, nonce: String(round.nonce), round: round.id };
          view.computed = { round: { bet: round.bet, ...recomputed }, serverSeedHash: hashServerSeed(seeds.serverSeed!) };
        }
      }
    } else if (q.serverSeed !== undefined || q.clientSeed !== undefined || q.nonce !== undefined) {
      const game = findGame(view.game.code)!;
      const nonce = /^[0-9]{1,10}$/.test(view.form.nonce) ? Number(view.form.nonce) : Number.NaN;
      const bet = game.parseBet(q);
      view.bet = bet;
      const serverSeedOk = view.form.serverSeed.length > 0 && view.form.serverSeed.length <= 128;
      if (!serverSeedOk || !isValidClientSeed(view.form.clientSeed) || !Number.isSafeInteger(nonce) || nonce > 2_147_483_647 || !bet) {
        view.error = 'invalid';
        status = 400;
      } else {
        const recomputed = game.play({ serverSeed: view.form.serverSeed, clientSeed: view.form.clientSeed, nonce }, bet);
        view.computed = { round: { bet, ...recomputed }, serverSeedHash: hashServerSeed(view.form.serverSeed) };
      }
    }
    const nonce = newNonce(reply);
    return sendHtml(reply, status, verifyPageHtml(view, nonce));
  });
};
