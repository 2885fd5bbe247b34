import { type Queryable, selectInto, type WithTextFields } from '../../../platform/db/db';

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

type Limits = 'withdrawalMin' | 'withdrawalMax' | 'uplineMin' | 'uplineMax';

/** A payment_settings row as selected: the settings but for the amounts (int8), as text. */
type SettingsRow = WithTextFields<PaymentSettings, Limits>;

const COLUMNS = selectInto<SettingsRow>({
  withdrawalMin: 'withdrawal_min::text', withdrawalMax: 'withdrawal_max::text', withdrawalDailyCount: 'withdrawal_daily_count',
  uplineMin: 'upline_min::text', uplineMax: 'upline_max::text', uplineConfirmMinutes: 'upline_confirm_minutes',
});

export async function paymentSettings(db: Queryable, merchantCode: string): Promise<PaymentSettings> {
  const [row] = await db.query<SettingsRow>(`SELECT ${COLUMNS} FROM payment_settings WHERE merchant_code = $1`, [merchantCode]);
  if (!row) return DEFAULT_PAYMENT_SETTINGS;
  return {
    ...row,
    withdrawalMin: BigInt(row.withdrawalMin),
    withdrawalMax: BigInt(row.withdrawalMax),
    uplineMin: BigInt(row.uplineMin),
    uplineMax: BigInt(row.uplineMax),
  };
}
