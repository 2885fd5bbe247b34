import type { SuitCode } from '../../games/teen-patti/teen-patti-cards';
import type { TeenPattiWinner } from '../../games/teen-patti/teen-patti-engine';
import type { Language } from '../../sessions/session-repo';
import { localDigits } from '../page-texts';

/**
 * The words Teen Patti's view needs beyond TEEN_PATTI_TEXTS (games/teen-patti/teen-patti-texts.ts,
 * which names cards and hands and says who won). Values come in already formatted.
 */
export interface TeenPattiViewTexts {
  resultLabel: string;
  idle: string;
  /** A card's accessible name, e.g. "Ace of Hearts". */
  cardName: (rank: string, suit: string) => string;
  /** Printed on every card beside its symbol, so the suit is never told by colour alone. */
  suitLetter: Record<SuitCode, string>;
  /** Beside the better hand's owner (said in words, not only by its frame). */
  betterHand: string;
  /** The accessible name of each hand's cards. */
  handLabel: Record<'player' | 'dealer', string>;
  historyRow: (nonce: number, player: string, dealer: string, outcome: string, stake: string, payout: string) => string;
  historyOutcome: Record<TeenPattiWinner, string>;
  invalidBet: string;
  rankingHeader: [string, string];
  returnsTitle: string;
  /** The returns table's header; the last column is for the ante chosen in the form. */
  returnsHeader: (ante: string) => [string, string, string];
  returnsRows: Record<TeenPattiWinner, [string, string]>;
  /** One line of the verification's deal: draw i (1–6) of nextInt(outOf), the card it brought up and whose it is. */
  drawLine: (index: number, draw: number, outOf: number, card: string, seat: string) => string;
}

const BN: TeenPattiViewTexts = {
  resultLabel: 'দানের ফলাফল',
  idle: 'অ্যান্টি বেছে "তাস দিন" চাপুন।',
  cardName: (rank, suit) => `${suit}ের ${rank}`,
  suitLetter: { S: 'ই', H: 'হ', D: 'রু', C: 'চি' },
  betterHand: 'ভালো হাত',
  handLabel: { player: 'আপনার তাস', dealer: 'ডিলারের তাস' },
  historyRow: (nonce, player, dealer, outcome, stake, payout) => `ননস ${nonce}: আপনি ${player}, ডিলার ${dealer} — ${outcome}; বাজি ${stake}, পেয়েছেন ${payout}`,
  historyOutcome: { player: 'আপনি জিতেছেন', tie: 'টাই', dealer: 'ডিলার জিতেছে' },
  invalidBet: 'দেওয়া অ্যান্টিগুলোর একটি বেছে নিন।',
  rankingHeader: ['হাত', 'উদাহরণ'],
  returnsTitle: 'কী ফেরত পাবেন',
  returnsHeader: (ante) => ['ফল', 'ফেরত (বাজি সহ)', `${ante} অ্যান্টিতে`],
  returnsRows: {
    player: ['আপনার হাত ভালো', 'অ্যান্টির ১.৯৫ গুণ'],
    tie: ['টাই', 'অ্যান্টি ফেরত'],
    dealer: ['ডিলারের হাত ভালো', 'কিছু না'],
  },
  drawLine: (index, draw, outOf, card, seat) => `টান ${index}: ০–${outOf - 1}-এর মধ্যে ${draw} → ${card} (${seat})`,
};

const EN: TeenPattiViewTexts = {
  resultLabel: 'Deal result',
  idle: 'Choose your ante and press Deal.',
  cardName: (rank, suit) => `${rank} of ${suit}`,
  suitLetter: { S: 'S', H: 'H', D: 'D', C: 'C' },
  betterHand: 'better hand',
  handLabel: { player: 'Your cards', dealer: 'The dealer’s cards' },
  historyRow: (nonce, player, dealer, outcome, stake, payout) => `Nonce ${nonce}: you ${player}, dealer ${dealer} — ${outcome}; ante ${stake}, paid ${payout}`,
  historyOutcome: { player: 'you won', tie: 'tie', dealer: 'dealer won' },
  invalidBet: 'Pick one of the offered antes.',
  rankingHeader: ['Hand', 'Example'],
  returnsTitle: 'What you get back',
  returnsHeader: (ante) => ['Result', 'Returns (stake included)', `On a ${ante} ante`],
  returnsRows: {
    player: ['Your hand is better', '1.95× the ante'],
    tie: ['Tie', 'The ante back'],
    dealer: ['The dealer’s hand is better', 'Nothing'],
  },
  drawLine: (index, draw, outOf, card, seat) => `Draw ${index}: ${draw} of 0–${outOf - 1} → ${card} (${seat})`,
};

/** The view's words in one language; numbers inside them follow the language's digits. */
export function teenPattiViewTextsFor(lang: Language): TeenPattiViewTexts {
  if (lang === 'en') return EN;
  const d = (text: string) => localDigits(text, lang);
  return {
    ...BN,
    historyRow: (...args) => d(BN.historyRow(...args)),
    drawLine: (...args) => d(BN.drawLine(...args)),
  };
}
