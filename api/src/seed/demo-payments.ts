import type { Db, Queryable } from '../platform/db/db';
import { json } from '../platform/db/db';
import type { LocalizedText } from '../platform/i18n/language';
import { seedOnce } from './seed-once';

const DEMO_PAYMENTS_SEED = 'demo-payments-v1';

interface DemoChannel {
  code: string;
  name: LocalizedText;
  kind: 'gateway' | 'manual';
  min: number;
  max: number;
  fields: string[];
  payee?: { name: string; account: string };
  accountPattern: string;
}

const BDT = (taka: number) => taka * 100; // minor units (paisa)
const MOBILE_WALLET = '^01[3-9][0-9]{8}$'; // a Bangladeshi mobile number: bKash, Nagad
const ROCKET_WALLET = '^01[3-9][0-9]{8,9}$'; // Rocket adds a check digit to the mobile number

/** The demo brand's ways to pay: bKash and Nagad through the gateway, Rocket and bank transfer by hand. */
const KHELA_CHANNELS: DemoChannel[] = [
  { code: 'BKASH', name: { bn: 'বিকাশ', en: 'bKash' }, kind: 'gateway', min: BDT(100), max: BDT(25_000), fields: [], accountPattern: MOBILE_WALLET },
  { code: 'NAGAD', name: { bn: 'নগদ', en: 'Nagad' }, kind: 'gateway', min: BDT(100), max: BDT(25_000), fields: [], accountPattern: MOBILE_WALLET },
  {
    code: 'ROCKET',
    name: { bn: 'রকেট', en: 'Rocket' },
    kind: 'manual',
    min: BDT(100),
    max: BDT(25_000),
    fields: ['reference', 'payerAccount'],
    payee: { name: 'Khela Gaming Ltd', account: '017000000011' },
    accountPattern: ROCKET_WALLET,
  },
  {
    code: 'BANK',
    name: { bn: 'ব্যাংক ট্রান্সফার', en: 'Bank transfer' },
    kind: 'manual',
    min: BDT(1_000),
    max: BDT(100_000),
    fields: ['reference', 'payerAccount', 'payerName'],
    payee: { name: 'Khela Gaming Ltd, Dutch-Bangla Bank, Gulshan', account: '1071100012345' },
    accountPattern: '^[0-9]{8,20}$',
  },
];

async function insertChannels(db: Queryable, merchantCode: string, channels: DemoChannel[]): Promise<void> {
  for (const [index, c] of channels.entries()) {
    await db.query(
      `INSERT INTO payment_channels (merchant_code, code, name, kind, min_amount, max_amount, fields, payee_name, payee_account, account_pattern, sort_order)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::jsonb, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
      [merchantCode, c.code, json(c.name), c.kind, c.min, c.max, json(c.fields), c.payee?.name ?? null, c.payee?.account ?? null, c.accountPattern, index + 1],
    );
  }
}

/**
 * Demo payments, written once: the channels and limits of both brands (khela2 has bKash only and the
 * default limits), and agent01 as demo01's upline so the transfer-to-upline page has someone to
 * send to (only if demo01 has no upline yet).
 */
export async function seedDemoPayments(db: Db): Promise<boolean> {
  return seedOnce(db, DEMO_PAYMENTS_SEED, async (tx) => {
    await insertChannels(tx, 'khela', KHELA_CHANNELS);
    await insertChannels(tx, 'khela2', KHELA_CHANNELS.filter((channel) => channel.code === 'BKASH'));
    await tx.query(
      `INSERT INTO payment_settings (merchant_code, withdrawal_min, withdrawal_max, withdrawal_daily_count, upline_min, upline_max, upline_confirm_minutes)
       VALUES ('khela', $1, $2, 3, $3, $4, 30) ON CONFLICT DO NOTHING`,
      [BDT(500), BDT(50_000), BDT(100), BDT(50_000)],
    );
    await tx.query(
      `UPDATE members m SET upline_id = a.id FROM members a
        WHERE m.merchant_code = 'khela' AND m.account = 'demo01' AND m.upline_id IS NULL AND a.merchant_code = 'khela' AND a.account = 'agent01'`,
    );
  });
}
