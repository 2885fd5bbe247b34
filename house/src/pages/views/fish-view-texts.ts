import type { Language } from '../../sessions/session-repo';
import { localDigits } from '../page-texts';

/**
 * The words the fish hunt's view needs beyond FISH_TEXTS (games/fish/fish-texts.ts, which says what
 * happened in a shot). Values come in already formatted (money, percentages, fish names).
 */
export interface FishViewTexts {
  resultLabel: string;
  idle: string;
  /** Under a fish's radio button: its chance of being caught. */
  fishHint: (chance: string) => string;
  schoolHint: string;
  netHint: (size: number) => string;
  /** A net's share of the stake on each fish. */
  netShare: (amount: string) => string;
  /** The verification list's line for one fish of the shot. */
  shotNumber: (index: number, of: number) => string;
  historyRow: (nonce: number, target: string, caught: number, shots: number, stake: string, payout: string) => string;
  invalidBet: string;
  /** The fish table's rows for the school and the net: pays, chance. */
  schoolPays: string;
  schoolChance: string;
  netPays: string;
  netChance: string;
  /** The exact return as a fraction and a percentage, the same for every target. */
  exactRtp: (fraction: string, percent: string) => string;
}

const BN: FishViewTexts = {
  resultLabel: 'গুলির ফলাফল',
  idle: 'গুলির দাম ও লক্ষ্য বেছে গুলি ছুড়ুন।',
  fishHint: (chance) => `ধরার সম্ভাবনা ${chance}`,
  schoolHint: 'ঝাঁকের যেকোনো একটি মাছ, ২× থেকে ১০০×',
  netHint: (size) => `${size}টি ছোট মাছ, দাম ভাগ হয়`,
  netShare: (amount) => `প্রতিটি মাছে ${amount}`,
  shotNumber: (index, of) => `মাছ ${index}/${of}`,
  historyRow: (nonce, target, caught, shots, stake, payout) => `ননস ${nonce}: ${target} — ${shots}টির মধ্যে ${caught}টি ধরা, বাজি ${stake}, পেয়েছেন ${payout}`,
  invalidBet: 'দেওয়া গুলির দামগুলোর একটি এবং একটি লক্ষ্য (মাছ, ঝাঁক বা জাল) বেছে নিন।',
  schoolPays: '২×–১০০×',
  schoolChance: 'মাছ অনুযায়ী',
  netPays: 'প্রতি মাছে ২×–৫×',
  netChance: 'প্রতি মাছ আলাদা',
  exactRtp: (fraction, percent) => `নির্ভুল হিসাবে প্রতিটি লক্ষ্যের ফেরত (RTP) ${fraction} = ${percent}, রাউন্ডিং ছাড়া (সব পরিমাণ পুরো পয়সা)।`,
};

const EN: FishViewTexts = {
  resultLabel: 'Shot result',
  idle: 'Choose a cost per shot and a target, then shoot.',
  fishHint: (chance) => `catch chance ${chance}`,
  schoolHint: 'whichever fish the shot meets, 2× to 100×',
  netHint: (size) => `${size} small fish share the cost`,
  netShare: (amount) => `${amount} on each fish`,
  shotNumber: (index, of) => `Fish ${index} of ${of}`,
  historyRow: (nonce, target, caught, shots, stake, payout) => `Nonce ${nonce}: ${target} — ${caught} of ${shots} caught, stake ${stake}, paid ${payout}`,
  invalidBet: 'Pick one of the offered costs per shot and a target (a fish, the school or the net).',
  schoolPays: '2×–100×',
  schoolChance: 'by fish',
  netPays: '2×–5× a fish',
  netChance: 'each fish alone',
  exactRtp: (fraction, percent) => `Exactly, every target returns ${fraction} = ${percent} of the cost, with no rounding (every amount is whole paisa).`,
};

/** The view's words in one language; numbers inside them follow the language's digits. */
export function fishViewTextsFor(lang: Language): FishViewTexts {
  if (lang === 'en') return EN;
  const d = (text: string) => localDigits(text, lang);
  return {
    ...BN,
    netHint: (size) => d(BN.netHint(size)),
    shotNumber: (index, of) => d(BN.shotNumber(index, of)),
    historyRow: (...args) => d(BN.historyRow(...args)),
    exactRtp: (fraction, percent) => d(BN.exactRtp(fraction, percent)),
  };
}
