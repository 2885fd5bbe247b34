import { money } from '../pages/page-texts';
import type { Language } from '../sessions/session-repo';

/** Every answer of the table API that a player may read, in Bengali (default) and English. */
export type TableMessage =
  | 'accepted'
  | 'closed'
  | 'invalidBet'
  | 'tooManyBets'
  | 'insufficient'
  | 'sessionExpired'
  | 'unknownSession'
  | 'failed'
  | 'unknownGame'
  | 'roundNotFound';

const TEXTS: Record<Language, Record<TableMessage, (amount: string) => string>> = {
  bn: {
    accepted: (amount) => `বাজি নেওয়া হয়েছে: ${amount}।`,
    closed: () => 'এই রাউন্ডের বাজি বন্ধ হয়ে গেছে। পরের রাউন্ডে বাজি ধরুন।',
    invalidBet: () => 'এই বাজিটি টেবিলে নেই: প্লেয়ার, ব্যাংকার বা টাই বেছে নিন, ৳১০ থেকে ৳১০,০০০ পর্যন্ত পূর্ণ টাকায়।',
    tooManyBets: () => 'এই রাউন্ডে আর বাজি ধরা যাবে না।',
    insufficient: (amount) => `যথেষ্ট টাকা নেই (ব্যালেন্স ${amount})।`,
    sessionExpired: () => 'আপনার সেশন শেষ হয়ে গেছে। সাইট থেকে গেমটি আবার খুলুন।',
    unknownSession: () => 'এই গেম সেশনটি পাওয়া যায়নি। সাইট থেকে গেমটি আবার খুলুন।',
    failed: () => 'বাজিটি নিশ্চিত করা যায়নি; কোনো টাকা আটকে থাকবে না। আবার চেষ্টা করুন।',
    unknownGame: () => 'এই টেবিলটি নেই।',
    roundNotFound: () => 'এই রাউন্ডটি পাওয়া যায়নি।',
  },
  en: {
    accepted: (amount) => `Bet accepted: ${amount}.`,
    closed: () => 'Betting on this round has closed. Bet on the next round.',
    invalidBet: () => 'That bet is not offered: choose player, banker or tie, ৳10 to ৳10,000 in whole taka.',
    tooManyBets: () => 'No more bets can be placed on this round.',
    insufficient: (amount) => `Not enough money (balance ${amount}).`,
    sessionExpired: () => 'Your session has ended. Open the game again from the site.',
    unknownSession: () => 'This game session was not found. Open the game again from the site.',
    failed: () => 'The bet could not be confirmed; no money stays held. Please try again.',
    unknownGame: () => 'There is no such table.',
    roundNotFound: () => 'That round was not found.',
  },
};

/** The refusal of a bad bet where the table is not baccarat's: its sides are its own. */
const INVALID_BET: Record<string, Record<Language, string>> = {
  'house-cockfight': {
    bn: 'এই বাজিটি এরিনায় নেই: মেরন, ওয়ালা বা ড্র বেছে নিন, ৳১০ থেকে ৳১০,০০০ পর্যন্ত পূর্ণ টাকায়।',
    en: 'That bet is not offered: choose Meron, Wala or Draw, ৳10 to ৳10,000 in whole taka.',
  },
};

/** A message in the language, with the amount (minor units) formatted for it when there is one. */
export function tableMessage(lang: Language, message: TableMessage, amount: number | null = null, currency = 'BDT', gameCode = ''): string {
  if (message === 'invalidBet' && INVALID_BET[gameCode]) return INVALID_BET[gameCode][lang];
  return TEXTS[lang][message](amount === null ? '' : money(amount, currency, lang));
}
