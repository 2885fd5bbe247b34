import { localDigits } from '@khela/server-kit/pages';
import { GAME_PAGE_WORDS, type GamePageWords, type LaunchFailure, type RoundOutcomeKind } from '@khela/server-kit/vendor';
import type { Language } from '../sessions/session-repo';

/** The page's language: English when asked for, Bengali (the site's default) otherwise. */
export const pageLanguage = (raw: unknown): Language => (raw === 'en' ? 'en' : 'bn');

/** The kit's page text helpers (server-kit/pages): Bengali digits, and minor units as money (৳1,000.00). */
export { localDigits, moneyText as money } from '@khela/server-kit/pages';

/** Why a page cannot be shown (the kit's launch failures, and a round the verification page cannot find); each has its HTTP status in the routes. */
export type ErrorReason = LaunchFailure | 'roundNotFound';

/** What a round request came to, as the page's status line says it (the kit's outcomes, and a credit still on its way). */
export type NoticeKind = RoundOutcomeKind | 'pending';

export interface Texts extends Omit<GamePageWords, 'errors'> {
  funLabel: string;
  balance: string;
  funBalance: string;
  notice: Record<NoticeKind, (amount: string) => string>;
  fairTitle: string;
  fairIntro: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: string;
  saveClientSeed: string;
  rotate: string;
  rotateHint: string;
  revealedTitle: string;
  serverSeed: string;
  roundsPlayed: string;
  invalidClientSeed: string;
  historyTitle: string;
  noHistory: string;
  historyRow: (nonce: number, stake: string, payout: string) => string;
  verifyLink: string;
  errors: Record<ErrorReason, string>;
  verifyTitle: string;
  verifyIntro: string;
  nonce: string;
  stakeLabel: string;
  /** The verification page's choice of game. */
  verifyGame: string;
  verifyButton: string;
  verifyResult: string;
  payout: string;
  hashOfSeed: string;
  matchesRecord: string;
  differsFromRecord: string;
  notRevealed: string;
  roundId: string;
  roundLookup: string;
  invalidVerify: string;
  state: Record<'created' | 'debited' | 'settled' | 'rolled_back' | 'refused', string>;
}

const BN: Texts = {
  ...GAME_PAGE_WORDS.bn,
  funLabel: 'ফ্রি প্লে — ডেমো টাকা, আসল টাকা নয়',
  balance: 'ব্যালেন্স',
  funBalance: 'ডেমো ব্যালেন্স',
  notice: {
    won: (amount) => `আপনি জিতেছেন ${amount}!`,
    lost: () => 'এবার জয় হয়নি। আবার চেষ্টা করুন।',
    pending: (amount) => `ফলাফল নিশ্চিত: ${amount}। Khela ওয়ালেটে টাকা জমা হচ্ছে, একটু পরে ব্যালেন্সে দেখা যাবে।`,
    cancelled: () => 'রাউন্ডটি বাতিল হয়েছে; বাজির টাকা ফেরত দেওয়া হয়েছে।',
    insufficient: (amount) => `যথেষ্ট টাকা নেই (ব্যালেন্স ${amount})।`,
    sessionExpired: () => 'খেলার সেশন শেষ হয়ে গেছে। Khela-তে ফিরে গিয়ে গেমটি আবার খুলুন।',
    failed: () => 'বাজি নিশ্চিত করা যায়নি; কোনো টাকা কাটা হলে তা ফেরত যাবে। একটু পরে আবার চেষ্টা করুন।',
    busy: () => 'আগের রাউন্ড এখনো চলছে।',
    invalidStake: () => 'এই বাজির পরিমাণটি নেওয়া হয় না।',
  },
  fairTitle: 'প্রমাণযোগ্য ন্যায্যতা',
  fairIntro: 'প্রতিটি ফলাফল আসে HMAC-SHA256(সার্ভার সিড, "ক্লায়েন্ট সিড:ননস:কার্সর") থেকে। খেলার আগে সার্ভার সিডের হ্যাশ দেখানো হয়; সিড বদলালে আগের সিড প্রকাশ পায় এবং যেকোনো রাউন্ড যাচাই করা যায়।',
  serverSeedHash: 'সার্ভার সিডের হ্যাশ (SHA-256)',
  clientSeed: 'ক্লায়েন্ট সিড',
  nextNonce: 'পরের ননস',
  saveClientSeed: 'ক্লায়েন্ট সিড রাখুন',
  rotate: 'সার্ভার সিড বদলান ও প্রকাশ করুন',
  rotateHint: 'বদলালে বর্তমান সার্ভার সিড প্রকাশ পাবে এবং নতুন সিড শুরু হবে।',
  revealedTitle: 'প্রকাশিত আগের সিড',
  serverSeed: 'সার্ভার সিড',
  roundsPlayed: 'এই সিডে খেলা রাউন্ড',
  invalidClientSeed: 'ক্লায়েন্ট সিড ১ থেকে ৬৪টি ইংরেজি অক্ষর, সংখ্যা বা চিহ্ন হতে হবে।',
  historyTitle: 'শেষ রাউন্ডগুলো',
  noHistory: 'এখনো কোনো রাউন্ড খেলা হয়নি।',
  historyRow: (nonce, stake, payout) => `ননস ${nonce}: বাজি ${stake}, পেয়েছেন ${payout}`,
  verifyLink: 'যাচাই করুন',
  errors: {
    ...GAME_PAGE_WORDS.bn.errors,
    roundNotFound: 'এই রাউন্ডটি পাওয়া যায়নি।',
  },
  verifyTitle: 'রাউন্ড যাচাই',
  verifyIntro: 'প্রকাশিত সার্ভার সিড, ক্লায়েন্ট সিড ও ননস দিন, অথবা রাউন্ড আইডি দিন: ফলাফল আবার গণনা করা হবে।',
  nonce: 'ননস',
  stakeLabel: 'বাজি',
  verifyGame: 'গেম',
  verifyButton: 'যাচাই করুন',
  verifyResult: 'গণনা করা ফলাফল',
  payout: 'প্রাপ্তি',
  hashOfSeed: 'এই সার্ভার সিডের হ্যাশ',
  matchesRecord: 'গণনা করা ফলাফল রেকর্ড করা ফলাফলের সাথে মিলেছে।',
  differsFromRecord: 'গণনা করা ফলাফল রেকর্ডের সাথে মেলেনি!',
  notRevealed: 'এই রাউন্ডের সার্ভার সিড এখনো প্রকাশ হয়নি। গেমে সিড বদলালে যাচাই করা যাবে।',
  roundId: 'রাউন্ড আইডি',
  roundLookup: 'রাউন্ড খুঁজুন',
  invalidVerify: 'সার্ভার সিড, ক্লায়েন্ট সিড, ননস (০ বা বেশি) ও গেমটির নেওয়া একটি বাজি লাগবে।',
  state: { created: 'শুরু হয়েছে', debited: 'টাকা জমা বাকি', settled: 'নিষ্পন্ন', rolled_back: 'বাতিল (টাকা ফেরত)', refused: 'বাজি গৃহীত হয়নি' },
};

