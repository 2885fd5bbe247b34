import type { Language } from '../../sessions/session-repo';
import { RANK_CODES, SUIT_CODES, type RankCode, type SuitCode } from './teen-patti-cards';
import type { HandCategory, HandDescription } from './teen-patti-hands';
import { ANTE_COUNTS, ANTE_RTP, formatAnteRtp } from './teen-patti-rtp';
import { TEEN_PATTI_STAKES, WIN_RETURNS_PERCENT } from './teen-patti-rules';
import type { TeenPattiWinner } from './teen-patti-engine';

/**
 * Everything Teen Patti's page and verification page say, in both languages, as data: the view
 * formats money (amount strings arrive formatted) and draws the cards; these say what happened.
 */
export interface TeenPattiTexts {
  name: string;
  tagline: string;
  stakeLabel: string;
  deal: string;
  dealing: string;
  you: string;
  dealer: string;
  howToPlayTitle: string;
  howToPlay: string[];
  rulesTitle: string;
  rules: string[];
  /** Best first, with an example each: the ranking table. */
  rankingTitle: string;
  ranking: { category: HandCategory; name: string; example: string }[];
  category: Record<HandCategory, string>;
  rank: Record<RankCode, string>;
  suit: Record<SuitCode, string>;
  /** "A♠" in English, the same symbols in Bengali with the rank's letter. */
  cardLabel: (code: string) => string;
  /** A hand in words, e.g. "Pair of Kings, 9 kicker". */
  handName: (hand: Pick<HandDescription, 'category' | 'ranks'>) => string;
  outcome: Record<TeenPattiWinner, (amount: string) => string>;
  verifyDraws: (draws: readonly number[]) => string;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bn = (text: string | number) => String(text).replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!);

const PAIRS = ANTE_COUNTS.playerHands * ANTE_COUNTS.dealerHands;
const chance = (count: number) => `${((count / PAIRS) * 100).toFixed(2)}%`;
const RTP = formatAnteRtp();
const RTP_FRACTION = `${ANTE_RTP.numerator.toLocaleString('en')} / ${ANTE_RTP.denominator.toLocaleString('en')}`;
const WIN_MULTIPLE = (WIN_RETURNS_PERCENT / 100).toFixed(2);
const STAKE_RANGE = [TEEN_PATTI_STAKES[0]!, TEEN_PATTI_STAKES[TEEN_PATTI_STAKES.length - 1]!].map((paisa) => paisa / 100);

const SUIT_SYMBOLS: Record<SuitCode, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const shortRank = (rank: RankCode) => (rank === 'T' ? '10' : rank);
const HAND_EXAMPLES: Record<HandCategory, string> = {
  trail: 'A♠ A♥ A♦',
  pureSequence: 'Q♥ J♥ 10♥',
  sequence: 'A♣ K♦ Q♠',
  colour: 'K♦ 9♦ 4♦',
  pair: '7♠ 7♣ J♥',
  highCard: 'A♥ 10♣ 6♠',
};
const CATEGORIES_BEST_FIRST: HandCategory[] = ['trail', 'pureSequence', 'sequence', 'colour', 'pair', 'highCard'];

