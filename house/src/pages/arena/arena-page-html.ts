import type { FightSide } from '@khela/contracts/sportsbook';
import { exactCockfightOdds } from '../../games/cockfight/cockfight-odds';
import { type Fraction, percent } from '../../games/baccarat/baccarat-odds';
import { escapeHtml, pageHtml } from '../html';
import { localDigits, money, textsFor } from '../page-texts';
import type { FragmentContext } from '../table/table-fragments';
import { TABLE_STAKES, type TablePageView } from '../table/table-page-html';
import { fillWords } from '../table/table-page-texts';
import { arenaBetsHtml, arenaPhaseOf, type ArenaStateJson, arenaRoadHtml, lastFightHtml, malayText } from './arena-fragments';
import { arenaPageScript } from './arena-page-script';
import { arenaWords } from './arena-texts';
import type { Language } from '../../sessions/session-repo';

const SIDES: readonly FightSide[] = ['MERON', 'WALA', 'DRAW'];

/** The arena's looks, added to the common style (pages/html.ts): MERON red, WALA blue, each also named in words. */
const ARENA_STYLE = `
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.round-bar{background:#0a1124;border:2px solid #3a4c7a;border-radius:10px;padding:8px;margin:8px 0}
.round-bar p{margin:2px 0}
.phase{font-weight:800;font-size:1.1rem}
.cocks{display:flex;gap:8px;margin:8px 0}
.cock{flex:1;min-width:0;border-radius:10px;padding:8px;text-align:center;color:#fff}
.cock h3{margin:0 0 4px;font-size:1.1rem}
.cock p{margin:2px 0;font-weight:700}
.c-MERON{background:#a3122a;border:3px solid #ff8a9a}
.c-WALA{background:#1746a2;border:3px dashed #9cc3ff}
.draw-line{text-align:center;margin:4px 0}
.you-got{font-weight:700;color:#a8f0b4}
.sides{border:1px solid #7b8bb5;border-radius:8px;padding:6px 8px;margin:0;flex:1 1 100%}
.sides label,.controls .sides label{display:flex;flex-direction:row;align-items:center;justify-content:flex-start;text-align:left;gap:8px;min-height:44px}
.sides input{width:auto;min-height:0;accent-color:#ffd24d}
ul.road{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
.badge{display:inline-flex;align-items:center;justify-content:center;min-width:28px;height:28px;padding:0 2px;border-radius:50%;font-weight:800;text-decoration:none;color:#101a33}
.r-MERON.badge{background:#ff9aa8}.r-WALA.badge{background:#9cc3ff}.r-DRAW.badge{background:#a8f0b4}.r-CANCEL.badge{background:#d0d4de}
`;

/** The rules with each bet's exact chance and house edge (games/cockfight/cockfight-odds.ts). */
export function arenaRulesHtml(lang: Language): string {
  const w = arenaWords(lang);
  const odds = exactCockfightOdds();
  const exact = (f: Fraction) => localDigits(`${f.numerator} / ${f.denominator} = ${percent(f, 2)}`, lang);
  const rows = SIDES.map(
    (side) =>
      `<tr><th scope="row">${escapeHtml(w.sides[side])}</th><td>${escapeHtml(w.pays[side])}</td><td>${escapeHtml(exact(odds.winChance[side]))}</td><td>${escapeHtml(localDigits(percent(odds.houseEdge[side], 4), lang))}</td></tr>`,
  ).join('');
  return `<details id="rules"><summary>${escapeHtml(w.rulesTitle)}</summary>
${w.rules.map((rule) => `<p>${escapeHtml(rule)}</p>`).join('')}
<table><caption>${escapeHtml(w.oddsCaption)}</caption>
<thead><tr><th scope="col">${escapeHtml(w.oddsHead.side)}</th><th scope="col">${escapeHtml(w.oddsHead.pays)}</th><th scope="col">${escapeHtml(w.oddsHead.chance)}</th><th scope="col">${escapeHtml(w.oddsHead.houseEdge)}</th></tr></thead>
<tbody>${rows}</tbody></table></details>`;
}

/** The two cocks with their colours and Malay odds, and the draw's price. */
function cocksHtml(lang: Language): string {
  const w = arenaWords(lang);
  const cock = (side: 'MERON' | 'WALA') =>
    `<div class="cock c-${side}"><h3>${escapeHtml(w.sides[side])}</h3><p>${escapeHtml(w.colours[side])}</p><p>${escapeHtml(fillWords(w.malayOdds, { odds: malayText(side, lang) }))}</p></div>`;
  return `<section aria-labelledby="cocks-title"><h2 id="cocks-title" class="sr-only">${escapeHtml(w.cocksTitle)}</h2><div class="cocks">${cock('MERON')}${cock('WALA')}</div><p class="draw-line">${escapeHtml(w.drawPays)}</p></section>`;
}

