import type { StoredBet } from '../games/house-game';
import type { Language } from '../sessions/session-repo';
import type { GameView, ShownRound, ViewContext } from './game-view';
import { escapeHtml, pageHtml } from './html';
import { money, textsFor } from './page-texts';
import { fill } from '@khela/server-kit/pages';
import { tableVerifyWords } from './table/table-verify-texts';

export interface VerifyView {
  lang: Language;
  /** The game whose rounds the form recomputes (the looked-up round's game). */
  game: GameView;
  /** Every game, for the "verify a round of…" links. */
  games: readonly GameView[];
  /** The live tables, linked the same way (their rounds: pages/table/table-verify.ts). */
  tables?: readonly { code: string; name: string }[];
  form: { serverSeed: string; clientSeed: string; nonce: string; round: string };
  /** The bet to preset the game's fields with (the looked-up round's, or the one entered). */
  bet: StoredBet | null;
  /** The recomputed round, when the inputs allowed one. */
  computed: { round: ShownRound; serverSeedHash: string } | null;
  /** The round looked up, with whether the recomputation matches its record. */
  round: { id: string; state: string; stake: number; payout: number; revealed: boolean; matches: boolean | null } | null;
  error: 'invalid' | 'roundNotFound' | null;
  otherLanguage: string;
}

/** Currency of the verification page: it is public and knows no session; the house plays in BDT. */
const CURRENCY = 'BDT';

export function verifyPageHtml(view: VerifyView, nonce: string): string {
  const t = textsFor(view.lang);
  const lang = view.lang;
  const ctx: ViewContext = { lang, currency: CURRENCY };
  const f = view.form;
  const gameLinks = view.games
    .map((game) =>
      game.code === view.game.code
        ? `<strong aria-current="page">${escapeHtml(game.texts(lang).title)}</strong>`
        : `<a href="/verify?language=${lang}&amp;game=${encodeURIComponent(game.code)}">${escapeHtml(game.texts(lang).title)}</a>`,
    )
    .concat((view.tables ?? []).map((table) => `<a href="/verify?language=${lang}&amp;table=${encodeURIComponent(table.code)}">${escapeHtml(fill(tableVerifyWords(lang).tableLink, { name: table.name }))}</a>`))
    .join(' · ');
  const round = view.round
    ? `<section aria-labelledby="round-title"><h2 id="round-title">${escapeHtml(t.roundId)}: <span class="mono">${escapeHtml(view.round.id)}</span></h2>
<p>${escapeHtml(t.state[view.round.state as keyof typeof t.state] ?? view.round.state)} · ${escapeHtml(t.stakeLabel)}: ${escapeHtml(money(view.round.stake, CURRENCY, lang))} · ${escapeHtml(t.payout)}: ${escapeHtml(money(view.round.payout, CURRENCY, lang))}</p>
${view.round.revealed ? '' : `<p>${escapeHtml(t.notRevealed)}</p>`}
${view.round.matches === null ? '' : `<p class="${view.round.matches ? 'ok' : 'error'}" id="match">${escapeHtml(view.round.matches ? t.matchesRecord : t.differsFromRecord)}</p>`}
</section>`
    : '';
  const computed = view.computed
    ? `<section aria-labelledby="computed-title"><h2 id="computed-title">${escapeHtml(t.verifyResult)}</h2>
<p>${escapeHtml(t.hashOfSeed)}: <span class="mono">${escapeHtml(view.computed.serverSeedHash)}</span></p>
${view.game.verifyDetailsHtml?.(ctx, view.computed.round) ?? ''}
${view.game.resultHtml(ctx, view.computed.round)}
<p>${escapeHtml(t.payout)}: <strong id="payout">${escapeHtml(money(view.computed.round.payout, CURRENCY, lang))}</strong></p></section>`
    : '';
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error === 'invalid' ? t.invalidVerify : t.errors.roundNotFound)}</p>` : '';
  const body = `
<div class="bar"><h1>${escapeHtml(t.verifyTitle)}</h1><a href="${escapeHtml(view.otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a></div>
<p>${escapeHtml(t.verifyIntro)}</p>
${error}
<form method="get" action="/verify">
<input type="hidden" name="language" value="${lang}">
<div class="field"><label for="round">${escapeHtml(t.roundId)}</label><input id="round" name="round" maxlength="100" value="${escapeHtml(f.round)}"></div>
<button type="submit" class="secondary">${escapeHtml(t.roundLookup)}</button>
</form>
<p>${escapeHtml(t.verifyGame)}: ${gameLinks}</p>
<form method="get" action="/verify" class="controls">
<input type="hidden" name="language" value="${lang}">
<input type="hidden" name="game" value="${escapeHtml(view.game.code)}">
<div class="field wide"><label for="server-seed">${escapeHtml(t.serverSeed)}</label><input id="server-seed" name="serverSeed" maxlength="128" value="${escapeHtml(f.serverSeed)}"></div>
<div class="field wide"><label for="client-seed">${escapeHtml(t.clientSeed)}</label><input id="client-seed" name="clientSeed" maxlength="64" value="${escapeHtml(f.clientSeed)}"></div>
<div class="field wide"><label for="nonce">${escapeHtml(t.nonce)}</label><input id="nonce" name="nonce" inputmode="numeric" pattern="[0-9]*" maxlength="10" value="${escapeHtml(f.nonce)}"></div>
${view.game.betFieldsHtml(ctx, view.bet)}
<button type="submit">${escapeHtml(t.verifyButton)}</button>
</form>
${round}
${computed}`;
  return pageHtml(lang, nonce, t.verifyTitle, body);
}

export function errorPageHtml(lang: Language, nonce: string, message: string, otherLanguage: string, backUrl: string | null): string {
  const t = textsFor(lang);
  const body = `<div class="bar"><h1>${escapeHtml(t.errorTitle)}</h1><a href="${escapeHtml(otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a></div>
<p role="alert">${escapeHtml(message)}</p>
${backUrl ? `<p><a href="${escapeHtml(backUrl)}" target="_top">${escapeHtml(t.back)}</a></p>` : ''}`;
  return pageHtml(lang, nonce, t.errorTitle, body);
}
