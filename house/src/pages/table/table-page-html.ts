import { type BaccaratOdds, exactBaccaratOdds, type Fraction, percent } from '../../games/baccarat/baccarat-odds';
import type { Language, PlayerSession } from '../../sessions/session-repo';
import { escapeHtml, pageHtml } from '../html';
import { localDigits, money, textsFor } from '../page-texts';
import { type FragmentContext, lastCoupHtml, phaseOf, roadHtml, type TableStateJson, yourBetsHtml } from './table-fragments';
import { tablePageScript, type TableScriptConfig } from './table-page-script';
import { fillWords, tablePageWords } from './table-page-texts';

/** The stakes offered as chips, in paisa (৳10 … ৳10,000, inside the table's limits). */
export const TABLE_STAKES: readonly number[] = [1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000];
const SIDES = ['player', 'banker', 'tie'] as const;

export interface TablePageView {
  session: PlayerSession;
  lang: Language;
  state: TableStateJson;
  /** Khela's available balance or the fun balance; null when unknown. */
  balance: number | null;
  /** The outcome of the last form post, translated. */
  notice: string | null;
  /** The bet to preset (the last one posted). */
  preset: { side: string; stake: number };
  links: { bet: string; otherLanguage: string; verifyBase: string; verifyTable: string };
  script: Omit<TableScriptConfig, 'lang' | 'currency' | 'sessionId' | 'fun' | 'verifyBase'>;
}

/** Table-only looks, added to the common style (pages/html.ts). */
const TABLE_STYLE = `
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.round-bar{background:#0a1124;border:2px solid #3a4c7a;border-radius:10px;padding:8px;margin:8px 0}
.round-bar p{margin:2px 0}
.phase{font-weight:800;font-size:1.1rem}
.hands{display:flex;gap:8px}
.hand{flex:1;min-width:0;background:#18244a;border-radius:8px;padding:6px}
.hand h3{font-size:.95rem;margin:0 0 4px}
ul.cards,ul.road{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
.card{background:#f4f6fb;color:#101a33;border-radius:6px;padding:4px 6px;font-weight:800;min-width:2.6em;text-align:center;border:2px solid #101a33}
.card.red{color:#b00020;border-style:dashed}
.winner{font-size:1.05rem}
.you-got{font-weight:700;color:#a8f0b4}
.sides{border:1px solid #7b8bb5;border-radius:8px;padding:6px 8px;margin:0;flex:1 1 100%}
.sides label,.controls .sides label{display:flex;flex-direction:row;align-items:center;justify-content:flex-start;text-align:left;gap:8px;min-height:44px}
.sides input{width:auto;min-height:0;accent-color:#ffd24d}
.badge{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;font-weight:800;text-decoration:none;color:#101a33}
.b-player{background:#9cc3ff}.b-banker{background:#ffb3b3}.b-tie{background:#a8f0b4}
`;

let odds: BaccaratOdds | null = null;
/** Exact odds, enumerated once (about a million coups' weights) the first time a page needs them. */
const exactOdds = (): BaccaratOdds => (odds ??= exactBaccaratOdds());

const grouped = (n: bigint): string => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The rules with every bet's exact probability (numerator / denominator) and house edge (baccarat-odds.ts). */
export function tableRulesHtml(lang: Language): string {
  const w = tablePageWords(lang);
  const { probability, houseEdge } = exactOdds();
  const exact = (f: Fraction) => localDigits(`${grouped(f.numerator)} / ${grouped(f.denominator)} ≈ ${percent(f, 4)}`, lang);
  const rows = SIDES.map(
    (side) =>
      `<tr><th scope="row">${escapeHtml(w.sides[side])}</th><td>${escapeHtml(w.payouts[side])}</td><td>${escapeHtml(exact(probability[side]))}</td><td>${escapeHtml(localDigits(percent(houseEdge[side], 4), lang))}</td></tr>`,
  ).join('');
  return `<details id="rules"><summary>${escapeHtml(w.rulesTitle)}</summary>
${w.rules.map((rule) => `<p>${escapeHtml(rule)}</p>`).join('')}
<table><caption>${escapeHtml(w.oddsCaption)}</caption>
<thead><tr><th scope="col">${escapeHtml(w.oddsHead.side)}</th><th scope="col">${escapeHtml(w.oddsHead.pays)}</th><th scope="col">${escapeHtml(w.oddsHead.probability)}</th><th scope="col">${escapeHtml(w.oddsHead.houseEdge)}</th></tr></thead>
<tbody>${rows}</tbody></table></details>`;
}

