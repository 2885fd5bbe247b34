import { CHECK_MARK } from '../art/marks';
import type { StoredBet } from '../../games/house-game';
import { DECK_SIZE, RANK_CODES, SUIT_CODES, type RankCode, type SuitCode } from '../../games/teen-patti/teen-patti-cards';
import { antePayout, type TeenPattiOutcome, type TeenPattiSeat, type TeenPattiWinner } from '../../games/teen-patti/teen-patti-engine';
import { TEEN_PATTI_GAME_CODE, TEEN_PATTI_STAKES } from '../../games/teen-patti/teen-patti-rules';
import { TEEN_PATTI_TEXTS } from '../../games/teen-patti/teen-patti-texts';
import type { Language } from '../../sessions/session-repo';
import { outcomeView, type ViewContext } from '../game-view';
import { escapeHtml } from '../html';
import { money } from '../page-texts';
import { teenPattiViewTextsFor } from './teen-patti-view-texts';

const DEFAULT_STAKE = TEEN_PATTI_STAKES[0]!;
const RED_SUITS: readonly SuitCode[] = ['H', 'D'];
const WINNERS: readonly TeenPattiWinner[] = ['player', 'tie', 'dealer'];

const presetStake = (bet: StoredBet | null): number => (bet !== null && TEEN_PATTI_STAKES.includes(bet.stake) ? bet.stake : DEFAULT_STAKE);

function betFieldsHtml({ lang, currency }: ViewContext, bet: StoredBet | null): string {
  const stake = presetStake(bet);
  const stakes = TEEN_PATTI_STAKES.map((value) => `<option value="${value}"${value === stake ? ' selected' : ''}>${escapeHtml(money(value, currency, lang))}</option>`).join('');
  return `<label for="stake">${escapeHtml(TEEN_PATTI_TEXTS[lang].stakeLabel)}<select id="stake" name="stake">${stakes}</select></label>`;
}

/**
 * A card as text: rank and suit symbol, red for hearts and diamonds, and the suit's letter too, so
 * the suit never rests on colour (or on telling ♥ from ♠ on a small screen). Its accessible name is
 * the card in words ("Ace of Hearts").
 */
export function cardHtml(code: string, lang: Language): string {
  const rank = code[0] as RankCode;
  const suit = code[1] as SuitCode;
  if (code.length !== 2 || !RANK_CODES.includes(rank) || !SUIT_CODES.includes(suit)) return `<span class="card">${escapeHtml(code)}</span>`;
  const words = TEEN_PATTI_TEXTS[lang];
  const t = teenPattiViewTextsFor(lang);
  const name = t.cardName(words.rank[rank], words.suit[suit]);
  return `<span class="card${RED_SUITS.includes(suit) ? ' red' : ''}" role="img" aria-label="${escapeHtml(name)}">${escapeHtml(words.cardLabel(code))}<small>${escapeHtml(t.suitLetter[suit])}</small></span>`;
}

function seatHtml(lang: Language, who: 'player' | 'dealer', seat: TeenPattiSeat | null, better: boolean): string {
  const seatName = who === 'player' ? TEEN_PATTI_TEXTS[lang].you : TEEN_PATTI_TEXTS[lang].dealer;
  const t = teenPattiViewTextsFor(lang);
  const cards = seat ? seat.cards.map((code) => cardHtml(code, lang)).join('') : '<span class="card back">?</span>'.repeat(3);
  const name = seat ? `<p class="hand-name">${escapeHtml(TEEN_PATTI_TEXTS[lang].handName(seat.hand))}</p>` : '';
  return `<div class="tp-seat${better ? ' better' : ''}">
<p class="tp-seat-name"><strong>${escapeHtml(seatName)}</strong>${better ? ` · <span class="better-mark">${CHECK_MARK} ${escapeHtml(t.betterHand)}</span>` : ''}</p>
<p class="cards" role="group" aria-label="${escapeHtml(t.handLabel[who])}"${seat ? '' : ' aria-hidden="true"'}>${cards}</p>
${name}</div>`;
}

