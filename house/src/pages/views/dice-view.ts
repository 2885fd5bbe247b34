import type { StoredBet } from '../../games/house-game';
import { type DiceOutcome, multiplierText, winPayout } from '../../games/dice/dice-engine';
import { DEFAULT_DICE_STAKE, DEFAULT_TARGET, DICE_GAME_CODE, DICE_STAKES, MAX_TARGET, MIN_TARGET, RETURN_PERCENT } from '../../games/dice/dice-rules';
import { diceRtp, exactPercent, lowestDiceRtp } from '../../games/dice/dice-rtp';
import type { Language } from '../../sessions/session-repo';
import { outcomeView, type ViewContext } from '../game-view';
import { escapeHtml } from '../html';
import { localDigits, money } from '../page-texts';
import { diceTextsFor } from './dice-texts';

/** A roll 0…9999 as the player reads it: 42.17, 0.05, 99.99. */
export const rollText = (roll: number, lang: Language): string => localDigits(`${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`, lang);

/** The bet to preset: the last one when it is a valid dice bet, else the defaults. */
function presetOf(bet: StoredBet | null): { stake: number; target: number } {
  const target = Number(bet?.target);
  const valid = bet !== null && DICE_STAKES.includes(bet.stake) && Number.isInteger(target) && target >= MIN_TARGET && target <= MAX_TARGET;
  return valid ? { stake: bet.stake, target } : { stake: DEFAULT_DICE_STAKE, target: DEFAULT_TARGET };
}

const chanceText = (target: number, lang: Language) => localDigits(`${target}%`, lang);
const multiplierShown = (target: number, lang: Language) => localDigits(`×${multiplierText(target)}`, lang);

function betFieldsHtml({ lang, currency }: ViewContext, bet: StoredBet | null): string {
  const t = diceTextsFor(lang);
  const { stake, target } = presetOf(bet);
  const stakes = DICE_STAKES.map((value) => `<option value="${value}"${value === stake ? ' selected' : ''}>${escapeHtml(money(value, currency, lang))}</option>`).join('');
  // The number field is the form's; the slider (shown by the script) only mirrors it, so the form posts one target.
  return `<div class="field wide">
<label for="target">${escapeHtml(t.target)}</label>
<div class="row target-row">
<input type="range" id="target-range" min="${MIN_TARGET}" max="${MAX_TARGET}" step="1" value="${target}" aria-label="${escapeHtml(t.targetLabel)}" hidden>
<input type="number" id="target" name="target" min="${MIN_TARGET}" max="${MAX_TARGET}" step="1" inputmode="numeric" required value="${target}" aria-describedby="target-hint dice-odds">
</div>
<small id="target-hint">${escapeHtml(t.targetHint(MIN_TARGET, MAX_TARGET))}</small>
</div>
<p class="wide odds" id="dice-odds">${escapeHtml(t.winChance)}: <strong id="win-chance">${escapeHtml(chanceText(target, lang))}</strong> · ${escapeHtml(t.multiplier)}: <strong id="multiplier">${escapeHtml(multiplierShown(target, lang))}</strong> · ${escapeHtml(t.winPays)}: <strong id="win-amount">${escapeHtml(money(winPayout(stake, target), currency, lang))}</strong></p>
<label for="stake">${escapeHtml(t.stake)}<select id="stake" name="stake">${stakes}</select></label>`;
}

function resultHtml({ lang }: ViewContext, outcome: DiceOutcome | null): string {
  const t = diceTextsFor(lang);
  if (!outcome) return `<div id="result" class="dice-result" role="group" aria-label="${escapeHtml(t.resultLabel)}"><p class="roll" aria-hidden="true">--.--</p><p>${escapeHtml(t.idle)}</p></div>`;
  const roll = rollText(outcome.roll, lang);
  const target = localDigits(String(outcome.target), lang);
  return `<div id="result" class="dice-result" role="group" aria-label="${escapeHtml(t.resultLabel)}">
<p class="roll${outcome.won ? ' win' : ''}" id="roll">${escapeHtml(roll)}</p>
<p>${escapeHtml(outcome.won ? t.won(roll, target) : t.lost(roll, target))}</p></div>`;
}

