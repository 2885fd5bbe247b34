import { CHECK_MARK, CROSS_MARK } from '../art/marks';
import type { StoredBet } from '../../games/house-game';
import type { FishOutcome, FishShot } from '../../games/fish/fish-engine';
import { catchThreshold, CATCH_DENOMINATOR, FISH_GAME_CODE, FISH_KINDS, FISH_STAKES, FISH_TARGETS, NET_SIZE, NET_TARGET, SCHOOL_TARGET, type FishTarget } from '../../games/fish/fish-rules';
import { type ExactFraction, formatFishRtp, targetRtp } from '../../games/fish/fish-rtp';
import { FISH_TEXTS } from '../../games/fish/fish-texts';
import type { Language } from '../../sessions/session-repo';
import { outcomeView, type ViewContext } from '../game-view';
import { escapeHtml } from '../html';
import { localDigits, money } from '../page-texts';
import { fishViewTextsFor } from './fish-view-texts';

const DEFAULT_STAKE = FISH_STAKES[2]!;
const DEFAULT_TARGET: FishTarget = SCHOOL_TARGET;

const isTarget = (raw: unknown): raw is FishTarget => typeof raw === 'string' && (FISH_TARGETS as readonly string[]).includes(raw);

/** The bet to preset: the last one when it is a valid shot, else the defaults. */
function presetOf(bet: StoredBet | null): { stake: number; fish: FishTarget } {
  return bet !== null && FISH_STAKES.includes(bet.stake) && isTarget(bet.fish) ? { stake: bet.stake, fish: bet.fish } : { stake: DEFAULT_STAKE, fish: DEFAULT_TARGET };
}

/** "48.00%": a catch chance out of 10,000, in the language's digits. */
const chanceText = (catchBelow: number, lang: Language) => localDigits(`${((catchBelow / CATCH_DENOMINATOR) * 100).toFixed(2)}%`, lang);

function targetHint(target: FishTarget, lang: Language): string {
  const t = fishViewTextsFor(lang);
  if (target === SCHOOL_TARGET) return t.schoolHint;
  if (target === NET_TARGET) return t.netHint(NET_SIZE);
  return t.fishHint(chanceText(catchThreshold(FISH_KINDS.find((kind) => kind.id === target)!.multiplier), lang));
}

/**
 * The target is a native radio group in a fieldset: it posts without script, arrow keys move
 * through it, and each option's label says what it pays and how often it is caught.
 */
function betFieldsHtml({ lang, currency }: ViewContext, bet: StoredBet | null): string {
  const words = FISH_TEXTS[lang];
  const { stake, fish } = presetOf(bet);
  const options = FISH_TARGETS.map((target) => {
    const id = `fish-${target}`;
    return `<label for="${id}" class="fish-option"><input type="radio" id="${id}" name="fish" value="${target}"${target === fish ? ' checked' : ''} required><span>${escapeHtml(words.target(target))} <small>${escapeHtml(targetHint(target, lang))}</small></span></label>`;
  }).join('\n');
  const stakes = FISH_STAKES.map((value) => `<option value="${value}"${value === stake ? ' selected' : ''}>${escapeHtml(money(value, currency, lang))}</option>`).join('');
  return `<fieldset class="wide fish-targets">
<legend>${escapeHtml(words.aimLabel)}</legend>
${options}
</fieldset>
<label for="stake">${escapeHtml(words.stakeLabel)}<select id="stake" name="stake">${stakes}</select></label>`;
}

function shotText(shot: FishShot, lang: Language, currency: string): string {
  const words = FISH_TEXTS[lang];
  const name = words.fish[shot.fish];
  return shot.caught ? words.caught(name, shot.multiplier, money(shot.payout, currency, lang)) : words.missed(name);
}

/** The idle river, drawn in text (no emoji font needed on old phones). */
const RIVER = '≈ ><> ≈ ><(((º> ≈ ><> ≈';

/** The shot: one line per fish it went for (a net: four), caught or escaped, with what each paid. */
function resultHtml({ lang, currency }: ViewContext, outcome: FishOutcome | null): string {
  const t = fishViewTextsFor(lang);
  const open = `<div id="result" class="fish-result" role="group" aria-label="${escapeHtml(t.resultLabel)}">`;
  if (!outcome) return `${open}<p class="river" aria-hidden="true">${escapeHtml(RIVER)}</p><p>${escapeHtml(FISH_TEXTS[lang].tagline)}</p><p>${escapeHtml(t.idle)}</p></div>`;
  const isNet = outcome.target === NET_TARGET;
  const shots = outcome.shots
    .map((shot) => `<li class="shot ${shot.caught ? 'caught' : 'escaped'}"><span class="shot-mark" aria-hidden="true">${shot.caught ? CHECK_MARK : CROSS_MARK}</span> ${escapeHtml(shotText(shot, lang, currency))}</li>`)
    .join('');
  const net = isNet
    ? `<p>${escapeHtml(t.netShare(money(outcome.stakePerFish, currency, lang)))}</p>`
    : '';
  const summary = isNet ? `<p class="fish-summary"><strong>${escapeHtml(FISH_TEXTS[lang].netSummary(outcome.caughtCount, money(outcome.payout, currency, lang)))}</strong></p>` : '';
  return `${open}<p class="fish-aim">${escapeHtml(FISH_TEXTS[lang].target(outcome.target))}</p>${net}<ul class="shots">${shots}</ul>${summary}</div>`;
}