/** The bet form: the side as a radio group with its payout, a stake, Place bet. Posts without script. */
function betFormHtml(page: TablePageView): string {
  const w = tablePageWords(page.lang);
  const { lang, session, preset } = page;
  const side = (SIDES as readonly string[]).includes(preset.side) ? preset.side : 'player';
  const stake = TABLE_STAKES.includes(preset.stake) ? preset.stake : TABLE_STAKES[0];
  const radios = SIDES.map(
    (s) => `<label><input type="radio" name="side" value="${s}"${s === side ? ' checked' : ''}> <span>${escapeHtml(w.sides[s])} — ${escapeHtml(w.payouts[s])}</span></label>`,
  ).join('');
  const stakes = TABLE_STAKES.map((value) => `<option value="${value}"${value === stake ? ' selected' : ''}>${escapeHtml(money(value, session.currency, lang))}</option>`).join('');
  return `<form method="post" action="${escapeHtml(page.links.bet)}" id="bet-form" class="controls" aria-labelledby="bet-title">
<h2 id="bet-title" class="wide">${escapeHtml(w.betTitle)}</h2>
<fieldset class="sides"><legend>${escapeHtml(w.sideLegend)}</legend>${radios}</fieldset>
<label for="stake">${escapeHtml(w.stake)}<select id="stake" name="stake">${stakes}</select></label>
<button type="submit" id="place-bet">${escapeHtml(w.placeBet)}</button>
</form>`;
}

/** The live table page: the round and its countdown, the committed seed, the bet form, the player's bets, the last coup, the road, the rules. */
export function tablePageHtml(page: TablePageView, nonce: string): string {
  const t = textsFor(page.lang);
  const w = tablePageWords(page.lang);
  const { session, lang, state } = page;
  const ctx: FragmentContext = { lang, currency: session.currency, verifyBase: page.links.verifyBase };
  const round = state.round;
  const phase = phaseOf(round);
  const title = state.game.name;
  const body = `<style nonce="${nonce}">${TABLE_STYLE}</style>
<div class="bar">
<h1>${escapeHtml(title)}</h1>
<a href="${escapeHtml(page.links.otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a>
</div>
${session.fun ? `<p class="fun">${escapeHtml(t.funLabel)}</p>` : ''}
<p>${escapeHtml(session.fun ? t.funBalance : t.balance)}: <span class="balance" id="balance" aria-live="polite">${page.balance === null ? '—' : escapeHtml(money(page.balance, session.currency, lang))}</span></p>
<section class="round-bar" aria-labelledby="round-number">
<p><strong id="round-number">${round ? escapeHtml(fillWords(w.roundLabel, { n: localDigits(String(round.number), lang) })) : ''}</strong> · <span class="phase" id="phase">${escapeHtml(w.phase[phase])}</span> <span id="countdown" aria-live="off">${phase === 'open' ? escapeHtml(fillWords(w.secondsLeft, { s: localDigits(String(round!.secondsLeft), lang) })) : ''}</span></p>
<p>${escapeHtml(w.seedHash)}: <span class="mono" id="seed-hash">${escapeHtml(round?.serverSeedHash ?? '—')}</span></p>
<details><summary>${escapeHtml(t.fairTitle)}</summary><p>${escapeHtml(w.seedHashHint)}</p>
<p>${escapeHtml(w.clientSeed)}: <span class="mono" id="client-seed">${escapeHtml(round?.clientSeed ?? '—')}</span></p>
<p>${escapeHtml(w.nonce)}: <span class="mono" id="nonce">${escapeHtml(round ? String(round.nonce) : '—')}</span></p></details>
</section>
<p class="notice" id="notice" role="status" aria-live="polite">${page.notice ? escapeHtml(page.notice) : ''}</p>
${betFormHtml(page)}
<section aria-labelledby="your-bets-title"><h2 id="your-bets-title">${escapeHtml(w.yourBetsTitle)}</h2><ul class="history" id="your-bets" aria-live="polite">${yourBetsHtml(state, ctx)}</ul></section>
<section aria-labelledby="last-coup-title"><h2 id="last-coup-title">${escapeHtml(w.lastCoupTitle)}</h2><div id="last-coup" aria-live="polite">${lastCoupHtml(state, ctx)}</div></section>
<section aria-labelledby="road-title"><h2 id="road-title">${escapeHtml(w.roadTitle)}</h2><ul class="road" id="road">${roadHtml(state, ctx)}</ul>
<p><a href="${escapeHtml(page.links.verifyTable)}">${escapeHtml(w.verifyAll)}</a></p></section>
${tableRulesHtml(lang)}
${session.backUrl ? `<p><a href="${escapeHtml(session.backUrl)}" target="_top">${escapeHtml(t.back)}</a></p>` : ''}`;
  const script = tablePageScript({ ...page.script, lang, currency: session.currency, sessionId: session.id, fun: session.fun, verifyBase: page.links.verifyBase });
  return pageHtml(lang, nonce, title, body, script);
}