/** The bet form: MERON, WALA or DRAW as a radio group with its price, a stake, Place bet. Posts without script. */
function betFormHtml(page: TablePageView, phaseTakesBets: boolean): string {
  const w = arenaWords(page.lang);
  const { lang, session, preset } = page;
  const side = (SIDES as readonly string[]).includes(preset.side) ? preset.side : 'MERON';
  const stake = TABLE_STAKES.includes(preset.stake) ? preset.stake : TABLE_STAKES[0];
  const radios = SIDES.map(
    (s) => `<label><input type="radio" name="side" value="${s}"${s === side ? ' checked' : ''}> <span>${escapeHtml(w.sides[s])} — ${escapeHtml(w.pays[s])}</span></label>`,
  ).join('');
  const stakes = TABLE_STAKES.map((value) => `<option value="${value}"${value === stake ? ' selected' : ''}>${escapeHtml(money(value, session.currency, lang))}</option>`).join('');
  return `<form method="post" action="${escapeHtml(page.links.bet)}" id="bet-form" class="controls" aria-labelledby="bet-title">
<h2 id="bet-title" class="wide">${escapeHtml(w.betTitle)}</h2>
<fieldset class="sides"><legend>${escapeHtml(w.sideLegend)}</legend>${radios}</fieldset>
<label for="stake">${escapeHtml(w.stake)}<select id="stake" name="stake">${stakes}</select></label>
<button type="submit" id="place-bet"${phaseTakesBets ? '' : ' disabled'}>${escapeHtml(w.placeBet)}</button>
</form>`;
}

/** The cockfight arena page: the fight, its state and countdown, the cocks and odds, the bet form, the player's bets, the last fight, the road, the rules. */
export function arenaPageHtml(page: TablePageView, nonce: string): string {
  const t = textsFor(page.lang);
  const w = arenaWords(page.lang);
  const { session, lang } = page;
  const state = page.state as unknown as ArenaStateJson;
  const ctx: FragmentContext = { lang, currency: session.currency, verifyBase: page.links.verifyBase };
  const round = state.round;
  const phase = arenaPhaseOf(round);
  const counting = phase === 'open' || phase === 'last_call';
  const title = state.game.name;
  const body = `<style nonce="${nonce}">${ARENA_STYLE}</style>
<div class="bar">
<h1>${escapeHtml(title)}</h1>
<a href="${escapeHtml(page.links.otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a>
</div>
${session.fun ? `<p class="fun">${escapeHtml(t.funLabel)}</p>` : ''}
<p>${escapeHtml(session.fun ? t.funBalance : t.balance)}: <span class="balance" id="balance" aria-live="polite">${page.balance === null ? '—' : escapeHtml(money(page.balance, session.currency, lang))}</span></p>
<section class="round-bar" aria-labelledby="round-number">
<p><strong id="round-number">${round ? escapeHtml(fillWords(w.fightLabel, { n: localDigits(String(round.number), lang) })) : ''}</strong> · <span class="phase" id="phase" aria-live="polite">${escapeHtml(w.phase[phase])}</span> <span id="countdown" aria-live="off">${counting ? escapeHtml(fillWords(w.secondsLeft, { s: localDigits(String(round!.secondsLeft), lang) })) : ''}</span></p>
<p>${escapeHtml(w.seedHash)}: <span class="mono" id="seed-hash">${escapeHtml(round?.serverSeedHash ?? '—')}</span></p>
<details><summary>${escapeHtml(t.fairTitle)}</summary><p>${escapeHtml(w.seedHashHint)}</p>
<p>${escapeHtml(w.clientSeed)}: <span class="mono" id="client-seed">${escapeHtml(round?.clientSeed ?? '—')}</span></p>
<p>${escapeHtml(w.nonce)}: <span class="mono" id="nonce">${escapeHtml(round ? String(round.nonce) : '—')}</span></p></details>
</section>
${cocksHtml(lang)}
<p class="notice" id="notice" role="status" aria-live="polite">${page.notice ? escapeHtml(page.notice) : ''}</p>
${betFormHtml(page, counting)}
<section aria-labelledby="your-bets-title"><h2 id="your-bets-title">${escapeHtml(w.yourBetsTitle)}</h2><ul class="history" id="your-bets" aria-live="polite">${arenaBetsHtml(state, ctx)}</ul></section>
<section aria-labelledby="last-fight-title"><h2 id="last-fight-title">${escapeHtml(w.lastFightTitle)}</h2><div id="last-fight" aria-live="polite">${lastFightHtml(state, ctx)}</div></section>
<section aria-labelledby="road-title"><h2 id="road-title">${escapeHtml(w.roadTitle)}</h2><ul class="road" id="road">${arenaRoadHtml(state, ctx)}</ul>
<p><a href="${escapeHtml(page.links.verifyTable)}">${escapeHtml(w.verifyAll)}</a></p></section>
${arenaRulesHtml(lang)}
${session.backUrl ? `<p><a href="${escapeHtml(session.backUrl)}" target="_top">${escapeHtml(t.back)}</a></p>` : ''}`;
  const script = arenaPageScript({ ...page.script, lang, currency: session.currency, sessionId: session.id, fun: session.fun, verifyBase: page.links.verifyBase });
  return pageHtml(lang, nonce, title, body, script);
}
