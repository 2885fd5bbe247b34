import type { Language } from '../../sessions/session-repo';
import { localDigits } from '../page-texts';

/** Lucky Dice's own words (the page's common ones are in page-texts.ts). Values come in already formatted. */
export interface DiceTexts {
  title: string;
  roll: string;
  rolling: string;
  target: string;
  /** The number field's hint: the range it takes. */
  targetHint: (min: number, max: number) => string;
  stake: string;
  winChance: string;
  multiplier: string;
  winPays: string;
  resultLabel: string;
  idle: string;
  won: (roll: string, target: string) => string;
  lost: (roll: string, target: string) => string;
  historyRow: (nonce: number, roll: string, target: string, stake: string, payout: string) => string;
  invalidBet: (min: number, max: number) => string;
  rulesTitle: string;
  rules: string;
  /** `forBet` is the exact RTP of the stake and target in the form (the script keeps it current). */
  rtp: (forBet: string) => string;
  rtpLowest: (lowest: string, stake: string, target: string) => string;
  examplesTitle: string;
  examplesHeader: [string, string, string];
  targetLabel: string;
  rollLabel: string;
}

const BN: DiceTexts = {
  title: 'লাকি ডাইস',
  roll: 'রোল করুন',
  rolling: 'রোল হচ্ছে…',
  target: 'লক্ষ্য: এর নিচে রোল হলে জয়',
  targetHint: (min, max) => `${min} থেকে ${max}`,
  stake: 'বাজি',
  winChance: 'জেতার সম্ভাবনা',
  multiplier: 'গুণক',
  winPays: 'জিতলে পাবেন',
  resultLabel: 'রোলের ফলাফল',
  idle: 'লক্ষ্য ও বাজি বেছে রোল করুন।',
  won: (roll, target) => `রোল ${roll}, লক্ষ্য ${target}-এর নিচে — জয়!`,
  lost: (roll, target) => `রোল ${roll}, লক্ষ্য ${target}-এর নিচে নয় — এবার হার।`,
  historyRow: (nonce, roll, target, stake, payout) => `ননস ${nonce}: রোল ${roll} (লক্ষ্য ${target}-এর নিচে), বাজি ${stake}, পেয়েছেন ${payout}`,
  invalidBet: (min, max) => `${min} থেকে ${max}-এর মধ্যে একটি পূর্ণ সংখ্যা লক্ষ্য এবং দেওয়া বাজিগুলোর একটি বেছে নিন।`,
  rulesTitle: 'নিয়ম ও RTP',
  rules:
    'একটি লক্ষ্য (২ থেকে ৯৮) ও বাজি বেছে নিন। রোল ০০.০০ থেকে ৯৯.৯৯-এর মধ্যে একটি সংখ্যা; ১০,০০০টি মানের প্রতিটির সম্ভাবনা সমান। রোল লক্ষ্যের নিচে হলে জয়, তাই জেতার সম্ভাবনা লক্ষ্যের সমান শতাংশ। জিতলে পাবেন বাজি × ৯৯ ÷ লক্ষ্য, পয়সায় নিচের দিকে রাউন্ড করা (বাজিসহ)।',
  rtp: (forBet) => `প্লেয়ারের কাছে ফেরত (RTP) রাউন্ডিংয়ের আগে ৯৯%। পয়সায় রাউন্ডিং ধরে নির্ভুল হিসাবে, ওপরে বেছে নেওয়া বাজি ও লক্ষ্যে: ${forBet}।`,
  rtpLowest: (lowest, stake, target) => `সব বাজি ও লক্ষ্যের মধ্যে সবচেয়ে কম: ${lowest} (${stake} বাজি, লক্ষ্য ${target})।`,
  examplesTitle: 'উদাহরণ',
  examplesHeader: ['লক্ষ্য', 'জেতার সম্ভাবনা', 'গুণক'],
  targetLabel: 'লক্ষ্য',
  rollLabel: 'রোল',
};

const EN: DiceTexts = {
  title: 'Lucky Dice',
  roll: 'Roll',
  rolling: 'Rolling…',
  target: 'Target: win when the roll is under',
  targetHint: (min, max) => `${min} to ${max}`,
  stake: 'Stake',
  winChance: 'Win chance',
  multiplier: 'Multiplier',
  winPays: 'A win pays',
  resultLabel: 'Roll result',
  idle: 'Pick a target and a stake, then roll.',
  won: (roll, target) => `Rolled ${roll}, under ${target} — you win!`,
  lost: (roll, target) => `Rolled ${roll}, not under ${target} — no win this time.`,
  historyRow: (nonce, roll, target, stake, payout) => `Nonce ${nonce}: rolled ${roll} (under ${target}), stake ${stake}, paid ${payout}`,
  invalidBet: (min, max) => `Pick a whole-number target from ${min} to ${max} and one of the offered stakes.`,
  rulesTitle: 'Rules and RTP',
  rules:
    'Pick a target (2 to 98) and a stake. The roll is a number from 00.00 to 99.99, each of its 10,000 values equally likely. You win when the roll is under the target, so your win chance is the target in percent. A win pays stake × 99 ÷ target, rounded down to the paisa (your stake included).',
  rtp: (forBet) => `The return to player (RTP) is 99% before rounding. Exactly, with the paisa rounded down, for the stake and target chosen above: ${forBet}.`,
  rtpLowest: (lowest, stake, target) => `The lowest over every stake and target: ${lowest} (a stake of ${stake} under ${target}).`,
  examplesTitle: 'Examples',
  examplesHeader: ['Target', 'Win chance', 'Multiplier'],
  targetLabel: 'Target',
  rollLabel: 'Roll',
};

/** The dice's words in one language; numbers inside them follow the language's digits. */
export function diceTextsFor(lang: Language): DiceTexts {
  if (lang === 'en') return EN;
  const d = (text: string) => localDigits(text, lang);
  return {
    ...BN,
    targetHint: (min, max) => d(BN.targetHint(min, max)),
    historyRow: (...args) => d(BN.historyRow(...args)),
    invalidBet: (min, max) => d(BN.invalidBet(min, max)),
  };
}
