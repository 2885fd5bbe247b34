import type { Db } from '@khela/server-kit/db';
import { hashServerSeed, isValidClientSeed } from '../../fair/seeds';
import { sameResult } from '../../games/same-result';
import type { Language } from '../../sessions/session-repo';
import { findTableRound, isRevealed } from '../../table/table-repo';
import { findTableGame } from './table-links';
import type { TableVerifyView } from './table-verify-html';

type Query = Record<string, string | undefined>;

const text = (raw: unknown, max: number): string => (typeof raw === 'string' ? raw.slice(0, max) : '');

/**
 * The verification of a live table round (GET /verify?table=<game>…), what any verifier does:
 *   &round=n                          the recorded round: its committed hash; once dealt, SHA-256 of the revealed
 *                                     seed against it, and the coup recomputed (client seed = round id, nonce = number)
 *                                     against the record;
 *   &serverSeed&clientSeed&nonce      any inputs, recomputed.
 * null when there is no such table.
 */
export async function tableVerification(db: Db, q: Query, lang: Language, links: { otherLanguage: string; allGames: string }): Promise<{ status: number; view: TableVerifyView } | null> {
  const game = findTableGame(q.table);
  if (!game) return null;
  const view: TableVerifyView = {
    lang,
    game: { code: game.code, name: game.names[lang] },
    form: { round: text(q.round, 9), serverSeed: text(q.serverSeed, 128), clientSeed: text(q.clientSeed, 64), nonce: text(q.nonce, 10) },
    round: null,
    computed: null,
    error: null,
    ...links,
  };
  const deal = (serverSeed: string, clientSeed: string, nonce: number) => ({
    coup: game.deal({ serverSeed, clientSeed, nonce }),
    nonce,
    serverSeedHash: hashServerSeed(serverSeed),
  });

  if (view.form.round) {
    const number = /^[0-9]{1,9}$/.test(view.form.round) ? Number(view.form.round) : Number.NaN;
    const round = Number.isSafeInteger(number) ? await findTableRound(db, game.code, number) : null;
    if (!round) return { status: 404, view: { ...view, error: 'roundNotFound' } };
    const revealed = isRevealed(round);
    view.round = {
      number: round.number, id: round.id, state: round.state, serverSeedHash: round.serverSeedHash,
      serverSeed: revealed ? round.serverSeed : null,
      recorded: revealed ? round.result : null,
      hashMatches: null,
      resultMatches: null,
    };
    if (revealed) {
      view.computed = deal(round.serverSeed, round.id, round.number);
      view.round.hashMatches = view.computed.serverSeedHash === round.serverSeedHash;
      view.round.resultMatches = sameResult(view.computed.coup, round.result);
      view.form = { ...view.form, serverSeed: round.serverSeed, clientSeed: round.id, nonce: String(round.number) };
    }
    return { status: 200, view };
  }
  if (q.serverSeed !== undefined || q.clientSeed !== undefined || q.nonce !== undefined) {
    const nonce = /^[0-9]{1,10}$/.test(view.form.nonce) ? Number(view.form.nonce) : Number.NaN;
    const seedOk = view.form.serverSeed.length > 0 && view.form.serverSeed.length <= 128;
    if (!seedOk || !isValidClientSeed(view.form.clientSeed) || !Number.isSafeInteger(nonce) || nonce < 1 || nonce > 2_147_483_647) {
      return { status: 400, view: { ...view, error: 'invalid' } };
    }
    view.computed = deal(view.form.serverSeed, view.form.clientSeed, nonce);
  }
  return { status: 200, view };
}
