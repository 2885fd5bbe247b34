import type { StoredBet } from '../games/house-game';
import type { SeedPair } from '../fair/seed-repo';
import type { Round } from '../rounds/round-repo';
import type { Language, PlayerSession } from '../sessions/session-repo';
import type { GameView, ViewContext } from './game-view';
import { escapeHtml, pageHtml } from './html';
import { localDigits, money, type NoticeKind, textsFor } from './page-texts';

export interface GamePageView {
  view: GameView;
  session: PlayerSession;
  lang: Language;
  /** The balance to show (Khela's available balance, or the fun balance); null when unknown. */
  balance: number | null;
  /** The bet to preset the form with (the last one), or null for the game's defaults. */
  bet: StoredBet | null;
  seeds: SeedPair;
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number } | null;
  /** The round to show in the result area (the last one played, after a form post). */
  shown: Round | null;
  notice: { kind: NoticeKind; amount: number } | null;
  clientSeedError: boolean;
  history: Round[];
  links: { play: string; clientSeed: string; rotate: string; otherLanguage: string; verify: string };
}

/** One row of the latest rounds: the game's words for it, its state when unsettled, and its verify link. */
export function historyRowHtml(view: GameView, ctx: ViewContext, round: Round, verifyPath: string): string {
  const t = textsFor(ctx.lang);
  const text = view.historyText ? view.historyText(ctx, round) : t.historyRow(round.nonce, money(round.stake, ctx.currency, ctx.lang), money(round.payout, ctx.currency, ctx.lang));
  const state = round.state === 'settled' ? '' : ` (${t.state[round.state]})`;
  return `<li>${escapeHtml(text + state)} · <a href="${escapeHtml(`${verifyPath}&round=${encodeURIComponent(round.id)}`)}">${escapeHtml(t.verifyLink)}</a></li>`;
}

/** The status line for a round request's outcome (a refused bet in the game's own words). */
export function noticeText(view: GameView, kind: NoticeKind, amount: number, currency: string, lang: Language): string {
  const invalidBet = view.texts(lang).invalidBet;
  if (kind === 'invalidStake' && invalidBet) return invalidBet;
  return textsFor(lang).notice[kind](money(amount, currency, lang));
}

/** The provably fair panel: the hash before play, the client seed, rotation and the revealed seed. */
function fairHtml(page: GamePageView): string {
  const t = textsFor(page.lang);
  const revealed = page.revealed
    ? `<div role="status" id="revealed"><h2>${escapeHtml(t.revealedTitle)}</h2>
<p>${escapeHtml(t.serverSeed)}: <span class="mono">${escapeHtml(page.revealed.serverSeed)}</span></p>
<p>${escapeHtml(t.serverSeedHash)}: <span class="mono">${escapeHtml(page.revealed.serverSeedHash)}</span></p>
<p>${escapeHtml(t.clientSeed)}: <span class="mono">${escapeHtml(page.revealed.clientSeed)}</span> · ${escapeHtml(t.roundsPlayed)}: ${localDigits(String(page.revealed.roundsPlayed), page.lang)}</p></div>`
    : '';
  return `<details${page.revealed || page.clientSeedError ? ' open' : ''}>
<summary>${escapeHtml(t.fairTitle)}</summary>
<p>${escapeHtml(t.fairIntro)}</p>
<p>${escapeHtml(t.serverSeedHash)}: <span class="mono" id="seed-hash">${escapeHtml(page.seeds.serverSeedHash)}</span></p>
<p>${escapeHtml(t.nextNonce)}: <span id="next-nonce">${localDigits(String(page.seeds.nonce), page.lang)}</span></p>
<form method="post" action="${escapeHtml(page.links.clientSeed)}">
<div class="field"><label for="client-seed">${escapeHtml(t.clientSeed)}</label>
<input id="client-seed" name="clientSeed" maxlength="64" required value="${escapeHtml(page.seeds.clientSeed)}"${page.clientSeedError ? ' aria-invalid="true" aria-describedby="client-seed-error"' : ''}></div>
${page.clientSeedError ? `<p class="error" id="client-seed-error">${escapeHtml(t.invalidClientSeed)}</p>` : ''}
<button type="submit" class="secondary">${escapeHtml(t.saveClientSeed)}</button>
</form>
<form method="post" action="${escapeHtml(page.links.rotate)}">
<p>${escapeHtml(t.rotateHint)}</p>
<button type="submit" class="secondary">${escapeHtml(t.rotate)}</button>
</form>
${revealed}
<p><a href="${escapeHtml(page.links.verify)}">${escapeHtml(t.verifyTitle)}</a></p>
</details>`;
}