const RANK_WORDS: Record<Language, Record<RankCode, string>> = {
  bn: { '2': 'দুই', '3': 'তিন', '4': 'চার', '5': 'পাঁচ', '6': 'ছয়', '7': 'সাত', '8': 'আট', '9': 'নয়', T: 'দশ', J: 'গোলাম', Q: 'বিবি', K: 'সাহেব', A: 'টেক্কা' },
  en: { '2': 'Two', '3': 'Three', '4': 'Four', '5': 'Five', '6': 'Six', '7': 'Seven', '8': 'Eight', '9': 'Nine', T: 'Ten', J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' },
};
const EN_PLURAL: Record<RankCode, string> = { '2': 'Twos', '3': 'Threes', '4': 'Fours', '5': 'Fives', '6': 'Sixes', '7': 'Sevens', '8': 'Eights', '9': 'Nines', T: 'Tens', J: 'Jacks', Q: 'Queens', K: 'Kings', A: 'Aces' };
const CATEGORY_NAMES: Record<Language, Record<HandCategory, string>> = {
  bn: { trail: 'ট্রেল (তিনটি একই)', pureSequence: 'পিওর সিকোয়েন্স', sequence: 'সিকোয়েন্স', colour: 'কালার', pair: 'পেয়ার (জোড়া)', highCard: 'হাই কার্ড' },
  en: { trail: 'Trail', pureSequence: 'Pure sequence', sequence: 'Sequence', colour: 'Colour', pair: 'Pair', highCard: 'High card' },
};

const run = (ranks: readonly RankCode[], lang: Language) => {
  const text = ranks.map(shortRank).join('-');
  return lang === 'bn' ? bn(text) : text;
};

function handName(lang: Language, { category, ranks }: Pick<HandDescription, 'category' | 'ranks'>): string {
  const words = RANK_WORDS[lang];
  const [first, second] = ranks as [RankCode, RankCode | undefined];
  if (lang === 'en') {
    if (category === 'trail') return `Trail of ${EN_PLURAL[first]}`;
    if (category === 'pair') return `Pair of ${EN_PLURAL[first]}, ${words[second!]} kicker`;
    if (category === 'highCard') return `${words[first]} high (${run(ranks, lang)})`;
    return `${CATEGORY_NAMES.en[category]} ${run(ranks, lang)}`;
  }
  if (category === 'trail') return `${words[first]}-এর ট্রেল`;
  if (category === 'pair') return `${words[first]}-এর জোড়া, সঙ্গে ${words[second!]}`;
  if (category === 'highCard') return `${words[first]} হাই (${run(ranks, lang)})`;
  return `${CATEGORY_NAMES.bn[category]} ${run(ranks, lang)}`;
}

const cardLabel = (lang: Language) => (code: string) => {
  const rank = code[0] as RankCode;
  const suit = code[1] as SuitCode;
  if (!RANK_CODES.includes(rank) || !SUIT_CODES.includes(suit)) return code;
  const label = `${shortRank(rank)}${SUIT_SYMBOLS[suit]}`;
  return lang === 'bn' ? bn(label) : label;
};

const SUIT_WORDS: Record<Language, Record<SuitCode, string>> = {
  bn: { S: 'ইস্কাপন', H: 'হরতন', D: 'রুইতন', C: 'চিড়িতন' },
  en: { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' },
};

/** The hand and card words of one language, drawn from the tables above the same way for both. */
const handWords = (lang: Language): Pick<TeenPattiTexts, 'ranking' | 'category' | 'rank' | 'suit' | 'cardLabel' | 'handName'> => ({
  ranking: CATEGORIES_BEST_FIRST.map((category) => ({ category, name: CATEGORY_NAMES[lang][category], example: lang === 'bn' ? bn(HAND_EXAMPLES[category]) : HAND_EXAMPLES[category] })),
  category: CATEGORY_NAMES[lang],
  rank: RANK_WORDS[lang],
  suit: SUIT_WORDS[lang],
  cardLabel: cardLabel(lang),
  handName: (hand) => handName(lang, hand),
});

export const TEEN_PATTI_TEXTS: Record<Language, TeenPattiTexts> = {
  bn: {
    name: 'তিন পাত্তি হাউস',
    tagline: 'ডিলারের বিরুদ্ধে তিন তাস — ভালো হাত জেতে।',
    stakeLabel: 'অ্যান্টি (বাজি)',
    deal: 'তাস দিন',
    dealing: 'তাস বাঁটা হচ্ছে…',
    you: 'আপনি',
    dealer: 'ডিলার',
    howToPlayTitle: 'কীভাবে খেলবেন',
    howToPlay: [
      `অ্যান্টি বেছে নিন (৳${bn(STAKE_RANGE[0]!)} থেকে ৳${bn(STAKE_RANGE[1]!)}) এবং "তাস দিন" চাপুন।`,
      'একটি ৫২ তাসের প্যাকেট ফেটিয়ে আপনাকে ও ডিলারকে পালা করে তিনটি করে তাস দেওয়া হয়।',
      `আপনার হাত ভালো হলে অ্যান্টির ${bn(WIN_MULTIPLE)} গুণ ফেরত পান (বাজি সহ; জেতার ওপর ৫% কমিশন); সমান হলে বাজি ফেরত; খারাপ হলে বাজি যায়।`,
    ],
    rulesTitle: 'নিয়ম',
    rules: [
      'হাতের ক্রম (সবচেয়ে ভালো আগে): ট্রেল > পিওর সিকোয়েন্স > সিকোয়েন্স > কালার > পেয়ার > হাই কার্ড।',
      'টেক্কা সবচেয়ে বড়, তবে টেক্কা-২-৩ সিকোয়েন্সেও গণ্য হয়: সিকোয়েন্সের ক্রম টেক্কা-সাহেব-বিবি সবার ওপরে, তারপর টেক্কা-২-৩, তারপর সাহেব-বিবি-গোলাম থেকে ৪-৩-২। সাহেব-টেক্কা-২ সিকোয়েন্স নয়।',
      'একই ধরনের হাতে: ট্রেল ও সিকোয়েন্স তাদের মান দিয়ে; পেয়ার আগে জোড়ার মান, তারপর তৃতীয় তাস; কালার ও হাই কার্ড সবচেয়ে বড় তাস থেকে একে একে তুলনা।',
      'রঙ (ইস্কাপন, হরতন ইত্যাদি) কখনো বড়-ছোট নয়: মানে সমান হাত টাই, বাজি ফেরত।',
      `প্লেয়ারের জেতার সম্ভাবনা ${bn(chance(ANTE_COUNTS.wins))}, টাই ${bn(chance(ANTE_COUNTS.ties))}, হারার ${bn(chance(ANTE_COUNTS.losses))}।`,
      `খেলোয়াড়ের ফেরত (RTP) ঠিক ${bn(RTP)} (${bn(RTP_FRACTION)}), সব ${bn(PAIRS.toLocaleString('en'))}টি হাত-জোড়া গুনে হিসাব করা।`,
      'প্রতিটি ফল সার্ভার সিড, আপনার ক্লায়েন্ট সিড ও নন্স থেকে HMAC-SHA256 দিয়ে নির্ধারিত (ফিশার–ইয়েটস শাফল); যাচাই পাতায় যেকোনো দান আবার হিসাব করা যায়।',
    ],
    rankingTitle: 'হাতের ক্রম',
    ...handWords('bn'),
    outcome: {
      player: (amount) => `আপনার হাত ভালো — আপনি পেলেন ${amount}`,
      tie: (amount) => `টাই — আপনার বাজি ${amount} ফেরত`,
      dealer: () => 'ডিলারের হাত ভালো — এবার হলো না।',
    },
    verifyDraws: (draws) => `শাফলের সংখ্যা: ${bn(draws.join(', '))} (অবস্থান i অদলবদল হয় i + সংখ্যার সঙ্গে)`,
  },
  en: {
    name: 'Teen Patti Classic House',
    tagline: 'Three cards against the dealer: the better hand wins.',
    stakeLabel: 'Ante',
    deal: 'Deal',
    dealing: 'Dealing…',
    you: 'You',
    dealer: 'Dealer',
    howToPlayTitle: 'How to play',
    howToPlay: [
      `Choose your ante (৳${STAKE_RANGE[0]} to ৳${STAKE_RANGE[1]}) and press Deal.`,
      'One 52-card deck is shuffled and you and the dealer get three cards each, dealt alternately.',
      `If your hand is better you get ${WIN_MULTIPLE}× your ante back (stake included; 5% commission on the win); a tie returns your ante; a worse hand loses it.`,
    ],
    rulesTitle: 'Rules',
    rules: [
      'Hands, best first: trail > pure sequence > sequence > colour > pair > high card.',
      'Aces are high, and A-2-3 is also a sequence: sequences rank A-K-Q highest, then A-2-3, then K-Q-J down to 4-3-2. K-A-2 is not a sequence.',
      'Within a kind: trails and sequences by their rank; pairs by the pair, then the odd card; colours and high cards card by card from the highest.',
      'Suits never rank: hands equal in rank tie, and the ante is returned.',
      `You win ${chance(ANTE_COUNTS.wins)} of deals, tie ${chance(ANTE_COUNTS.ties)} and lose ${chance(ANTE_COUNTS.losses)}.`,
      `Return to player: exactly ${RTP} (${RTP_FRACTION}), counted over all ${PAIRS.toLocaleString('en')} pairs of hands.`,
      'Every deal comes from HMAC-SHA256 of the server seed over your client seed and the nonce (a Fisher–Yates shuffle); the verification page recomputes any deal.',
    ],
    rankingTitle: 'Hand ranking',
    ...handWords('en'),
    outcome: {
      player: (amount) => `Your hand wins — you get ${amount}`,
      tie: (amount) => `A tie — your ${amount} ante is returned`,
      dealer: () => 'The dealer’s hand wins this time.',
    },
    verifyDraws: (draws) => `Shuffle draws: ${draws.join(', ')} (position i swaps with i + the draw)`,
  },
};
