import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { seedsById } from '../fair/seed-repo';
import { hashServerSeed, isValidClientSeed } from '../fair/seeds';
import { findGame } from '../games/registry';
import { sameResult } from '../games/same-result';
import type { SlotOutcome } from '../games/slot/slot-engine';
import { SLOT_GAME_CODE } from '../games/slot/slot-rules';
import { findRound } from '../rounds/round-repo';
import type { Language } from '../sessions/session-repo';
import { pageLanguage } from './page-texts';
import { newNonce, sendHtml } from './play-routes';
import { type VerifyView, verifyPageHtml } from './verify-page-html';

type Query = Record<string, string | undefined>;

function otherLanguageLink(request: FastifyRequest, lang: Language): string {
  const url = new URL(request.url, 'http://house.invalid');
  url.searchParams.set('language', lang === 'bn' ? 'en' : 'bn');
  return `${url.pathname}${url.search}`;
}

const text = (raw: unknown, max: number): string => (typeof raw === 'string' ? raw.slice(0, max) : '');

/**
 * GET /verify: recomputes a round, public (the seeds decide everything, so anyone may check).
 *   ?round=<id>                          the recorded round: once its server seed is revealed, recomputed and compared;
 *   ?serverSeed&clientSeed&nonce&stake   any inputs, recomputed (the seed's hash is shown to compare with the one shown before play).
 * Bad input is a 400 page that says what is needed.
 */
export const verifyRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Querystring: Query }>('/verify', async (request, reply) => {
    const q = request.query;
    const lang = pageLanguage(q.language);
    const view: VerifyView = {
      lang,
      form: { serverSeed: text(q.serverSeed, 128), clientSeed: text(q.clientSeed, 64), nonce: text(q.nonce, 10), stake: text(q.stake, 9), round: text(q.round, 100) },
      computed: null,
      round: null,
      error: null,
      otherLanguage: otherLanguageLink(request, lang),
    };
    const game = findGame(SLOT_GAME_CODE)!;
    let status = 200;

    if (view.form.round) {
      const round = await findRound(db, view.form.round);
      const seeds = round ? await seedsById(db, round.seedId) : null;
      if (!round || !seeds) {
        view.error = 'roundNotFound';
        status = 404;
      } else {
        const revealed = seeds.serverSeed !== null;
        view.round = { id: round.id, state: round.state, stake: round.stake, payout: round.payout, revealed, matches: null };
        if (revealed) {
          const recomputed = findGame(round.gameCode)!.play({ serverSeed: seeds.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce }, round.bet);
          view.round.matches = recomputed.payout === round.payout && sameResult(recomputed.result, round.result);
          view.form = { serverSeed: seeds.serverSeed!, clientSeed: round.clientSeed, nonce: String(round.nonce), stake: String(round.stake), round: round.id };
          view.computed = { outcome: recomputed.result as unknown as SlotOutcome, serverSeedHash: hashServerSeed(seeds.serverSeed!) };
        }
      }
    } else if (q.serverSeed !== undefined || q.clientSeed !== undefined || q.nonce !== undefined) {
      const nonce = /^[0-9]{1,10}$/.test(view.form.nonce) ? Number(view.form.nonce) : Number.NaN;
      const bet = game.parseBet({ stake: view.form.stake });
      const serverSeedOk = view.form.serverSeed.length > 0 && view.form.serverSeed.length <= 128;
      if (!serverSeedOk || !isValidClientSeed(view.form.clientSeed) || !Number.isSafeInteger(nonce) || nonce > 2_147_483_647 || !bet) {
        view.error = 'invalid';
        status = 400;
      } else {
        const { result } = game.play({ serverSeed: view.form.serverSeed, clientSeed: view.form.clientSeed, nonce }, bet);
        view.computed = { outcome: result as unknown as SlotOutcome, serverSeedHash: hashServerSeed(view.form.serverSeed) };
      }
    }
    const nonce = newNonce();
    return sendHtml(reply, status, nonce, verifyPageHtml(view, nonce));
  });
};
