import type { SeedPair } from '../fair/seed-repo';
import type { SlotOutcome } from '../games/slot/slot-engine';
import { SLOT_LINES } from '../games/slot/slot-engine';
import { formatRtpPercent } from '../games/slot/slot-rtp';
import { PAYLINES, PAYTABLE, SLOT_STAKES, SYMBOLS } from '../games/slot/slot-rules';
import type { Round } from '../rounds/round-repo';
import type { Language, PlayerSession } from '../sessions/session-repo';
import { escapeHtml, pageHtml } from './html';
import { localDigits, money, type NoticeKind, textsFor } from './page-texts';
import { lineWinsHtml, reelsHtml, SYMBOL_GLYPHS } from './slot-view';

export interface SlotPageView {
  session: PlayerSession;
  lang: Language;
  /** The balance to show (Khela's available balance, or the fun balance); null when unknown. */
  balance: number | null;
  stake: number;
  seeds: SeedPair;
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number } | null;
  /** The round to show on the reels (the last one played, after a form post). */
  shown: Round | null;
  notice: { kind: NoticeKind; amount: number } | null;
  clientSeedError: boolean;
  history: Round[];
  links: { spin: string; clientSeed: string; rotate: string; otherLanguage: string; verify: string };
}

export function historyRowHtml(round: Round, lang: Language, verifyPath: string): string {
  const t = textsFor(lang);
  const text = t.historyRow(round.nonce, money(round.stake, 'BDT', lang), money(round.payout, 'BDT', lang));
  const state = round.state === 'settled' ? '' : ` (${t.state[round.state]})`;
  return `<li>${escapeHtml(text + state)} · <a href="${escapeHtml(`${verifyPath}&round=${encodeURIComponent(round.id)}`)}">${escapeHtml(t.verifyLink)}</a></li>`;
}

export function noticeText(kind: NoticeKind, amount: number, currency: string, lang: Language): string {
  return textsFor(lang).notice[kind](money(amount, currency, lang));
}

function rulesHtml(lang: Language): string {
  const t = textsFor(lang);
  const rows = SYMBOLS.map(
    (symbol) =>
      `<tr><td><span aria-hidden="true">${SYMBOL_GLYPHS[symbol]}</span> ${escapeHtml(t.symbols[symbol])}</td>${PAYTABLE[symbol].map((pay) => `<td>${localDigits(`${pay}×`, lang)}</td>`).join('')}</tr>`,
  ).join('');
  const lines = PAYLINES.map((rows, i) => `<li>${escapeHtml(t.paylineName(i + 1))}: ${localDigits(rows.map((row) => row + 1).join('-'), lang)}</li>`).join('');
  return `<details>
<summary>${escapeHtml(t.rulesTitle)}</summary>
<p id="rules">${escapeHtml(t.rules(localDigits(formatRtpPercent(), lang), SLOT_LINES))}</p>
<p>${escapeHtml(t.wildRule)}</p>
<h2>${escapeHtml(t.paytableTitle)}</h2>
<table><thead><tr>${t.paytableHeader.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>
<h2>${escapeHtml(t.paylinesTitle)}</h2>
<ul>${lines}</ul>
</details>`;
}

function fairHtml(view: SlotPageView): string {
  const t = textsFor(view.lang);
  const revealed = view.revealed
    ? `<div role="status" id="revealed"><h2>${escapeHtml(t.revealedTitle)}</h2>
<p>${escapeHtml(t.serverSeed)}: <span class="mono">${escapeHtml(view.revealed.serverSeed)}</span></p>
<p>${escapeHtml(t.serverSeedHash)}: <span class="mono">${escapeHtml(view.revealed.serverSeedHash)}</span></p>
<p>${escapeHtml(t.clientSeed)}: <span class="mono">${escapeHtml(view.revealed.clientSeed)}</span> · ${escapeHtml(t.roundsPlayed)}: ${localDigits(String(view.revealed.roundsPlayed), view.lang)}</p></div>`
    : '';
  return `<details${view.revealed || view.clientSeedError ? ' open' : ''}>
<summary>${escapeHtml(t.fairTitle)}</summary>
<p>${escapeHtml(t.fairIntro)}</p>
<p>${escapeHtml(t.serverSeedHash)}: <span class="mono" id="seed-hash">${escapeHtml(view.seeds.serverSeedHash)}</span></p>
<p>${escapeHtml(t.nextNonce)}: <span id="next-nonce">${localDigits(String(view.seeds.nonce), view.lang)}</span></p>
<form method="post" action="${escapeHtml(view.links.clientSeed)}">
<div class="field"><label for="client-seed">${escapeHtml(t.clientSeed)}</label>
<input id="client-seed" name="clientSeed" maxlength="64" required value="${escapeHtml(view.seeds.clientSeed)}"${view.clientSeedError ? ' aria-invalid="true" aria-describedby="client-seed-error"' : ''}></div>
${view.clientSeedError ? `<p class="error" id="client-seed-error">${escapeHtml(t.invalidClientSeed)}</p>` : ''}
<button type="submit" class="secondary">${escapeHtml(t.saveClientSeed)}</button>
</form>
<form method="post" action="${escapeHtml(view.links.rotate)}">
<p>${escapeHtml(t.rotateHint)}</p>
<button type="submit" class="secondary">${escapeHtml(t.rotate)}</button>
</form>
${revealed}
<p><a href="${escapeHtml(view.links.verify)}">${escapeHtml(t.verifyTitle)}</a></p>
</details>`;
}