const EN: Texts = {
  ...GAME_PAGE_WORDS.en,
  funLabel: 'Free play — fun money, not real money',
  balance: 'Balance',
  funBalance: 'Fun balance',
  notice: {
    won: (amount) => `You won ${amount}!`,
    lost: () => 'No win this time. Try again.',
    pending: (amount) => `Result confirmed: ${amount}. The payment to your Khela wallet is on its way and will show in your balance shortly.`,
    cancelled: () => 'The round was cancelled; your stake was returned.',
    insufficient: (amount) => `Not enough money (balance ${amount}).`,
    sessionExpired: () => 'Your game session has ended. Go back to Khela and open the game again.',
    failed: () => 'The stake could not be confirmed; anything taken will be returned. Please try again shortly.',
    busy: () => 'The previous round is still running.',
    invalidStake: () => 'That stake is not offered.',
  },
  fairTitle: 'Provably fair',
  fairIntro: 'Every result comes from HMAC-SHA256(server seed, "client seed:nonce:cursor"). The server seed’s hash is shown before you play; rotating the seed reveals the old one, and any round can be verified.',
  serverSeedHash: 'Server seed hash (SHA-256)',
  clientSeed: 'Client seed',
  nextNonce: 'Next nonce',
  saveClientSeed: 'Save client seed',
  rotate: 'Rotate and reveal server seed',
  rotateHint: 'Rotating reveals the current server seed and starts a new one.',
  revealedTitle: 'Previous seed, revealed',
  serverSeed: 'Server seed',
  roundsPlayed: 'Rounds played on this seed',
  invalidClientSeed: 'The client seed must be 1 to 64 Latin letters, digits or symbols.',
  historyTitle: 'Latest rounds',
  noHistory: 'No rounds played yet.',
  historyRow: (nonce, stake, payout) => `Nonce ${nonce}: stake ${stake}, paid ${payout}`,
  verifyLink: 'Verify',
  errors: {
    ...GAME_PAGE_WORDS.en.errors,
    roundNotFound: 'This round was not found.',
  },
  verifyTitle: 'Verify a round',
  verifyIntro: 'Enter a revealed server seed, the client seed and the nonce, or a round id: the result is computed again.',
  nonce: 'Nonce',
  stakeLabel: 'Stake',
  verifyGame: 'Game',
  verifyButton: 'Verify',
  verifyResult: 'Computed result',
  payout: 'Payout',
  hashOfSeed: 'Hash of this server seed',
  matchesRecord: 'The computed result matches the recorded one.',
  differsFromRecord: 'The computed result does NOT match the record!',
  notRevealed: 'This round’s server seed has not been revealed yet. Rotate the seed in the game to verify it.',
  roundId: 'Round id',
  roundLookup: 'Find round',
  invalidVerify: 'A server seed, a client seed, a nonce (0 or more) and a bet the game offers are needed.',
  state: { created: 'started', debited: 'payment pending', settled: 'settled', rolled_back: 'cancelled (stake returned)', refused: 'stake refused' },
};

const TEXTS: Record<Language, Texts> = { bn: BN, en: EN };

/** The page's words in one language; numbers inside them follow the language's digits. */
export function textsFor(lang: Language): Texts {
  const t = TEXTS[lang];
  if (lang === 'en') return t;
  return {
    ...t,
    historyRow: (nonce, stake, payout) => localDigits(t.historyRow(nonce, stake, payout), lang),
  };
}
