import type { Db, Queryable } from '../platform/db/db';
import { json } from '../platform/db/db';
import { Ledger, pointsAccount, pointsPool } from '../domains/wallet';
import { writePointsSettings } from '../domains/rewards/points/points-settings';
import { dayIn } from './demo-fixtures';
import { DEMO_ACCOUNTS } from './demo-members';
import { seedOnce } from './seed-once';

export const DEMO_POINTS_SEED = 'demo-points-v1';
const MERCHANT = 'khela';
const TIME_ZONE = 'Asia/Dhaka';

/** Points per ৳100 of valid bet ×1000 (docs/adr/0016 §16): the house games' types earn 1, sports 0.5, lottery 0.2. */
export const DEMO_POINTS_RATES: ReadonlyArray<[string, number]> = [
  ['RNG', 1_000], ['FISH', 1_000], ['PVP', 1_000], ['LIVE', 1_000], ['COCKFIGHT', 1_000],
  ['SPORTS', 500], ['ESPORTS', 500],
  ['LOTT', 200], ['ELOTT', 200],
];

interface DemoItem {
  kind: 'bonus_cash' | 'free_rounds' | 'goods';
  en: string;
  bn: string;
  descriptionEn: string;
  descriptionBn: string;
  cost: number;
  stock: number | null;
  memberDailyCap: number | null;
  value: Record<string, unknown>;
}

export const DEMO_MALL_ITEMS: DemoItem[] = [
  { kind: 'bonus_cash', en: '৳10 bonus cash', bn: '৳১০ বোনাস ক্যাশ', descriptionEn: 'Straight into your main wallet.', descriptionBn: 'সরাসরি আপনার মূল ওয়ালেটে।', cost: 1_000, stock: null, memberDailyCap: null, value: { amount: 1_000, multipleX100: 0, categories: [] } },
  { kind: 'bonus_cash', en: '৳50 bonus cash', bn: '৳৫০ বোনাস ক্যাশ', descriptionEn: 'A bonus to play once through before withdrawing.', descriptionBn: 'তোলার আগে একবার খেলতে হবে এমন বোনাস।', cost: 4_500, stock: null, memberDailyCap: 2, value: { amount: 5_000, multipleX100: 100, categories: [] } },
  { kind: 'free_rounds', en: '10 free rounds of Lucky Dice', bn: 'লাকি ডাইসের ১০টি ফ্রি রাউন্ড', descriptionEn: '10 rounds at ৳10 on the house dice game, for 7 days.', descriptionBn: 'হাউস ডাইস গেমে ৳১০ করে ১০ রাউন্ড, ৭ দিনের জন্য।', cost: 800, stock: null, memberDailyCap: 1, value: { vendor: 'HOUSE', gameCode: 'house-dice', rounds: 10, stake: 1_000 } },
  { kind: 'goods', en: 'Khela T-shirt', bn: 'খেলা টি-শার্ট', descriptionEn: 'Cotton, one size. Delivered anywhere in Bangladesh.', descriptionBn: 'সুতি, এক মাপ। বাংলাদেশের যেকোনো জায়গায় পৌঁছে দেওয়া হয়।', cost: 5_000, stock: 20, memberDailyCap: 1, value: { needsAddress: true } },
  { kind: 'goods', en: 'Wireless headphones', bn: 'ওয়্যারলেস হেডফোন', descriptionEn: 'Bluetooth headphones with the Khela logo.', descriptionBn: 'খেলা লোগোসহ ব্লুটুথ হেডফোন।', cost: 20_000, stock: 5, memberDailyCap: 1, value: { needsAddress: true } },
];