/** Both hands face up with their names, the better one marked in words, and what the ante returned. */
function resultHtml({ lang, currency }: ViewContext, outcome: TeenPattiOutcome | null): string {
  const t = teenPattiViewTextsFor(lang);
  const words = TEEN_PATTI_TEXTS[lang];
  const hands = `<div class="tp-hands">
${seatHtml(lang, 'player', outcome?.player ?? null, outcome?.winner === 'player')}
${seatHtml(lang, 'dealer', outcome?.dealer ?? null, outcome?.winner === 'dealer')}
</div>`;
  const said = outcome ? words.outcome[outcome.winner](money(outcome.payout, currency, lang)) : t.idle;
  return `<div id="result" class="tp-result${outcome ? ` ${outcome.winner}` : ''}" role="group" aria-label="${escapeHtml(t.resultLabel)}">
${hands}
<p class="tp-outcome">${outcome ? `<strong>${escapeHtml(said)}</strong>` : escapeHtml(said)}</p></div>`;
}

function rulesHtml({ lang, currency }: ViewContext, bet: StoredBet | null): string {
  const words = TEEN_PATTI_TEXTS[lang];
  const t = teenPattiViewTextsFor(lang);
  const stake = presetStake(bet);
  const ranking = words.ranking.map(({ name, example }) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(example)}</td></tr>`).join('');
  const returns = WINNERS.map((winner) => {
    const [result, returned] = t.returnsRows[winner];
    return `<tr><th scope="row">${escapeHtml(result)}</th><td>${escapeHtml(returned)}</td><td>${escapeHtml(money(antePayout(stake, winner), currency, lang))}</td></tr>`;
  }).join('');
  return `<details>
<summary>${escapeHtml(words.rulesTitle)}</summary>
<h2>${escapeHtml(words.howToPlayTitle)}</h2>
<ol>${words.howToPlay.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ol>
<ul id="rules">${words.rules.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<h2>${escapeHtml(words.rankingTitle)}</h2>
<table><thead><tr>${t.rankingHeader.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${ranking}</tbody></table>
<h2>${escapeHtml(t.returnsTitle)}</h2>
<table><thead><tr>${t.returnsHeader(money(stake, currency, lang)).map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${returns}</tbody></table>
</details>`;
}

/** The six shuffle draws, each with the card it brought to the top and whose it is (dealt alternately, the player first). */
function verifyDetailsHtml({ lang }: ViewContext, outcome: TeenPattiOutcome): string {
  const words = TEEN_PATTI_TEXTS[lang];
  const t = teenPattiViewTextsFor(lang);
  const lines = outcome.draws.map((draw, i) => {
    const player = i % 2 === 0;
    const card = (player ? outcome.player : outcome.dealer).cards[Math.floor(i / 2)]!;
    return `<li>${escapeHtml(t.drawLine(i + 1, draw, DECK_SIZE - i, words.cardLabel(card), player ? words.you : words.dealer))}</li>`;
  });
  return `<p id="tp-draws">${escapeHtml(words.verifyDraws(outcome.draws))}</p>
<ol class="verify-draws">${lines.join('')}</ol>`;
}

/** "Teen Patti Classic House" on the common pages: the ante, both hands, the ranking and returns with the exact RTP. */
export const teenPattiView = outcomeView<TeenPattiOutcome>({
  code: TEEN_PATTI_GAME_CODE,
  texts(lang) {
    const words = TEEN_PATTI_TEXTS[lang];
    return { title: words.name, play: words.deal, playing: words.dealing, invalidBet: teenPattiViewTextsFor(lang).invalidBet };
  },
  betFieldsHtml,
  resultHtml,
  historyText({ lang }, outcome, { nonce, stake, payout }) {
    const t = teenPattiViewTextsFor(lang);
    const hand = (seat: TeenPattiSeat) => `${seat.cards.map(TEEN_PATTI_TEXTS[lang].cardLabel).join(' ')} (${TEEN_PATTI_TEXTS[lang].handName(seat.hand)})`;
    return t.historyRow(nonce, hand(outcome.player), hand(outcome.dealer), t.historyOutcome[outcome.winner], stake, payout);
  },
  rulesHtml,
  verifyDetailsHtml,
  roundJson(outcome) {
    return { player: outcome.player.cards, dealer: outcome.dealer.cards, playerHand: outcome.player.hand.category, dealerHand: outcome.dealer.hand.category, winner: outcome.winner };
  },
});
