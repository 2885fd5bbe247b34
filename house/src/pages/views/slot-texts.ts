import type { SymbolId } from '../../games/slot/slot-rules';
import type { Language } from '../../sessions/session-repo';
import { localDigits } from '../page-texts';

/** The slot's own words (the page's common ones are in page-texts.ts). */
export interface SlotTexts {
  title: string;
  stake: string;
  /** The play button, idle and while a spin runs. */
  spin: string;
  spinning: string;
  lineWin: (line: number, symbol: string, count: number, amount: string) => string;
  noLineWins: string;
  rulesTitle: string;
  rules: (rtp: string, lines: number) => string;
  paytableTitle: string;
  paytableHeader: [string, string, string, string];
  wildRule: string;
  paylinesTitle: string;
  paylineName: (line: number) => string;
  symbols: Record<SymbolId, string>;
  reelsLabel: string;
  stops: string;
}

const BN: SlotTexts = {
  title: 'রয়্যাল ফ্রুটস স্লট',
  stake: 'বাজি (প্রতি স্পিন)',
  spin: 'স্পিন',
  spinning: 'স্পিন হচ্ছে…',
  lineWin: (line, symbol, count, amount) => `লাইন ${line}: ${count}টি ${symbol} — ${amount}`,
  noLineWins: 'এই স্পিনে কোনো লাইনে জয় নেই।',
  rulesTitle: 'নিয়ম ও পে-টেবিল',
  rules: (rtp, lines) =>
    `৫টি রিল, ৩টি সারি, ${lines}টি পে-লাইন। বাজি সব লাইনে সমান ভাগ হয়। একই প্রতীক বাঁ দিকের প্রথম রিল থেকে পরপর ৩, ৪ বা ৫টি হলে লাইনটি জেতে; প্রতিটি লাইনে শুধু সবচেয়ে বড় জয়টি গোনা হয়। প্লেয়ারের কাছে ফেরত (RTP) রিল স্ট্রিপ থেকে নির্ভুলভাবে গণনা করা: ${rtp}।`,
  paytableTitle: 'পে-টেবিল (লাইন বাজির গুণ)',
  paytableHeader: ['প্রতীক', '৩টি', '৪টি', '৫টি'],
  wildRule: 'ওয়াইল্ড যেকোনো প্রতীকের বদলে বসে; শুধু ওয়াইল্ডের লাইনও জেতে।',
  paylinesTitle: 'পে-লাইন (প্রতি রিলে সারি: ১ উপরে, ৩ নিচে)',
  paylineName: (line) => `লাইন ${line}`,
  symbols: { WILD: 'ওয়াইল্ড', SEVEN: 'সাত', BAR: 'বার', BELL: 'ঘণ্টা', MELON: 'তরমুজ', GRAPE: 'আঙুর', LEMON: 'লেবু', CHERRY: 'চেরি' },
  reelsLabel: 'রিলের ফলাফল',
  stops: 'রিলের অবস্থান',
};

const EN: SlotTexts = {
  title: 'Royal Fruits slot',
  stake: 'Stake (per spin)',
  spin: 'Spin',
  spinning: 'Spinning…',
  lineWin: (line, symbol, count, amount) => `Line ${line}: ${count} × ${symbol} — ${amount}`,
  noLineWins: 'No line wins on this spin.',
  rulesTitle: 'Rules and paytable',
  rules: (rtp, lines) =>
    `5 reels, 3 rows, ${lines} paylines. The stake is shared evenly by the lines. A line wins with 3, 4 or 5 of the same symbol in a row from the leftmost reel; only the highest win on each line counts. The return to player (RTP), computed exactly from the reel strips: ${rtp}.`,
  paytableTitle: 'Paytable (multiples of the line bet)',
  paytableHeader: ['Symbol', '3', '4', '5'],
  wildRule: 'The wild stands in for any symbol; a line of wilds alone wins too.',
  paylinesTitle: 'Paylines (row on each reel: 1 top, 3 bottom)',
  paylineName: (line) => `Line ${line}`,
  symbols: { WILD: 'Wild', SEVEN: 'Seven', BAR: 'Bar', BELL: 'Bell', MELON: 'Melon', GRAPE: 'Grape', LEMON: 'Lemon', CHERRY: 'Cherry' },
  reelsLabel: 'Reels result',
  stops: 'Reel stops',
};

/** The slot's words in one language; numbers inside them follow the language's digits. */
export function slotTextsFor(lang: Language): SlotTexts {
  if (lang === 'en') return EN;
  return {
    ...BN,
    lineWin: (line, symbol, count, amount) => localDigits(BN.lineWin(line, symbol, count, amount), lang),
    rules: (rtp, lines) => localDigits(BN.rules(rtp, lines), lang),
    paylineName: (line) => localDigits(BN.paylineName(line), lang),
  };
}