function rulesHtml({ lang, currency }: ViewContext, bet: StoredBet | null): string {
  const t = diceTextsFor(lang);
  const { stake, target } = presetOf(bet);
  const lowest = lowestDiceRtp();
  const examples = [2, 10, 25, 50, 75, 90, 98]
    .map((n) => `<tr><td>${localDigits(String(n), lang)}</td><td>${escapeHtml(chanceText(n, lang))}</td><td>${escapeHtml(multiplierShown(n, lang))}</td></tr>`)
    .join('');
  // The exact figure sits in its own element, so the script can keep it in step with the form.
  const [before = '', after = ''] = t.rtp('\u0000').split('\u0000');
  const rtpSentence = `${escapeHtml(before)}<strong id="dice-rtp">${escapeHtml(localDigits(exactPercent(diceRtp(stake, target)), lang))}</strong>${escapeHtml(after)}`;
  return `<details>
<summary>${escapeHtml(t.rulesTitle)}</summary>
<p id="rules">${escapeHtml(t.rules)}</p>
<p>${rtpSentence}</p>
<p>${escapeHtml(t.rtpLowest(localDigits(exactPercent(lowest), lang), money(lowest.stake, currency, lang), localDigits(String(lowest.target), lang)))}</p>
<h2>${escapeHtml(t.examplesTitle)}</h2>
<table><thead><tr>${t.examplesHeader.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${examples}</tbody></table>
</details>`;
}

/**
 * Keeps the slider and the number field together and the chance, multiplier, win amount and exact
 * RTP in step with the form (the same formulas as the server: ⌊stake × 99 / target⌋, and
 * RTP % = target × payout / stake, at most 4 decimals for the offered stakes).
 */
function diceScript({ lang, currency }: ViewContext): string {
  const digits = lang === 'bn' ? '০১২৩৪৫৬৭৮৯' : '';
  const symbol = currency === 'BDT' ? '৳' : `${currency} `;
  return `(function(){
var n=document.getElementById('target'),r=document.getElementById('target-range'),s=document.getElementById('stake');
if(!n||!r||!s)return;
r.hidden=false;
var D=${JSON.stringify(digits)},SYM=${JSON.stringify(symbol)};
function loc(x){x=String(x);return D?x.replace(/[0-9]/g,function(d){return D.charAt(Number(d));}):x;}
function money(m){return loc(SYM+Math.floor(m/100).toString().replace(/\\B(?=(\\d{3})+(?!\\d))/g,',')+'.'+String(m%100).padStart(2,'0'));}
function set(id,text){var e=document.getElementById(id);if(e)e.textContent=text;}
function show(){
var t=Number(n.value),k=Number(s.value);
if(!(t>=${MIN_TARGET}&&t<=${MAX_TARGET}&&Math.floor(t)===t))return;
r.value=String(t);
var pay=Math.floor(k*${RETURN_PERCENT}/t);
set('win-chance',loc(t+'%'));
set('multiplier',loc('×'+Number((${RETURN_PERCENT}/t).toFixed(4))));
set('win-amount',money(pay));
set('dice-rtp',loc((t*pay/k).toFixed(4).replace(/0{1,2}$/,'')+'%'));
}
r.addEventListener('input',function(){n.value=r.value;show();});
n.addEventListener('input',show);
s.addEventListener('change',show);
show();
})();`;
}

/** "Lucky Dice" on the common pages: target and stake, the roll, the rules with the exact RTP. */
export const diceView = outcomeView<DiceOutcome>({
  code: DICE_GAME_CODE,
  texts(lang) {
    const t = diceTextsFor(lang);
    return { title: t.title, play: t.roll, playing: t.rolling, invalidBet: t.invalidBet(MIN_TARGET, MAX_TARGET) };
  },
  betFieldsHtml,
  resultHtml,
  historyText: ({ lang }, outcome, { nonce, stake, payout }) => diceTextsFor(lang).historyRow(nonce, rollText(outcome.roll, lang), String(outcome.target), stake, payout),
  rulesHtml,
  verifyDetailsHtml: ({ lang }, outcome) => {
    const t = diceTextsFor(lang);
    return `<p>${escapeHtml(t.rollLabel)}: <span id="roll-value">${escapeHtml(rollText(outcome.roll, lang))}</span> (${localDigits(String(outcome.roll), lang)} / ${localDigits('10000', lang)}) · ${escapeHtml(t.targetLabel)}: ${localDigits(String(outcome.target), lang)}</p>`;
  },
  roundJson: (outcome) => ({ roll: outcome.roll, target: outcome.target, won: outcome.won }),
  script: diceScript,
});
