import type { Language } from '../../sessions/session-repo';
import { fishKind, FISH_KINDS, FISH_STAKES, NET_SIZE, catchThreshold, CATCH_DENOMINATOR, type FishId, type FishTarget } from './fish-rules';
import { SCHOOL_WEIGHT_TOTAL } from './fish-engine';
import { aimedRtp, formatFishRtp, schoolRtp } from './fish-rtp';

/**
 * Everything the fish hunt's page and verification page say, in both languages, as data: the view
 * formats money (amount strings arrive formatted) and draws; these say what happened.
 */
export interface FishTexts {
  name: string;
  tagline: string;
  fish: Record<FishId, string>;
  /** A target's label on the aim buttons. */
  target: (target: FishTarget) => string;
  aimLabel: string;
  stakeLabel: string;
  shoot: string;
  shooting: string;
  howToPlayTitle: string;
  howToPlay: string[];
  rulesTitle: string;
  rules: string[];
  /** The fish table's header and rows: fish, pays, chance of a catch, return. */
  fishTableHeader: [string, string, string, string];
  fishTableRows: [string, string, string, string][];
  caught: (fish: string, multiplier: number, amount: string) => string;
  missed: (fish: string) => string;
  netSummary: (caught: number, amount: string) => string;
  /** For the verification page: how a shot's draws decided it. */
  verifyRoll: (roll: number, catchBelow: number, outOf: number, caught: boolean) => string;
  verifySchoolRoll: (roll: number, fish: string) => string;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bn = (text: string | number) => String(text).replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!);
const grouped = (n: number) => n.toLocaleString('en');
const percent = (below: number) => `${((below / CATCH_DENOMINATOR) * 100).toFixed(2)}%`;

const RTP = formatFishRtp(schoolRtp());
const STAKE_RANGE = [FISH_STAKES[0]!, FISH_STAKES[FISH_STAKES.length - 1]!].map((paisa) => paisa / 100);

const FISH_NAMES: Record<Language, Record<FishId, string>> = {
  bn: { puti: 'পুঁটি', tengra: 'ট্যাংরা', koi: 'কই', rui: 'রুই', boal: 'বোয়াল', ilish: 'ইলিশ', mahseer: 'সোনালি মহাশোল' },
  en: { puti: 'Puti', tengra: 'Tengra', koi: 'Koi', rui: 'Rui', boal: 'Boal', ilish: 'Hilsa', mahseer: 'Golden Mahseer' },
};

/** "Puti 30, Tengra 25, …": the school's make-up, from the rules. */
const schoolMakeUp = (lang: Language) => FISH_KINDS.map((kind) => `${FISH_NAMES[lang][kind.id]} ${kind.schoolWeight}`).join(', ');

const tableRows = (lang: Language): [string, string, string, string][] =>
  FISH_KINDS.map((kind) => {
    const below = catchThreshold(kind.multiplier);
    const chance = `${percent(below)} (${grouped(below)} / ${grouped(CATCH_DENOMINATOR)})`;
    const row: [string, string, string, string] = [FISH_NAMES[lang][kind.id], `${kind.multiplier}×`, chance, formatFishRtp(aimedRtp(kind.id))];
    return lang === 'bn' ? (row.map(bn) as typeof row) : row;
  });