/** The slot's page: balance, stake, spin, reels, line wins, rules, the fair panel and the latest rounds. */
export function slotPageHtml(view: SlotPageView, nonce: string): string {
  const t = textsFor(view.lang);
  const { session, lang } = view;
  const currency = session.currency;
  const outcome = (view.shown?.result ?? null) as SlotOutcome | null;
  const stakes = SLOT_STAKES.map((stake) => `<option value="${stake}"${stake === view.stake ? ' selected' : ''}>${escapeHtml(money(stake, currency, lang))}</option>`).join('');
  const verifyBase = `${view.links.verify}`;
  const history = view.history.length
    ? `<ul class="history" id="history">${view.history.map((round) => historyRowHtml(round, lang, verifyBase)).join('')}</ul>`
    : `<ul class="history" id="history"></ul><p id="no-history">${escapeHtml(t.noHistory)}</p>`;
  const body = `
<div class="bar">
<h1>${escapeHtml(t.title)}</h1>
<a href="${escapeHtml(view.links.otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a>
</div>
${session.fun ? `<p class="fun">${escapeHtml(t.funLabel)}</p>` : ''}
<p>${escapeHtml(session.fun ? t.funBalance : t.balance)}: <span class="balance" id="balance" aria-live="polite">${view.balance === null ? '—' : escapeHtml(money(view.balance, currency, lang))}</span></p>
${reelsHtml(outcome, lang)}
<p class="notice" id="notice" role="status" aria-live="polite">${view.notice ? escapeHtml(noticeText(view.notice.kind, view.notice.amount, currency, lang)) : ''}</p>
<div id="wins">${outcome ? lineWinsHtml(outcome.lineWins, currency, lang) : ''}</div>
<form method="post" action="${escapeHtml(view.links.spin)}" id="spin-form" class="controls">
<label for="stake">${escapeHtml(t.stake)}<select id="stake" name="stake">${stakes}</select></label>
<button type="submit" id="spin">${escapeHtml(t.spin)}</button>
</form>
${rulesHtml(lang)}
${fairHtml(view)}
<details open><summary>${escapeHtml(t.historyTitle)}</summary>${history}</details>
${session.backUrl ? `<p><a href="${escapeHtml(session.backUrl)}" target="_top">${escapeHtml(t.back)}</a></p>` : ''}`;
  return pageHtml(lang, nonce, t.title, body, spinScript(t.spin, t.spinning, t.network));
}

/** Spins without reloading the page (the form still works without script). */
function spinScript(spin: string, spinning: string, network: string): string {
  return `(function(){
var form=document.getElementById('spin-form'),button=document.getElementById('spin'),notice=document.getElementById('notice');
form.addEventListener('submit',function(event){
event.preventDefault();
button.disabled=true;button.textContent=${JSON.stringify(spinning)};
fetch(form.action,{method:'POST',headers:{'accept':'application/json','content-type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(form)).toString()})
.then(function(r){return r.json();})
.then(function(d){
notice.textContent=d.message||'';
if(d.balanceText)document.getElementById('balance').textContent=d.balanceText;
if(d.reelsHtml)document.getElementById('reels').outerHTML=d.reelsHtml;
document.getElementById('wins').innerHTML=d.winsHtml||'';
if(d.nextNonceText)document.getElementById('next-nonce').textContent=d.nextNonceText;
if(d.historyRowHtml){document.getElementById('history').insertAdjacentHTML('afterbegin',d.historyRowHtml);var n=document.getElementById('no-history');if(n)n.remove();}
})
.catch(function(){notice.textContent=${JSON.stringify(network)};})
.then(function(){button.disabled=false;button.textContent=${JSON.stringify(spin)};});
});
})();`;
}
