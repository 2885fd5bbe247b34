import { percent } from '../../games/baccarat/baccarat-odds';
import type { Language, PlayerSession } from '../../sessions/session-repo';
import { escapeHtml, pageHtml } from '../html';
import { localDigits, money, textsFor } from '../page-texts';
import { type FragmentContext, lastResultHtml, roadHtml, type TableStateJson, yourBetsHtml } from './table-fragments';
import type { TableLook } from './table-look';
import { tablePageScript, type TableScriptConfig } from './table-page-script';
import { fill } from '@khela/server-kit/pages';

/** The stakes offered as chips, in paisa (৳10 … ৳10,000, inside the table's limits). */
export const TABLE_STAKES: readonly number[] = [1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000];

export interface TablePageView<Result = unknown> {
  session: PlayerSession;
  lang: Language;
  state: TableStateJson<Result>;
  /** Khela's available balance or the fun balance; null when unknown. */
  balance: number | null;
  /** The outcome of the last form post, translated. */
  notice: string | null;
  /** The bet to preset (the last one posted). */
  preset: { side: string; stake: number };
  links: { bet: string; otherLanguage: string; verifyBase: string; verifyTable: string };
  script: Omit<TableScriptConfig, 'lang' | 'currency' | 'sessionId' | 'fun' | 'verifyBase'>;
}

/** Every table's looks, added to the common style (pages/html.ts); each game's own go around the form's. */
const ROUND_STYLE = `
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.round-bar{background:#0a1124;border:2px solid #3a4c7a;border-radius:10px;padding:8px;margin:8px 0}
.round-bar p{margin:2px 0}
.phase{font-weight:800;font-size:1.1rem}
`;
const FORM_STYLE = `.you-got{font-weight:700;color:#a8f0b4}
.sides{border:1px solid #7b8bb5;border-radius:8px;padding:6px 8px;margin:0;flex:1 1 100%}
.sides label,.controls .sides label{display:flex;flex-direction:row;align-items:center;justify-content:flex-start;text-align:left;gap:8px;min-height:44px}
.sides input{width:auto;min-height:0;accent-color:#ffd24d}
`;

/** The rules with each bet's exact chance and house edge (the game's odds). */
export function tableRulesHtml<Result>(look: TableLook<Result>, lang: Language): string {
  const w = look.words(lang);
  const odds = look.odds();
  const rows = look.sides
    .map((side) => {
      const { chance, houseEdge } = odds[side]!;
      return `<tr><th scope="row">${escapeHtml(w.sides[side])}</th><td>${escapeHtml(w.payouts[side])}</td><td>${escapeHtml(localDigits(chance, lang))}</td><td>${escapeHtml(localDigits(percent(houseEdge, 4), lang))}</td></tr>`;
    })
    .join('');
  return `<details id="rules"><summary>${escapeHtml(w.rulesTitle)}</summary>
${w.rules.map((rule) => `<p>${escapeHtml(rule)}</p>`).join('')}
<table><caption>${escapeHtml(w.oddsCaption)}</caption>
<thead><tr><th scope="col">${escapeHtml(w.oddsHead.side)}</th><th scope="col">${escapeHtml(w.oddsHead.pays)}</th><th scope="col">${escapeHtml(w.oddsHead.chance)}</th><th scope="col">${escapeHtml(w.oddsHead.houseEdge)}</th></tr></thead>
<tbody>${rows}</tbody></table></details>`;
}

/** The bet form: the side as a radio group with what it pays, a stake, Place bet. Posts without script. */
function betFormHtml<Result>(look: TableLook<Result>, page: TablePageView<Result>, betting: boolean): string {
  const w = look.words(page.lang);
  const { lang, session, preset } = page;
  const side = look.sides.includes(preset.side) ? preset.side : look.sides[0];
  const stake = TABLE_STAKES.includes(preset.stake) ? preset.stake : TABLE_STAKES[0];
  const radios = look.sides
    .map((s) => `<label><input type="radio" name="side" value="${s}"${s === side ? ' checked' : ''}> <span>${escapeHtml(w.sides[s])} — ${escapeHtml(w.payouts[s])}</span></label>`)
    .join('');
  const stakes = TABLE_STAKES.map((value) => `<option value="${value}"${value === stake ? ' selected' : ''}>${escapeHtml(money(value, session.currency, lang))}</option>`).join('');
  return `<form method="post" action="${escapeHtml(page.links.bet)}" id="bet-form" class="controls" aria-labelledby="bet-title">
<h2 id="bet-title" class="wide">${escapeHtml(w.betTitle)}</h2>
<fieldset class="sides"><legend>${escapeHtml(w.sideLegend)}</legend>${radios}</fieldset>
<label for="stake">${escapeHtml(w.stake)}<select id="stake" name="stake">${stakes}</select></label>
<button type="submit" id="place-bet"${look.disableClosedForm && !betting ? ' disabled' : ''}>${escapeHtml(w.placeBet)}</button>
</form>`;
}