async function insertItem(tx: Queryable, item: DemoItem, sort: number): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO mall_items (merchant_code, kind, name_en, name_bn, description_en, description_bn, points_cost, stock, member_daily_cap, value, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11) RETURNING id::text`,
    [MERCHANT, item.kind, item.en, item.bn, item.descriptionEn, item.descriptionBn, item.cost, item.stock, item.memberDailyCap, json(item.value), sort],
  );
  return row!.id;
}

/**
 * demo01's points: four earnings, two T-shirts redeemed (one shipped days ago, one In Process): 2,350
 * left. The ledger is append-only, so its lines carry the seed's time; the redemptions their own days.
 */
async function demo01History(tx: Queryable, ledger: Ledger, shirtId: string, now: Date): Promise<void> {
  const [member] = await tx.query<{ id: string }>('SELECT id::text FROM members WHERE merchant_code = $1 AND account = $2', [MERCHANT, DEMO_ACCOUNTS.player.account]);
  if (!member) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const account = pointsAccount(MERCHANT, member.id);
  const pool = pointsPool(MERCHANT);
  const earned: Array<[number, number, string[]]> = [[9, 4_200, ['RNG', 'FISH']], [6, 3_650, ['LIVE', 'RNG']], [4, 2_800, ['SPORTS']], [1, 1_700, ['RNG', 'PVP']]];
  for (const [n, [days, points, gameTypes]] of earned.entries()) {
    await ledger.transfer({ key: `points:earn:${member.id}:demo-${n + 1}`, kind: 'points_earn', debit: pool, credit: account, amount: BigInt(points), details: { gameTypes, demo: true, daysAgo: days } }, tx);
  }
  const shirt = DEMO_MALL_ITEMS[3]!;
  for (const [status, days] of [['APPROVED', 5], ['IN_PROCESS', 0]] as const) {
    const at = days === 0 ? now : daysAgo(days);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO mall_redemptions (merchant_code, member_id, item_id, request_id, quantity, points, item_kind, item_name_en, item_name_bn, item_value,
                                     delivery, status, brand_day, created_at, decided_at, decided_by)
       VALUES ($1, $2, $3::bigint, $4, 1, $5, 'goods', $6, $7, $8::jsonb, $9::jsonb, $10, $11::date, $12, $13, $14) RETURNING id::text`,
      [
        MERCHANT, member.id, shirtId, `demo-shirt-${days}`, shirt.cost, shirt.en, shirt.bn, json(shirt.value),
        json({ name: 'Demo Player', phone: '+8801700000001', address: 'House 12, Road 5, Dhanmondi, Dhaka' }),
        status, dayIn(at, TIME_ZONE), at, status === 'APPROVED' ? daysAgo(days - 1) : null, status === 'APPROVED' ? 'system' : null,
      ],
    );
    await ledger.transfer(
      { key: `mall:${row!.id}`, kind: 'points_spend', debit: account, credit: pool, amount: BigInt(shirt.cost), details: { redemptionId: row!.id, itemId: shirtId, quantity: 1, nameEn: shirt.en, nameBn: shirt.bn } },
      tx,
    );
  }
  await tx.query('UPDATE mall_items SET stock = stock - 2 WHERE id = $1::bigint', [shirtId]);
}

/**
 * The demo brand's points and mall (docs/adr/0016 §16, never in production): earn rates, 100
 * points = ৳1 with a 1,000-point minimum, five rewards, and demo01's history.
 */
export async function seedDemoPoints(db: Db, now: Date = new Date()): Promise<boolean> {
  return seedOnce(db, DEMO_POINTS_SEED, async (tx) => {
    const [brand] = await tx.query('SELECT 1 FROM merchants WHERE code = $1', [MERCHANT]);
    if (!brand) return;
    for (const [gameType, rateMilli] of DEMO_POINTS_RATES) {
      await tx.query('INSERT INTO points_rates (merchant_code, game_type, rate_milli) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [MERCHANT, gameType, rateMilli]);
    }
    await writePointsSettings(tx, MERCHANT, { pointsPerTaka: 100, minConvert: 1_000 });
    const ids: string[] = [];
    for (const [sort, item] of DEMO_MALL_ITEMS.entries()) ids.push(await insertItem(tx, item, sort + 1));
    await demo01History(tx, new Ledger(db), ids[3]!, now);
  });
}
