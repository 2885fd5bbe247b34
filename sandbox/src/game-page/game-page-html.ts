import { escapeHtml, scriptJson } from '@khela/server-kit/pages';
import type { GamePage } from './game-pages';
import { type ErrorReason, money, type PageLanguage, textsFor } from './page-texts';
import { STAKES, WIN_CHANCE_PERCENT, WIN_MULTIPLIER } from './round-rule';

/** Readable at 360 px, in an iframe or full screen; contrast at least 4.5:1 everywhere. */
const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,"Noto Sans Bengali",sans-serif;margin:0;padding:12px;background:#f4f6f8;color:#1b1f23;font-size:16px;line-height:1.4}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px #0002}
.top{display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap}
.badge{display:inline-block;padding:2px 8px;border-radius:999px;background:#fff4d6;color:#6b4500;font-size:14px;font-weight:600}
.badge.fun{background:#e3f1ff;color:#0a4a85}
h1{font-size:20px;margin:12px 0 4px;word-break:break-word}
.sub{margin:0;color:#57606a;font-size:14px}
.balance{margin:16px 0;padding:12px;border-radius:8px;background:#f0f7f3}
.balance p{margin:0;color:#3d4a42;font-size:14px}
.balance output{display:block;font-size:26px;font-weight:700;color:#0b5a31}
fieldset{border:0;margin:0;padding:0}legend{font-weight:600;margin-bottom:8px}
.stakes{display:flex;gap:8px}
.stakes label{flex:1;display:flex;align-items:center;justify-content:center;gap:6px;min-height:44px;border:2px solid #c9d1d9;border-radius:8px;cursor:pointer}
.stakes input{accent-color:#0b6b3a;width:18px;height:18px}
.stakes label:has(input:checked){border-color:#0b6b3a;background:#e8f5ee;font-weight:600}
button{width:100%;min-height:48px;margin-top:12px;border:0;border-radius:8px;font-size:18px;font-weight:600;background:#0b6b3a;color:#fff;cursor:pointer}
button:disabled{background:#57606a}
:focus-visible{outline:3px solid #0a4a85;outline-offset:2px}
.notice{min-height:1.4em;margin:12px 0 0;font-weight:600}
.notice[data-kind=won]{color:#0b5a31}.notice[data-kind=lost]{color:#57606a}
.notice[data-kind=insufficient],.notice[data-kind=failed],.notice[data-kind=sessionExpired],.notice[data-kind=busy],.notice[data-kind=invalidStake]{color:#a40e26}
.rule{color:#57606a;font-size:14px}
h2{font-size:16px;margin:16px 0 8px}
ol{margin:0;padding-left:20px}li{margin:2px 0}
li[data-kind=won]{color:#0b5a31}
.back{display:block;margin-top:16px;padding:12px;text-align:center;border:2px solid #0b6b3a;border-radius:8px;color:#0b5a31;font-weight:600;text-decoration:none}
a{color:#0a4a85}
`;

function htmlDocument(lang: PageLanguage, nonce: string, title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
${body}
</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}

/** JSON inside a script element: `<` escaped so no text can close the element. */

function backLink(backUrl: string | null, label: string): string {
  return backUrl ? `<a id="game-back" class="back" href="${escapeHtml(backUrl)}" target="_top" rel="noopener">${label}</a>` : '';
}

export interface PageLinks {
  /** The same page in the other language. */
  otherLanguage: string;
  /** Where the round form posts. */
  round: string;
}

/**
 * The demo game: its label, the balance, a stake choice, "Play round", the last results and the
 * way back. The form posts without script too (the answer redirects back here); with script, the
 * round is played in place and announced through the status line.
 */
export function gamePageHtml(page: GamePage, lang: PageLanguage, nonce: string, links: PageLinks): string {
  const t = textsFor(lang);
  const amount = (minor: number) => money(minor, page.currency, lang);
  const walletName =
    page.wallet.kind === 'fun' ? t.funWallet : page.wallet.kind === 'transfer' ? t.transferWallet(page.vendorCode) : t.seamlessWallet;
  const stakes = STAKES.map(
    (stake, i) => `<label><input type="radio" name="stake" value="${stake}"${i === 0 ? ' checked' : ''}>${amount(stake)}</label>`,
  ).join('');
  const results = page.results.map((r) => `<li data-kind="${r.kind}">${escapeHtml(t.resultText(r.kind, r.stake, r.payout, page.currency))}</li>`).join('');
  const notice = page.notice;
  const body = `<div class="top">
  <span id="game-label" class="badge">${t.demoLabel}</span>
  <a id="game-lang" href="${escapeHtml(links.otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${t.otherLanguage}</a>
</div>
${page.wallet.kind === 'fun' ? `<p><span id="game-fun" class="badge fun">${t.funLabel}</span></p>` : ''}
<h1 id="game-code">${escapeHtml(page.gameCode)}</h1>
<p class="sub">${t.vendor}: <span id="game-vendor">${escapeHtml(page.vendorCode)}</span></p>
<div class="balance"><p id="game-balance-label">${walletName}</p><output id="game-balance" aria-labelledby="game-balance-label">${amount(page.balance)}</output></div>
<form id="game-form" method="post" action="${escapeHtml(links.round)}">
  <input type="hidden" name="language" value="${lang}">
  <fieldset><legend>${t.stake}</legend><div class="stakes">${stakes}</div></fieldset>
  <button id="game-play" type="submit">${t.play}</button>
</form>
<p id="game-notice" class="notice" role="status" aria-live="polite"${notice ? ` data-kind="${notice.kind}"` : ''}>${notice ? escapeHtml(t.noticeText(notice, page.currency)) : ''}</p>
<p id="game-rule" class="rule">${t.rule(WIN_CHANCE_PERCENT, WIN_MULTIPLIER)}</p>
<h2 id="game-results-title">${t.results}</h2>
<p id="game-no-results"${page.results.length > 0 ? ' hidden' : ''}>${t.noResults}</p>
<ol id="game-results" aria-labelledby="game-results-title">${results}</ol>
${backLink(page.backUrl, t.back)}`;
  return htmlDocument(lang, nonce, `${page.gameCode} — ${t.demoLabel}`, body, roundScript({ playing: t.playing, network: t.network }));
}

/** A page that cannot open: what went wrong, in the player's language, and the way back if known. */
export function errorPageHtml(reason: ErrorReason, lang: PageLanguage, nonce: string, otherLanguage: string, backUrl: string | null): string {
  const t = textsFor(lang);
  const body = `<div class="top">
  <span class="badge">${t.demoLabel}</span>
  <a id="game-lang" href="${escapeHtml(otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${t.otherLanguage}</a>
</div>
<h1>${t.errorTitle}</h1>
<p id="game-error" data-reason="${reason}" role="alert">${t.errors[reason]}</p>
${backLink(backUrl, t.back)}`;
  return htmlDocument(lang, nonce, t.errorTitle, body);
}

/** Plays a round in place (ES5: old phone browsers); without it the form simply posts. */
function roundScript(texts: { playing: string; network: string }): string {
  return `(function(){
var T=${scriptJson(texts)},MAX=10;
var form=document.getElementById('game-form'),button=document.getElementById('game-play'),notice=document.getElementById('game-notice'),
balance=document.getElementById('game-balance'),list=document.getElementById('game-results'),empty=document.getElementById('game-no-results');
if(!window.fetch||!window.URLSearchParams||!window.FormData)return;
function say(text,kind){notice.textContent=text;if(kind)notice.setAttribute('data-kind',kind);else notice.removeAttribute('data-kind');}
form.addEventListener('submit',function(event){
event.preventDefault();
if(button.disabled)return;
button.disabled=true;button.setAttribute('aria-busy','true');say(T.playing);
fetch(form.action,{method:'POST',credentials:'omit',headers:{accept:'application/json','content-type':'application/x-www-form-urlencoded'},body:new URLSearchParams(new FormData(form)).toString()})
.then(function(response){return response.json();})
.then(function(a){
if(a.balanceText)balance.textContent=a.balanceText;
say(a.message||T.network,a.status||'failed');
if(a.resultText){var li=document.createElement('li');li.textContent=a.resultText;li.setAttribute('data-kind',a.result.kind);list.insertBefore(li,list.firstChild);
while(list.children.length>MAX)list.removeChild(list.lastChild);empty.hidden=true;}
})
.catch(function(){say(T.network,'failed');})
.then(function(){button.disabled=false;button.removeAttribute('aria-busy');});
});
})();`;
}
