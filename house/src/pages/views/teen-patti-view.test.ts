import { cards, DECK_SIZE } from '../../games/teen-patti/teen-patti-cards';
import { dealOutcome } from '../../games/teen-patti/teen-patti-engine';
import { scriptedDraws } from '../../testing/scripted-draws';
import type { ShownRound } from '../game-view';
import { teenPattiView } from './teen-patti-view';

/**
 * The round that deals exactly these six cards (in deal order: player, dealer, player…): the
 * Fisher–Yates draws that bring each to the top, fed to the real engine.
 */
function deal(stake: number, ...codes: string[]): ShownRound & { nonce: number } {
  const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);
  const draws = cards(...codes).map((card, i) => {
    const j = deck.indexOf(card);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    return j - i;
  });
  const outcome = dealOutcome(scriptedDraws(draws), stake);
  return { bet: { stake }, result: { ...outcome }, payout: outcome.payout, nonce: 3 };
}

const EN = { lang: 'en' as const, currency: 'BDT' };
const BN = { lang: 'bn' as const, currency: 'BDT' };

// The player's three aces against the dealer's pure sequence K-Q-J of clubs.
const ACES = deal(1000, 'AH', 'KC', 'AD', 'QC', 'AS', 'JC');
// K-8-3 high card each: suits never rank, so a tie.
const TIE = deal(2000, 'KS', 'KH', '8H', '8D', '3D', '3C');

const cardsOf = (html: string) => [...html.matchAll(/<span class="card( red)?" role="img" aria-label="([^"]+)">([^<]+)<small>([^<]+)<\/small><\/span>/g)].map((m) => [m[2], m[3], m[4], Boolean(m[1])]);

describe('the Teen Patti view', () => {
  it('draws both hands as text cards, red suits in red and every suit also by its letter, with the hands’ names and the winner', () => {
    expect(ACES.payout).toBe(1950);
    const html = teenPattiView.resultHtml(EN, ACES);
    expect(html.match(/id="result"/g)).toHaveLength(1);
    expect(cardsOf(html)).toEqual([
      ['Ace of Hearts', 'A♥', 'H', true],
      ['Ace of Diamonds', 'A♦', 'D', true],
      ['Ace of Spades', 'A♠', 'S', false],
      ['King of Clubs', 'K♣', 'C', false],
      ['Queen of Clubs', 'Q♣', 'C', false],
      ['Jack of Clubs', 'J♣', 'C', false],
    ]);
    expect(html).toContain('<p class="hand-name">Trail of Aces</p>');
    expect(html).toContain('<p class="hand-name">Pure sequence K-Q-J</p>');
    // The better hand is said in words beside its owner, not only shown by its frame.
    expect(html).toMatch(/<div class="tp-seat better">\s*<p class="tp-seat-name"><strong>You<\/strong> · <span class="better-mark"><svg class="mark"[^>]*aria-hidden="true"[^>]*>.*?<\/svg> better hand<\/span>/);
    expect(html.match(/better-mark/g)).toHaveLength(1);
    expect(html).toContain('<strong>Your hand wins — you get ৳19.50</strong>');
  });

  it('speaks Bengali: card names, suit letters, hand names and the outcome', () => {
    const html = teenPattiView.resultHtml(BN, ACES);
    expect(cardsOf(html)[0]).toEqual(['হরতনের টেক্কা', 'A♥', 'হ', true]);
    expect(cardsOf(html)[5]).toEqual(['চিড়িতনের গোলাম', 'J♣', 'চি', false]);
    expect(html).toContain('<p class="hand-name">টেক্কা-এর ট্রেল</p>');
    expect(html).toContain('আপনার হাত ভালো — আপনি পেলেন ৳১৯.৫০');
    expect(html).toContain('aria-label="আপনার তাস"');
  });

  it('returns the ante on a tie and marks neither hand', () => {
    expect(TIE.payout).toBe(2000);
    const html = teenPattiView.resultHtml(EN, TIE);
    expect(html).not.toContain('better-mark');
    expect(html).toContain('A tie — your ৳20.00 ante is returned');
    expect(html.match(/High card|high \(K-8-3\)/g)).toHaveLength(2);
  });

  it('shows face-down cards and a prompt before the first deal', () => {
    const html = teenPattiView.resultHtml(EN, null);
    expect(html.match(/class="card back"/g)).toHaveLength(6);
    expect(html).toContain('Choose your ante and press Deal.');
  });

  it('lists the six shuffle draws with the card each dealt and whose it is', () => {
    const details = teenPattiView.verifyDetailsHtml!(EN, TIE);
    const draws = (TIE.result.draws as number[]).join(', ');
    expect(details).toContain(`Shuffle draws: ${draws}`);
    expect(details.match(/<li>[^<]+<\/li>/g)).toEqual([
      `<li>Draw 1: ${(TIE.result.draws as number[])[0]} of 0–51 → K♠ (You)</li>`,
      `<li>Draw 2: ${(TIE.result.draws as number[])[1]} of 0–50 → K♥ (Dealer)</li>`,
      `<li>Draw 3: ${(TIE.result.draws as number[])[2]} of 0–49 → 8♥ (You)</li>`,
      `<li>Draw 4: ${(TIE.result.draws as number[])[3]} of 0–48 → 8♦ (Dealer)</li>`,
      `<li>Draw 5: ${(TIE.result.draws as number[])[4]} of 0–47 → 3♦ (You)</li>`,
      `<li>Draw 6: ${(TIE.result.draws as number[])[5]} of 0–46 → 3♣ (Dealer)</li>`,
    ]);
    expect(teenPattiView.verifyDetailsHtml!(BN, ACES)).toContain('টান ১: ');
  });

  it('writes a history row and the round’s JSON fields', () => {
    expect(teenPattiView.historyText!(EN, ACES)).toBe('Nonce 3: you A♥ A♦ A♠ (Trail of Aces), dealer K♣ Q♣ J♣ (Pure sequence K-Q-J) — you won; ante ৳10.00, paid ৳19.50');
    expect(teenPattiView.historyText!(BN, TIE)).toMatch(/^ননস ৩: আপনি K♠ ৮♥ ৩♦ \(.+\), ডিলার K♥ ৮♦ ৩♣ \(.+\) — টাই; বাজি ৳২০\.০০, পেয়েছেন ৳২০\.০০$/);
    expect(teenPattiView.roundJson!(ACES)).toEqual({ player: ['AH', 'AD', 'AS'], dealer: ['KC', 'QC', 'JC'], playerHand: 'trail', dealerHand: 'pureSequence', winner: 'player' });
  });

  it('prints the ranking, the returns for the ante in the form and the exact RTP', () => {
    const rules = teenPattiView.rulesHtml(EN, { stake: 50_000 });
    expect(rules).toContain('exactly 97.50% (9,543,327 / 9,787,750)');
    expect(rules.match(/<tr><th scope="row">(Trail|Pure sequence|Sequence|Colour|Pair|High card)<\/th>/g)).toHaveLength(6);
    expect(rules).toContain('<th scope="col">On a ৳500.00 ante</th>');
    expect(rules).toContain('<td>1.95× the ante</td><td>৳975.00</td>');
    expect(rules).toContain('<td>The ante back</td><td>৳500.00</td>');
    expect(teenPattiView.betFieldsHtml(EN, { stake: 50_000 })).toContain('<option value="50000" selected>');
    expect(teenPattiView.betFieldsHtml(EN, { stake: 1 })).toContain('<option value="1000" selected>');
  });
});
