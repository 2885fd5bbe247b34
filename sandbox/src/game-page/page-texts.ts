import { GAME_PAGE_WORDS, type GamePageLanguage, type GamePageWords, type LaunchFailure, type RoundOutcomeKind } from '@khela/server-kit/vendor';
import { formatPayAmount } from '../pay/checkout-page';

export type PageLanguage = GamePageLanguage;

/** The page's language: English when asked for, Bengali (the site's default) otherwise. */
export const pageLanguage = (raw: unknown): PageLanguage => (raw === 'en' ? 'en' : 'bn');

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const digits = (text: string, lang: PageLanguage) => (lang === 'bn' ? text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!) : text);

/** Minor units as the player reads them (৳1,000.00; Bengali digits on the Bengali page). */
export const money = (minor: number, currency: string, lang: PageLanguage): string => formatPayAmount(String(minor), currency, lang);

/** Why a page cannot be shown (the kit's launch failures and the sandbox's own); each has its HTTP status in game-page-routes. */
export type ErrorReason = LaunchFailure | 'missingGame' | 'sessionExpired';

/** What the last round (or attempt) came to, shown in the page's status line. */
export type NoticeKind = RoundOutcomeKind;

export interface Notice {
  kind: NoticeKind;
  stake: number;
  payout: number;
  balance: number;
}

interface Texts extends Omit<GamePageWords, 'errors'> {
  demoLabel: string;
  funLabel: string;
  seamlessWallet: string;
  transferWallet: (vendor: string) => string;
  funWallet: string;
  vendor: string;
  game: string;
  stake: string;
  play: string;
  playing: string;
  rule: (percent: number, multiplier: number) => string;
  results: string;
  noResults: string;
  result: (kind: 'won' | 'lost' | 'cancelled', stake: string, payout: string) => string;
  notice: (kind: NoticeKind, stake: string, payout: string, balance: string) => string;
  errors: Record<ErrorReason, string>;
}

const BN: Texts = {
  ...GAME_PAGE_WORDS.bn,
  demoLabel: 'স্যান্ডবক্স ডেমো গেম',
  funLabel: 'ফ্রি ট্রায়াল — ডেমো টাকা',
  seamlessWallet: 'মূল ওয়ালেটের ব্যালেন্স',
  transferWallet: (vendor) => `${vendor} গেম ওয়ালেটের ব্যালেন্স`,
  funWallet: 'ডেমো ব্যালেন্স',
  vendor: 'ভেন্ডর',
  game: 'গেম',
  stake: 'বাজির পরিমাণ',
  play: 'রাউন্ড খেলুন',
  playing: 'রাউন্ড চলছে…',
  rule: (percent, multiplier) => `নিয়ম: প্রতি রাউন্ডে ${percent}% সম্ভাবনায় বাজির ${multiplier} গুণ ফেরত পাবেন; না হলে বাজির টাকা যাবে।`,
  results: 'শেষ ফলাফল',
  noResults: 'এখনো কোনো রাউন্ড খেলা হয়নি।',
  result: (kind, stake, payout) =>
    kind === 'won' ? `জয়: বাজি ${stake}, পেলেন ${payout}` : kind === 'lost' ? `হার: বাজি ${stake}` : `বাতিল: বাজি ${stake} ফেরত`,
  notice: (kind, stake, payout, balance) =>
    ({
      won: `আপনি জিতেছেন! ${payout} পেলেন।`,
      lost: `এবার হয়নি: ${stake} বাজি গেল।`,
      cancelled: 'রাউন্ডটি শেষ করা যায়নি, তাই বাজির টাকা ফেরত দেওয়া হয়েছে।',
      insufficient: `যথেষ্ট টাকা নেই: ব্যালেন্স ${balance}, বাজি ${stake}।`,
      failed: 'গেমটি এখন Khela-র সাথে যোগাযোগ করতে পারছে না। একটু পরে আবার চেষ্টা করুন।',
      sessionExpired: 'খেলার সেশন শেষ হয়ে গেছে। Khela-তে ফিরে গিয়ে গেমটি আবার খুলুন।',
      busy: 'আগের রাউন্ড এখনো চলছে।',
      invalidStake: 'এই বাজির পরিমাণটি নেওয়া হয় না।',
    })[kind],
  errors: {
    ...GAME_PAGE_WORDS.bn.errors,
    missingGame: 'গেমের লিংকে কোন গেম খুলতে হবে তা বলা নেই।',
    sessionExpired: 'খেলার সেশন শেষ হয়ে গেছে। Khela-তে ফিরে গিয়ে গেমটি আবার খুলুন।',
  },
};

const EN: Texts = {
  ...GAME_PAGE_WORDS.en,
  demoLabel: 'Sandbox demo game',
  funLabel: 'Free trial — fun money',
  seamlessWallet: 'Main wallet balance',
  transferWallet: (vendor) => `${vendor} game wallet balance`,
  funWallet: 'Fun balance',
  vendor: 'Vendor',
  game: 'Game',
  stake: 'Stake',
  play: 'Play round',
  playing: 'Playing the round…',
  rule: (percent, multiplier) => `Rule: each round has a ${percent}% chance to pay ${multiplier}× the stake; otherwise the stake is lost.`,
  results: 'Last results',
  noResults: 'No rounds played yet.',
  result: (kind, stake, payout) =>
    kind === 'won' ? `Won: stake ${stake}, paid ${payout}` : kind === 'lost' ? `Lost: stake ${stake}` : `Cancelled: stake ${stake} returned`,
  notice: (kind, stake, payout, balance) =>
    ({
      won: `You won! ${payout} paid.`,
      lost: `No luck this time: the ${stake} stake is lost.`,
      cancelled: 'The round could not be finished, so the stake was returned.',
      insufficient: `Not enough money: the balance is ${balance}, the stake ${stake}.`,
      failed: 'The game cannot reach Khela right now. Please try again shortly.',
      sessionExpired: 'Your game session has ended. Go back to Khela and open the game again.',
      busy: 'The previous round is still running.',
      invalidStake: 'That stake is not offered.',
    })[kind],
  errors: {
    ...GAME_PAGE_WORDS.en.errors,
    missingGame: 'The game link does not say which game to open.',
    sessionExpired: 'Your game session has ended. Go back to Khela and open the game again.',
  },
};

const TEXTS: Record<PageLanguage, Texts> = { bn: BN, en: EN };

/** The page's words in one language; numbers inside sentences follow the language's digits. */
export function textsFor(lang: PageLanguage) {
  const t = TEXTS[lang];
  return {
    ...t,
    rule: (percent: number, multiplier: number) => digits(t.rule(percent, multiplier), lang),
    noticeText: (notice: Notice, currency: string) =>
      t.notice(notice.kind, money(notice.stake, currency, lang), money(notice.payout, currency, lang), money(notice.balance, currency, lang)),
    resultText: (kind: 'won' | 'lost' | 'cancelled', stake: number, payout: number, currency: string) =>
      t.result(kind, money(stake, currency, lang), money(payout, currency, lang)),
  };
}
