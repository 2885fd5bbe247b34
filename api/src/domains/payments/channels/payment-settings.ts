import type { Queryable } from '../../../platform/db/db';

/** A brand's payment limits (payment_settings); money in minor units. */
export interface PaymentSettings {
  withdrawalMin: bigint;
  withdrawalMax: bigint;
  /** Withdrawals a member may request per day in the brand's time zone. */
  withdrawalDailyCount: number;
  uplineMin: bigint;
  uplineMax: bigint;
  /** A transfer to the upline not confirmed within this counts as received. */
  uplineConfirmMinutes: number;
}

/** For a brand without its own row: 100–50,000 a withdrawal, 3 a day, 30 minutes to confirm. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  withdrawalMin: 10_000n,
  withdrawalMax: 5_000_000n,
  withdrawalDailyCount: 3,
  uplineMin: 10_000n,
  uplineMax: 5_000_000n,
  uplineConfirmMinutes: 30,
};

interface SettingsRow {
  withdrawal_min: string;
  withdrawal_max: string;
  withdrawal_daily_count: number;
  upline_min: string;
  upline_max: string;
  upline_confirm_minutes: number;
}

export async function paymentSettings(db: Queryable, merchantCode: string): Promise<PaymentSettings> {
  const [row] = await db.query<SettingsRow>(
    `SELECT withdrawal_min::text, withdrawal_max::text, withdrawal_daily_count, upline_min::text, upline_max::text, upline_confirm_minutes
       FROM payment_settings WHERE merchant_code = $1`,
    [merchantCode],
  );
  if (!row) return DEFAULT_PAYMENT_SETTINGS;
  return {
    withdrawalMin: BigInt(row.withdrawal_min),
    withdrawalMax: BigInt(row.withdrawal_max),
    withdrawalDailyCount: row.withdrawal_daily_count,
    uplineMin: BigInt(row.upline_min),
    uplineMax: BigInt(row.upline_max),
    uplineConfirmMinutes: row.upline_confirm_minutes,
  };
}
