import type { CampaignSaveBody } from '@khela/contracts/rewards';
import type { Db, Queryable } from '../platform/db/db';
import { saveCampaign } from '../domains/rewards/promotions/campaigns';
import { updateCoreSettings } from '../domains/rewards/core/core-settings';
import { PROMOTION_PICTURES } from '../site/media-drawings';
import { seedOnce } from './seed-once';

export const DEMO_PROMOTIONS_SEED = 'demo-promotions-v1';

const BDT = (taka: number) => taka * 100; // minor units (paisa)
/** The house games' types (seed/house-games.ts): a bonus is wagered on the house's own games. */
const HOUSE_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'COCKFIGHT'];
const FROM = '2026-01-01T00:00:00Z';

type DemoCampaign = Omit<CampaignSaveBody, 'merchant' | 'startsAt'>;

/**
 * The demo brand's campaigns (docs/adr/0016 §16, docs/rewards.md "Promotions"), in Bengali and
 * English. Their codes are the demo announcements' promotionType (seed/demo-content.ts), so the
 * popup's "go to promotion" opens them.
 */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    code: 'WELCOME_BONUS',
    kind: 'first_deposit',
    category: 'deposit',
    sort: 1,
    titleEn: '100% welcome bonus up to ৳500',
    titleBn: '৳৫০০ পর্যন্ত ১০০% স্বাগতম বোনাস',
    summaryEn: 'Double your first deposit of ৳100 or more.',
    summaryBn: '৳১০০ বা তার বেশি প্রথম জমা দ্বিগুণ করুন।',
    termsEn:
      '<h3>How it works</h3><ol><li>Make your first deposit of at least ৳100.</li><li>Claim within 72 hours, before you place a bet or withdraw (or join first: the bonus arrives with the deposit).</li><li>You get 100% of the deposit as bonus money, up to ৳500.</li><li>Wager the bonus 10 times on slots, live casino, fishing, card games or cockfight within 7 days; then it becomes cash.</li></ol><p>Your own money is played first. Withdrawing before the wagering is done gives the bonus up. One welcome bonus per person, phone number and device.</p>',
    termsBn:
      '<h3>যেভাবে কাজ করে</h3><ol><li>কমপক্ষে ৳১০০ প্রথম জমা দিন।</li><li>কোনো বাজি বা উত্তোলনের আগে ৭২ ঘণ্টার মধ্যে দাবি করুন (অথবা আগে যোগ দিন: জমার সাথেই বোনাস আসবে)।</li><li>জমার ১০০% বোনাস পাবেন, সর্বোচ্চ ৳৫০০।</li><li>৭ দিনের মধ্যে স্লট, লাইভ ক্যাসিনো, ফিশিং, কার্ড গেম বা মোরগ লড়াইয়ে বোনাসের ১০ গুণ বাজি ধরুন; তারপর তা নগদ হয়ে যাবে।</li></ol><p>আগে আপনার নিজের টাকা খেলা হয়। বাজির শর্ত পূরণের আগে উত্তোলন করলে বোনাস বাতিল হয়। প্রতি ব্যক্তি, ফোন নম্বর ও ডিভাইসে একটি স্বাগতম বোনাস।</p>',
    rules: { percentBp: 10_000, cap: BDT(500), minDeposit: BDT(100), claimWindowHours: 72, wagering: { multipleX100: 1000, base: 'bonus', categories: HOUSE_TYPES, expiryDays: 7 } },
    eligibility: { claimsPerMember: 1 },
  },
  {
    code: 'RELOAD_DAILY',
    kind: 'reload',
    category: 'deposit',
    sort: 2,
    titleEn: '10% on your first deposit of the day',
    titleBn: 'দিনের প্রথম জমায় ১০%',
    summaryEn: 'Up to ৳200 every day, wagered 5 times.',
    summaryBn: 'প্রতিদিন সর্বোচ্চ ৳২০০, ৫ গুণ বাজি।',
    termsEn: '<p>Your first deposit of each day (Dhaka time) of at least ৳100 earns 10% bonus money, up to ৳200. Claim it within 24 hours, before you play. Wager the bonus 5 times on the house games within 3 days.</p>',
    termsBn: '<p>প্রতিদিনের (ঢাকা সময়) কমপক্ষে ৳১০০ প্রথম জমায় ১০% বোনাস, সর্বোচ্চ ৳২০০। খেলার আগে ২৪ ঘণ্টার মধ্যে দাবি করুন। ৩ দিনের মধ্যে হাউস গেমে বোনাসের ৫ গুণ বাজি ধরুন।</p>',
    rules: { percentBp: 1000, cap: BDT(200), minDeposit: BDT(100), claimWindowHours: 24, depositType: 'daily_first', claimsPerPeriod: 1, wagering: { multipleX100: 500, base: 'bonus', categories: HOUSE_TYPES, expiryDays: 3 } },
  },
  {
    code: 'DAILY_SIGNIN',
    kind: 'daily_signin',
    category: 'daily',
    sort: 3,
    titleEn: 'Sign in every day',
    titleBn: 'প্রতিদিন সাইন ইন করুন',
    summaryEn: 'A 7-day streak from ৳2 to ৳20.',
    summaryBn: '৭ দিনের ধারায় ৳২ থেকে ৳২০।',
    termsEn: '<p>Come every day and claim: day 1 pays ৳2, rising to ৳20 on day 7, then the week starts again. Miss a day and you are back to day 1. Each reward is wagered once before it becomes cash.</p>',
    termsBn: '<p>প্রতিদিন এসে দাবি করুন: প্রথম দিন ৳২, সপ্তম দিনে ৳২০, তারপর আবার শুরু। একদিন বাদ গেলে আবার প্রথম দিন থেকে। প্রতিটি পুরস্কার নগদ হওয়ার আগে একবার বাজি ধরতে হয়।</p>',
    rules: {
      benchmark: 'visit',
      minAmount: 0,
      cycle: 'repeat',
      categories: HOUSE_TYPES,
      expiryDays: 3,
      days: [2, 3, 5, 8, 10, 15, 20].map((taka, index) => ({ day: index + 1, amount: BDT(taka), multipleX100: 100 })),
    },
  },
  {
    code: 'WEEKLY_RESCUE',
    kind: 'loss_rescue',
    category: 'rescue',
    sort: 4,
    titleEn: 'Weekly rescue: 5% of your losses back',
    titleBn: 'সাপ্তাহিক রেসকিউ: ক্ষতির ৫% ফেরত',
    summaryEn: 'Lost ৳500 or more last week? Get 5% back, up to ৳2,000.',
    summaryBn: 'গত সপ্তাহে ৳৫০০ বা বেশি হেরেছেন? ৫% ফেরত, সর্বোচ্চ ৳২,০০০।',
    termsEn: '<p>Join, then play. Every Monday your net loss of the week before on the house games (stakes minus wins) is counted: ৳500 or more gives 5% back, up to ৳2,000, wagered once.</p>',
    termsBn: '<p>যোগ দিন, তারপর খেলুন। প্রতি সোমবার আগের সপ্তাহে হাউস গেমে আপনার নিট ক্ষতি (বাজি বিয়োগ জয়) গণনা হয়: ৳৫০০ বা বেশি হলে ৫% ফেরত, সর্বোচ্চ ৳২,০০০, একবার বাজি।</p>',
    rules: { period: 'weekly', categories: HOUSE_TYPES, bands: [{ minLoss: BDT(500), percentBp: 500, cap: BDT(2_000) }], wagering: { multipleX100: 100, base: 'bonus', categories: HOUSE_TYPES, expiryDays: 7 } },
  },
  {
    code: 'REFERRAL',
    kind: 'announcement',
    category: 'referral',
    sort: 6,
    titleEn: 'Invite a friend',
    titleBn: 'বন্ধুকে আমন্ত্রণ',
    summaryEn: 'A reward for every friend who joins.',
    summaryBn: 'প্রতিটি সফল আমন্ত্রণে পুরস্কার।',
    termsEn: '<p>Share your invitation link from Invite friends. When a friend registers and deposits, you both get a reward.</p>',
    termsBn: '<p>বন্ধুদের আমন্ত্রণ থেকে আপনার লিংক শেয়ার করুন। বন্ধু নিবন্ধন করে জমা দিলে দুজনেই পুরস্কার পাবেন।</p>',
    rules: {},
  },
  {
    code: 'NEWS_CRICKET',
    kind: 'announcement',
    category: 'news',
    sort: 7,
    titleEn: 'Khela Premier T20 is on',
    titleBn: 'খেলা প্রিমিয়ার টি-টোয়েন্টি চলছে',
    summaryEn: 'Live odds on every match, every day.',
    summaryBn: 'প্রতিদিন প্রতিটি ম্যাচে লাইভ অডস।',
    termsEn: '<p>Follow every match of the Khela Premier T20 in Sports, with live odds and scores.</p>',
    termsBn: '<p>স্পোর্টসে খেলা প্রিমিয়ার টি-টোয়েন্টির প্রতিটি ম্যাচ লাইভ অডস ও স্কোরসহ দেখুন।</p>',
    rules: {},
  },
];