/**
 * A live table page, any game's (its look): the round, its phase and countdown, the committed seed,
 * the game's own part (the arena's cocks), the bet form, the player's bets, the last result, the
 * road, the rules.
 */
export function tablePageHtml<Result>(look: TableLook<Result>, page: TablePageView<Result>, nonce: string): string {
  const t = textsFor(page.lang);
  const w = look.words(page.lang);
  const { session, lang, state } = page;
  const ctx: FragmentContext = { lang, currency: session.currency, verifyBase: page.links.verifyBase };
  const round = state.round;
  const phase = look.phaseOf(round);
  const betting = look.bettingPhases.includes(phase);
  const title = state.game.name;
  const last = look.lastResultId;
  const body = `<style nonce="${nonce}">${ROUND_STYLE}${look.style.result}${FORM_STYLE}${look.style.road}</style>
<div class="bar">
<h1>${escapeHtml(title)}</h1>
<a href="${escapeHtml(page.links.otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a>
</div>
${session.fun ? `<p class="fun">${escapeHtml(t.funLabel)}</p>` : ''}
<p>${escapeHtml(session.fun ? t.funBalance : t.balance)}: <span class="balance" id="balance" aria-live="polite">${page.balance === null ? '—' : escapeHtml(money(page.balance, session.currency, lang))}</span></p>
<section class="round-bar" aria-labelledby="round-number">
<p><strong id="round-number">${round ? escapeHtml(fill(w.roundLabel, { n: localDigits(String(round.number), lang) })) : ''}</strong> · <span class="phase" id="phase"${look.announcePhase ? ' aria-live="polite"' : ''}>${escapeHtml(w.phase[phase])}</span> <span id="countdown" aria-live="off">${betting ? escapeHtml(fill(w.secondsLeft, { s: localDigits(String(round!.secondsLeft), lang) })) : ''}</span></p>
<p>${escapeHtml(w.seedHash)}: <span class="mono" id="seed-hash">${escapeHtml(round?.serverSeedHash ?? '—')}</span></p>
<details><summary>${escapeHtml(t.fairTitle)}</summary><p>${escapeHtml(w.seedHashHint)}</p>
<p>${escapeHtml(w.clientSeed)}: <span class="mono" id="client-seed">${escapeHtml(round?.clientSeed ?? '—')}</span></p>
<p>${escapeHtml(w.nonce)}: <span class="mono" id="nonce">${escapeHtml(round ? String(round.nonce) : '—')}</span></p></details>
</section>
${look.introHtml ? `${look.introHtml(lang)}\n` : ''}<p class="notice" id="notice" role="status" aria-live="polite">${page.notice ? escapeHtml(page.notice) : ''}</p>
${betFormHtml(look, page, betting)}
<section aria-labelledby="your-bets-title"><h2 id="your-bets-title">${escapeHtml(w.yourBetsTitle)}</h2><ul class="history" id="your-bets" aria-live="polite">${yourBetsHtml(look, state, ctx)}</ul></section>
<section aria-labelledby="${last}-title"><h2 id="${last}-title">${escapeHtml(w.lastTitle)}</h2><div id="${last}" aria-live="polite">${lastResultHtml(look, state, ctx)}</div></section>
<section aria-labelledby="road-title"><h2 id="road-title">${escapeHtml(w.roadTitle)}</h2><ul class="road" id="road">${roadHtml(look, state, ctx)}</ul>
<p><a href="${escapeHtml(page.links.verifyTable)}">${escapeHtml(w.verifyAll)}</a></p></section>
${tableRulesHtml(look, lang)}
${session.backUrl ? `<p><a href="${escapeHtml(session.backUrl)}" target="_top">${escapeHtml(t.back)}</a></p>` : ''}`;
  const script = tablePageScript(look, { ...page.script, lang, currency: session.currency, sessionId: session.id, fun: session.fun, verifyBase: page.links.verifyBase });
  return pageHtml(lang, nonce, title, body, script);
}