/** A game's page: balance, the game's result area and bet form, its rules, the fair panel and the latest rounds. */
export function gamePageHtml(page: GamePageView, nonce: string): string {
  const t = textsFor(page.lang);
  const { session, lang, view } = page;
  const ctx: ViewContext = { lang, currency: session.currency };
  const words = view.texts(lang);
  const history = page.history.length
    ? `<ul class="history" id="history">${page.history.map((round) => historyRowHtml(view, ctx, round, page.links.verify)).join('')}</ul>`
    : `<ul class="history" id="history"></ul><p id="no-history">${escapeHtml(t.noHistory)}</p>`;
  const body = `
<div class="bar">
<h1>${escapeHtml(words.title)}</h1>
<a href="${escapeHtml(page.links.otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a>
</div>
${session.fun ? `<p class="fun">${escapeHtml(t.funLabel)}</p>` : ''}
<p>${escapeHtml(session.fun ? t.funBalance : t.balance)}: <span class="balance" id="balance" aria-live="polite">${page.balance === null ? '—' : escapeHtml(money(page.balance, session.currency, lang))}</span></p>
${view.resultHtml(ctx, page.shown)}
<p class="notice" id="notice" role="status" aria-live="polite">${page.notice ? escapeHtml(noticeText(view, page.notice.kind, page.notice.amount, session.currency, lang)) : ''}</p>
<form method="post" action="${escapeHtml(page.links.play)}" id="play-form" class="controls">
${view.betFieldsHtml(ctx, page.bet)}
<button type="submit" id="play">${escapeHtml(words.play)}</button>
</form>
${view.rulesHtml(ctx, page.bet)}
${fairHtml(page)}
<details open><summary>${escapeHtml(t.historyTitle)}</summary>${history}</details>
${session.backUrl ? `<p><a href="${escapeHtml(session.backUrl)}" target="_top">${escapeHtml(t.back)}</a></p>` : ''}`;
  const script = [playScript(words.play, words.playing, t.network), view.script?.(ctx) ?? ''].filter(Boolean).join('\n');
  return pageHtml(lang, nonce, words.title, body, script);
}

/** Plays a round without reloading the page (the form still works without script). */
function playScript(play: string, playing: string, network: string): string {
  return `(function(){
var form=document.getElementById('play-form'),button=document.getElementById('play'),notice=document.getElementById('notice');
form.addEventListener('submit',function(event){
event.preventDefault();
button.disabled=true;button.textContent=${JSON.stringify(playing)};
fetch(form.action,{method:'POST',headers:{'accept':'application/json','content-type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(form)).toString()})
.then(function(r){return r.json();})
.then(function(d){
notice.textContent=d.message||'';
if(d.balanceText)document.getElementById('balance').textContent=d.balanceText;
if(d.resultHtml)document.getElementById('result').outerHTML=d.resultHtml;
if(d.nextNonceText)document.getElementById('next-nonce').textContent=d.nextNonceText;
if(d.historyRowHtml){document.getElementById('history').insertAdjacentHTML('afterbegin',d.historyRowHtml);var n=document.getElementById('no-history');if(n)n.remove();}
})
.catch(function(){notice.textContent=${JSON.stringify(network)};})
.then(function(){button.disabled=false;button.textContent=${JSON.stringify(play)};});
});
})();`;
}
