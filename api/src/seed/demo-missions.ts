import type { Db, Queryable } from '../platform/db/db';
import { brandDay } from '../domains/rewards/missions/periods';
import { seedOnce } from './seed-once';

export const DEMO_MISSIONS_SEED = 'demo-missions-v1';

const MERCHANT = 'khela';
const BDT = (taka: number) => taka * 100;
const HOUSE_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'COCKFIGHT'];

/** The demo brand's missions (docs/adr/0016 §16): three daily, two weekly. Money in paisa. */
const MISSIONS = [
  { code: 'DAILY_BETS', period: 'daily', metric: 'bet_count', gameTypes: HOUSE_TYPES, target: 10, reward: ['points', 20], sort: 1,
    en: ['Place 10 bets', 'Any 10 settled bets in house games today.'], bn: ['১০টি বাজি ধরুন', 'আজ হাউস গেমে যেকোনো ১০টি নিষ্পত্তি হওয়া বাজি।'] },
  { code: 'DAILY_RNG_TURNOVER', period: 'daily', metric: 'turnover', gameTypes: ['RNG'], target: BDT(1_000), reward: ['cash', BDT(5)], sort: 2,
    en: ['Play ৳1,000 in slots', 'A turnover of ৳1,000 in slots today.'], bn: ['স্লটে ৳১,০০০ খেলুন', 'আজ স্লটে ৳১,০০০ টার্নওভার।'] },
  { code: 'DAILY_DEPOSIT', period: 'daily', metric: 'deposit_amount', gameTypes: [], target: BDT(500), reward: ['cash', BDT(10)], sort: 3,
    en: ['Deposit ৳500', 'Deposits of ৳500 in all today.'], bn: ['৳৫০০ জমা দিন', 'আজ মোট ৳৫০০ জমা।'] },
  { code: 'WEEKLY_STREAK', period: 'weekly', metric: 'visit_streak', gameTypes: [], target: 5, reward: ['points', 100], sort: 4,
    en: ['Visit 5 days in a row', 'Come to Khela five days in a row this week.'], bn: ['টানা ৫ দিন আসুন', 'এই সপ্তাহে টানা পাঁচ দিন খেলায় আসুন।'] },
  { code: 'WEEKLY_INVITE', period: 'weekly', metric: 'invite', gameTypes: [], target: 1, reward: ['cash', BDT(20)], sort: 5,
    en: ['Invite a friend', 'A friend you invited joins and plays this week.'], bn: ['একজন বন্ধুকে আমন্ত্রণ জানান', 'এই সপ্তাহে আপনার আমন্ত্রিত একজন বন্ধু যোগ দিয়ে খেলেন।'] },
] as const;

const BOARDS = [
  { code: 'DAILY_TURNOVER', metric: 'turnover', period: 'daily', gameTypes: [] as string[], sort: 1, en: 'Daily turnover', bn: 'দৈনিক টার্নওভার',
    prizes: [{ rank: 1, kind: 'cash', amount: BDT(500), multipleX100: 100 }, { rank: 2, kind: 'cash', amount: BDT(200), multipleX100: 100 }, { rank: 3, kind: 'cash', amount: BDT(100), multipleX100: 100 }] },
  { code: 'WEEKLY_BIGGEST_WIN', metric: 'biggest_win', period: 'weekly', gameTypes: HOUSE_TYPES, sort: 2, en: 'Biggest win of the week', bn: 'সপ্তাহের সবচেয়ে বড় জয়',
    prizes: [{ rank: 1, kind: 'cash', amount: BDT(1_000), multipleX100: 100 }, { rank: 2, kind: 'points', amount: 2_000, multipleX100: 0 }, { rank: 3, kind: 'points', amount: 1_000, multipleX100: 0 }] },
];

async function writeRules(tx: Queryable): Promise<void> {
  for (const mission of MISSIONS) {
    await tx.query(
      `INSERT INTO missions (merchant_code, code, period, metric, game_types, target, reward_kind, reward_amount, multiple_x100, title_en, title_bn, description_en, description_bn, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $10, $11, $12, $13) ON CONFLICT (merchant_code, code) DO NOTHING`,
      [MERCHANT, mission.code, mission.period, mission.metric, [...mission.gameTypes], mission.target, mission.reward[0], mission.reward[1], mission.en[0], mission.bn[0], mission.en[1], mission.bn[1], mission.sort],
    );
  }
  for (const board of BOARDS) {
    await tx.query(
      `INSERT INTO leaderboards (merchant_code, code, metric, period, game_types, prizes, title_en, title_bn, sort)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) ON CONFLICT (merchant_code, code) DO NOTHING`,
      [MERCHANT, board.code, board.metric, board.period, board.gameTypes, JSON.stringify(board.prizes), board.en, board.bn, board.sort],
    );
  }
}

/**
 * The demo missions and leaderboards (docs/rewards.md "Missions and leaderboards"), and demo01's
 * daily "10 bets" done today, so the missionLeaderboard badge shows on a fresh start (the next day
 * the rollover turns it into a reward item). Progress only: no bet and no money, so demo01's
 * balance and records are as before.
 */
export async function seedDemoMissions(db: Db, now: Date = new Date()): Promise<boolean> {
  return seedOnce(db, DEMO_MISSIONS_SEED, async (tx) => {
    const [brand] = await tx.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [MERCHANT]);
    if (!brand) return;
    await writeRules(tx);
    const [member] = await tx.query<{ id: string }>('SELECT id::text FROM members WHERE merchant_code = $1 AND account = $2', [MERCHANT, 'demo01']);
    if (!member) return;
    await tx.query(
      `INSERT INTO mission_progress (merchant_code, member_id, mission_id, period_start, value, completed_at, updated_at)
       SELECT $1, $2, id, $3::date, target, $4, $4 FROM missions WHERE merchant_code = $1 AND code = 'DAILY_BETS'
       ON CONFLICT DO NOTHING`,
      [MERCHANT, member.id, brandDay(brand.time_zone, now), now],
    );
  });
}