export const FISH_TEXTS: Record<Language, FishTexts> = {
  bn: {
    name: 'সোনালি নদীর শিকার',
    tagline: 'নদীতে গুলি ছুড়ুন, মাছ ধরুন — বড় মাছ, বড় পুরস্কার।',
    fish: FISH_NAMES.bn,
    target: (target) => (target === 'school' ? 'ঝাঁকে গুলি' : target === 'net' ? `জাল (${bn(NET_SIZE)}টি ছোট মাছ)` : `${FISH_NAMES.bn[target]} (${bn(fishKind(target).multiplier)}×)`),
    aimLabel: 'লক্ষ্য',
    stakeLabel: 'প্রতি গুলির দাম',
    shoot: 'গুলি ছুড়ুন',
    shooting: 'গুলি চলছে…',
    howToPlayTitle: 'কীভাবে খেলবেন',
    howToPlay: [
      `গুলির দাম বেছে নিন (৳${bn(STAKE_RANGE[0]!)} থেকে ৳${bn(STAKE_RANGE[1]!)})।`,
      'একটি মাছ বেছে নিন, অথবা ঝাঁকে গুলি ছুড়ুন (ঝাঁকের যেকোনো একটি মাছ), অথবা জাল ফেলুন।',
      'মাছ ধরা পড়লে গুলির দাম × মাছের গুণক পাবেন; না পড়লে গুলির দাম যায়।',
      `জাল ${bn(NET_SIZE)}টি ছোট মাছ (পুঁটি, ট্যাংরা, কই) ঘিরে ফেলে; গুলির দাম তাদের মধ্যে সমান ভাগ হয়, আর প্রতিটি মাছ আলাদাভাবে ধরা পড়তে পারে।`,
    ],
    rulesTitle: 'নিয়ম',
    rules: [
      `প্রতিটি গুলির গড় ফেরত (RTP) ঠিক ${bn(RTP)} (২৪/২৫), যে মাছেই লক্ষ্য করুন: গুণক m হলে ধরা পড়ার সম্ভাবনা ০.৯৬ / m।`,
      `ধরা পড়া ঠিক করে সার্ভার: ন্যায্য স্রোত থেকে ০ থেকে ${bn(grouped(CATCH_DENOMINATOR - 1))} পর্যন্ত একটি সংখ্যা; সীমার নিচে হলে মাছ ধরা পড়ে।`,
      `ঝাঁকে গুলি: প্রতি ${bn(SCHOOL_WEIGHT_TOTAL)}টি মাছে ${bn(schoolMakeUp('bn'))} — প্রথম একটি সংখ্যা মাছ বাছে।`,
      'প্রতিটি ফল সার্ভার সিড, আপনার ক্লায়েন্ট সিড ও নন্স থেকে HMAC-SHA256 দিয়ে নির্ধারিত; যাচাই পাতায় যেকোনো গুলি আবার হিসাব করা যায়।',
    ],
    fishTableHeader: ['মাছ', 'গুণক', 'ধরার সম্ভাবনা', 'ফেরত'],
    fishTableRows: tableRows('bn'),
    caught: (fish, multiplier, amount) => `${fish} ধরা পড়েছে! ${bn(multiplier)}× — আপনি জিতেছেন ${amount}`,
    missed: (fish) => `${fish} পালিয়ে গেছে।`,
    netSummary: (caught, amount) => (caught === 0 ? 'জাল খালি উঠেছে।' : `জালে ${bn(caught)}টি মাছ — আপনি জিতেছেন ${amount}`),
    verifyRoll: (roll, catchBelow, outOf, caught) => `ধরার সংখ্যা ${bn(grouped(roll))} (০–${bn(grouped(outOf - 1))}); ${bn(grouped(catchBelow))}-এর নিচে হলে ধরা পড়ে: ${caught ? 'ধরা পড়েছে' : 'ধরা পড়েনি'}`,
    verifySchoolRoll: (roll, fish) => `ঝাঁকের সংখ্যা ${bn(roll)} → ${fish}`,
  },
  en: {
    name: 'Golden River Hunt',
    tagline: 'Shoot into the river and land a fish: the bigger the fish, the bigger the prize.',
    fish: FISH_NAMES.en,
    target: (target) => (target === 'school' ? 'Shoot the school' : target === 'net' ? `Net (${NET_SIZE} small fish)` : `${FISH_NAMES.en[target]} (${fishKind(target).multiplier}×)`),
    aimLabel: 'Target',
    stakeLabel: 'Cost per shot',
    shoot: 'Shoot',
    shooting: 'Shooting…',
    howToPlayTitle: 'How to play',
    howToPlay: [
      `Choose what a shot costs (৳${STAKE_RANGE[0]} to ৳${STAKE_RANGE[1]}).`,
      'Aim at one kind of fish, shoot into the school (whichever fish the shot meets), or cast a net.',
      'A caught fish pays the shot’s cost times its multiplier; a miss loses the shot.',
      `A net surrounds ${NET_SIZE} small fish (Puti, Tengra, Koi); the cost is shared evenly among them and each can be caught on its own.`,
    ],
    rulesTitle: 'Rules',
    rules: [
      `Every shot returns exactly ${RTP} of its cost on average (24/25), whichever fish you aim at: a fish paying m× is caught with chance 0.96 / m.`,
      `The server decides each catch: a number from 0 to ${grouped(CATCH_DENOMINATOR - 1)} drawn from the fair stream; below the fish’s limit, it is caught.`,
      `Shooting the school: of every ${SCHOOL_WEIGHT_TOTAL} fish — ${schoolMakeUp('en')} — a first number picks the one the shot meets.`,
      'Every outcome comes from HMAC-SHA256 of the server seed over your client seed and the nonce; the verification page recomputes any shot.',
    ],
    fishTableHeader: ['Fish', 'Pays', 'Chance of a catch', 'Return'],
    fishTableRows: tableRows('en'),
    caught: (fish, multiplier, amount) => `${fish} caught! ${multiplier}× — you win ${amount}`,
    missed: (fish) => `The ${fish} got away.`,
    netSummary: (caught, amount) => (caught === 0 ? 'The net came up empty.' : `${caught} fish in the net — you win ${amount}`),
    verifyRoll: (roll, catchBelow, outOf, caught) => `Catch number ${grouped(roll)} (0–${grouped(outOf - 1)}); caught below ${grouped(catchBelow)}: ${caught ? 'caught' : 'missed'}`,
    verifySchoolRoll: (roll, fish) => `School number ${roll} → ${fish}`,
  },
};