/** The weekly raffle, drawn a week after the demo is seeded (a drawn raffle is over: its card shows the outcome). */
export function demoRaffle(seededAt: Date): DemoCampaign {
  return {
    code: 'WEEKLY_RAFFLE',
    kind: 'raffle',
    category: 'raffle',
    sort: 5,
    titleEn: 'Weekly raffle: win ৳1,000',
    titleBn: 'সাপ্তাহিক র‍্যাফেল: জিতুন ৳১,০০০',
    summaryEn: '100 points a ticket, up to 10 tickets.',
    summaryBn: 'প্রতি টিকিট ১০০ পয়েন্ট, সর্বোচ্চ ১০টি টিকিট।',
    termsEn: '<p>Each ticket costs 100 points. At the draw one ticket wins ৳1,000 and ten more win ৳100 each (wagered once); a member wins at most one prize. The draw\'s seed is recorded, so its winners can be checked.</p>',
    termsBn: '<p>প্রতিটি টিকিটের দাম ১০০ পয়েন্ট। ড্রয়ে একটি টিকিট ৳১,০০০ এবং আরও দশটি টিকিট ৳১০০ করে জেতে (একবার বাজি); একজন সদস্য সর্বোচ্চ একটি পুরস্কার পান। ড্রয়ের সিড সংরক্ষিত থাকে, তাই বিজয়ীদের যাচাই করা যায়।</p>',
    rules: {
      drawAt: new Date(seededAt.getTime() + 7 * 86_400_000).toISOString(),
      entry: 'points',
      pointsCost: 100,
      maxEntriesPerMember: 10,
      prizes: [{ amount: BDT(1_000), count: 1, multipleX100: 0 }, { amount: BDT(100), count: 10, multipleX100: 100 }],
    },
  };
}

async function writeDemoPromotions(tx: Queryable): Promise<void> {
  for (const campaign of [...DEMO_CAMPAIGNS, demoRaffle(new Date())]) {
    // Each demo campaign's picture (api/media/promotions, drawn by site/media-drawings.ts).
    const image = campaign.code in PROMOTION_PICTURES ? `/media/promotions/${campaign.code}.svg` : null;
    await saveCampaign(tx, { merchant: 'khela', startsAt: FROM, image, ...campaign });
  }
  // One welcome bonus per phone number and device (docs/adr/0016 §5): the brand's switch, as
  // `pnpm operator rewards settings set --abuse mobile,device` sets it.
  await updateCoreSettings(tx, 'khela', { abuse: ['mobile', 'device'] });
}

/** The demo brand's campaigns, once per database (never in production: prepare-database.ts). */
export function seedDemoPromotions(db: Db): Promise<boolean> {
  return seedOnce(db, DEMO_PROMOTIONS_SEED, writeDemoPromotions);
}