/** Every target's exact return, computed once from the rules (the net by full enumeration). */
const TARGET_RTPS: ReadonlyMap<FishTarget, ExactFraction> = new Map(FISH_TARGETS.map((target) => [target, targetRtp(target)]));
const fractionText = (rtp: ExactFraction) => `${rtp.numerator}/${rtp.denominator}`;

function rulesHtml({ lang }: ViewContext): string {
  const words = FISH_TEXTS[lang];
  const t = fishViewTextsFor(lang);
  const row = (cells: readonly string[]) => `<tr><th scope="row">${escapeHtml(cells[0])}</th>${cells.slice(1).map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
  const rtpOf = (target: FishTarget) => localDigits(formatFishRtp(TARGET_RTPS.get(target)!), lang);
  const rows = [
    ...words.fishTableRows.map(row),
    row([words.target(SCHOOL_TARGET), t.schoolPays, t.schoolChance, rtpOf(SCHOOL_TARGET)]),
    row([words.target(NET_TARGET), t.netPays, t.netChance, rtpOf(NET_TARGET)]),
  ].join('');
  // One sentence for the exact figure when every target returns the same (the rules' design: 24/25).
  const fractions = new Set([...TARGET_RTPS.values()].map(fractionText));
  const first = TARGET_RTPS.get(SCHOOL_TARGET)!;
  const exact = fractions.size === 1 ? `<p id="fish-rtp"><strong>${escapeHtml(t.exactRtp(localDigits(fractionText(first), lang), localDigits(formatFishRtp(first), lang)))}</strong></p>` : '';
  return `<details>
<summary>${escapeHtml(words.rulesTitle)}</summary>
<h2>${escapeHtml(words.howToPlayTitle)}</h2>
<ol>${words.howToPlay.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ol>
<ul id="rules">${words.rules.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
${exact}
<div class="table-scroll"><table><thead><tr>${words.fishTableHeader.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>
</details>`;
}

/** Each fish's draws as the verification replays them: the school number (school and net) and the catch number against its limit. */
function verifyDetailsHtml({ lang }: ViewContext, outcome: FishOutcome): string {
  const words = FISH_TEXTS[lang];
  const t = fishViewTextsFor(lang);
  const lines = outcome.shots.map((shot, i) => {
    const parts = [
      ...(outcome.shots.length > 1 ? [t.shotNumber(i + 1, outcome.shots.length)] : []),
      ...(shot.schoolRoll === null ? [] : [words.verifySchoolRoll(shot.schoolRoll, words.fish[shot.fish])]),
      words.verifyRoll(shot.roll, shot.catchBelow, shot.catchOutOf, shot.caught),
    ];
    return `<li class="verify-shot">${escapeHtml(parts.join(' · '))}</li>`;
  });
  return `<ol class="verify-shots" id="fish-draws">${lines.join('')}</ol>`;
}

/** "Golden River Hunt" on the common pages: cost and target, the shot's catches, the fish table with the exact RTP. */
export const fishView = outcomeView<FishOutcome>({
  code: FISH_GAME_CODE,
  texts(lang) {
    const words = FISH_TEXTS[lang];
    return { title: words.name, play: words.shoot, playing: words.shooting, invalidBet: fishViewTextsFor(lang).invalidBet };
  },
  betFieldsHtml,
  resultHtml,
  historyText: ({ lang }, outcome, { nonce, stake, payout }) =>
    fishViewTextsFor(lang).historyRow(nonce, FISH_TEXTS[lang].target(outcome.target), outcome.caughtCount, outcome.shots.length, stake, payout),
  rulesHtml,
  verifyDetailsHtml,
  roundJson(outcome) {
    return {
      target: outcome.target,
      caughtCount: outcome.caughtCount,
      shots: outcome.shots.map(({ fish, caught, roll, catchBelow, payout }) => ({ fish, caught, roll, catchBelow, payout })),
    };
  },
});
