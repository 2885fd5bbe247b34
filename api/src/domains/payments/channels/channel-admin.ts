import type { Db, Queryable } from '../../../platform/db/db';
import { json } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { DEPOSIT_FIELDS, type DepositField, moneyToWire } from '@khela/contracts';
import { type Channel, findChannel } from './channels';
import { paymentSettings, type PaymentSettings } from './payment-settings';

/**
 * A brand's payment channels and limits from operator commands (docs/payments.md "Setting up a
 * brand's channels"): what the demo seed writes for its brands, for a production brand. Only an
 * admin of that brand (or of every brand); each change is in the action record with what it set.
 */

export interface ChannelChange {
  code: string;
  kind: string;
  nameEn: string;
  nameBn: string;
  /** Minor units (paisa). */
  min: bigint;
  max: bigint;
  /** What a manual deposit's form asks besides the amount (the reference is issued by Khela, never asked). */
  fields?: string[];
  payeeName?: string | null;
  payeeAccount?: string | null;
  accountPattern?: string;
  depositEnabled?: boolean;
  payoutEnabled?: boolean;
  sortOrder?: number;
}

export interface LimitsChange {
  withdrawalMin: bigint;
  withdrawalMax: bigint;
  withdrawalDailyCount: number;
  uplineMin: bigint;
  uplineMax: bigint;
  uplineConfirmMinutes?: number;
}

const CHANNEL_CODE = /^[A-Z0-9][A-Z0-9_]{1,23}$/;
/** Form fields an operator may ask for: the reference is Khela's own code (docs/payments.md). */
const ASKED_FIELDS = DEPOSIT_FIELDS.filter((field) => field !== 'reference');
const MAX_AMOUNT = 1_000_000_000n; // ৳1 crore, in paisa

function requireBrandAdmin(actor: OperatorActor, merchantCode: string): void {
  if (actor.role !== 'admin' || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new ApiError(403, 'operator.forbidden');
}

async function requireBrand(db: Queryable, merchantCode: string): Promise<void> {
  const [brand] = await db.query('SELECT 1 FROM merchants WHERE code = $1', [merchantCode]);
  if (!brand) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
}

export function channelCodeOf(text: string): string {
  const code = text.trim().toUpperCase();
  if (!CHANNEL_CODE.test(code)) throw new ApiError(400, 'opsChannels.code', { code: text.slice(0, 32) });
  return code;
}

function text(value: string | null | undefined, field: string, max: number): string {
  const trimmed = (value ?? '').trim();
  if (trimmed.length < 1 || trimmed.length > max) throw new ApiError(400, 'opsChannels.text', { field, max });
  return trimmed;
}

function amountRange(min: bigint, max: bigint, minField: string, maxField: string): void {
  if (min <= 0n || min > MAX_AMOUNT) throw new ApiError(400, 'opsChannels.amount', { field: minField });
  if (max < min || max > MAX_AMOUNT) throw new ApiError(400, 'opsChannels.amount.range', { min: minField, max: maxField });
}

/** A pattern payout account numbers must match: a valid regular expression anchored at both ends. */
function accountPatternOf(pattern: string | undefined): string {
  const value = (pattern ?? '^[0-9]{6,20}$').trim();
  let valid = value.startsWith('^') && value.endsWith('$') && value.length <= 120;
  try {
    new RegExp(value);
  } catch {
    valid = false;
  }
  if (!valid) throw new ApiError(400, 'opsChannels.accountPattern');
  return value;
}

export interface ChannelView {
  merchant: string;
  code: string;
  kind: 'gateway' | 'manual';
  name: { bn?: string; en?: string };
  min: bigint;
  max: bigint;
  fields: DepositField[];
  payee: { name: string; accountNumber: string } | null;
  accountPattern: string;
  depositEnabled: boolean;
  payoutEnabled: boolean;
}

const viewOf = (channel: Channel): ChannelView => ({
  merchant: channel.merchantCode, code: channel.code, kind: channel.kind, name: channel.name, min: channel.min, max: channel.max,
  fields: channel.fields, payee: channel.payee, accountPattern: channel.accountPattern, depositEnabled: channel.depositEnabled, payoutEnabled: channel.payoutEnabled,
});

/** Adds or updates a channel of a brand: a gateway one (bKash, Nagad through the gateway) or a manual one with its payee. */
export async function setChannel(db: Db, actor: OperatorActor, merchantCode: string, change: ChannelChange): Promise<ChannelView> {
  requireBrandAdmin(actor, merchantCode);
  const code = channelCodeOf(change.code);
  if (change.kind !== 'gateway' && change.kind !== 'manual') throw new ApiError(400, 'opsChannels.kind');
  const kind = change.kind;
  const name = { bn: text(change.nameBn, 'nameBn', 60), en: text(change.nameEn, 'nameEn', 60) };
  amountRange(change.min, change.max, 'min', 'max');
  const fields = [...new Set(change.fields ?? [])];
  const unknown = fields.filter((field) => !(ASKED_FIELDS as readonly string[]).includes(field));
  if (unknown.length > 0) throw new ApiError(400, 'opsChannels.fields', { fields: unknown.join(', ').slice(0, 60), known: ASKED_FIELDS.join(', ') });
  const payee = kind === 'manual' ? { name: text(change.payeeName, 'payeeName', 120), account: text(change.payeeAccount, 'payeeAccount', 40) } : null;
  const accountPattern = accountPatternOf(change.accountPattern);
  const sortOrder = change.sortOrder ?? 0;
  if (!Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 10_000) throw new ApiError(400, 'opsChannels.sortOrder');
  const channel = await db.transaction(async (tx) => {
    await requireBrand(tx, merchantCode);
    const [row] = await tx.query<{ created: boolean }>(
      `INSERT INTO payment_channels (merchant_code, code, name, kind, min_amount, max_amount, fields, payee_name, payee_account, account_pattern,
                                     deposit_enabled, payout_enabled, sort_order)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (merchant_code, code) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, min_amount = EXCLUDED.min_amount,
         max_amount = EXCLUDED.max_amount, fields = EXCLUDED.fields, payee_name = EXCLUDED.payee_name, payee_account = EXCLUDED.payee_account,
         account_pattern = EXCLUDED.account_pattern, deposit_enabled = EXCLUDED.deposit_enabled, payout_enabled = EXCLUDED.payout_enabled,
         sort_order = EXCLUDED.sort_order
       RETURNING (xmax = 0) AS created`,
      [merchantCode, code, json(name), kind, change.min.toString(), change.max.toString(), json(fields), payee?.name ?? null, payee?.account ?? null,
        accountPattern, change.depositEnabled ?? true, change.payoutEnabled ?? true, sortOrder],
    );
    await recordOperatorAction(tx, actor, {
      action: row!.created ? 'payment.channel.create' : 'payment.channel.update',
      merchantCode,
      target: code,
      details: { kind, name, min: change.min.toString(), max: change.max.toString(), fields, payee, accountPattern,
        depositEnabled: change.depositEnabled ?? true, payoutEnabled: change.payoutEnabled ?? true },
    });
    return (await findChannel(tx, merchantCode, code))!;
  });
  return viewOf(channel);
}

/** Turns a channel's deposits and payouts off (or on): orders already made on it are decided as before. */
export async function switchChannel(db: Db, actor: OperatorActor, merchantCode: string, codeText: string, enabled: boolean): Promise<ChannelView> {
  requireBrandAdmin(actor, merchantCode);
  const code = channelCodeOf(codeText);
  const channel = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ code: string }>(
      'UPDATE payment_channels SET deposit_enabled = $3, payout_enabled = $3 WHERE merchant_code = $1 AND code = $2 RETURNING code',
      [merchantCode, code, enabled],
    );
    if (!row) throw new ApiError(404, 'opsChannels.unknown', { code });
    await recordOperatorAction(tx, actor, { action: enabled ? 'payment.channel.enable' : 'payment.channel.disable', merchantCode, target: code });
    return (await findChannel(tx, merchantCode, code))!;
  });
  return viewOf(channel);
}

/** A brand's withdrawal and upline-transfer limits (payment_settings), with the ones they replaced. */
export async function setPaymentLimits(db: Db, actor: OperatorActor, merchantCode: string, change: LimitsChange): Promise<PaymentSettings & { merchant: string }> {
  requireBrandAdmin(actor, merchantCode);
  amountRange(change.withdrawalMin, change.withdrawalMax, 'withdrawalMin', 'withdrawalMax');
  amountRange(change.uplineMin, change.uplineMax, 'uplineMin', 'uplineMax');
  const perDay = change.withdrawalDailyCount;
  if (!Number.isInteger(perDay) || perDay < 0 || perDay > 100) throw new ApiError(400, 'opsChannels.number', { field: 'withdrawalDailyCount', min: 0, max: 100 });
  const confirmMinutes = change.uplineConfirmMinutes ?? 30;
  if (!Number.isInteger(confirmMinutes) || confirmMinutes < 1 || confirmMinutes > 10_080) {
    throw new ApiError(400, 'opsChannels.number', { field: 'uplineConfirmMinutes', min: 1, max: 10_080 });
  }
  const settings = await db.transaction(async (tx) => {
    await requireBrand(tx, merchantCode);
    const previous = await paymentSettings(tx, merchantCode);
    await tx.query(
      `INSERT INTO payment_settings (merchant_code, withdrawal_min, withdrawal_max, withdrawal_daily_count, upline_min, upline_max, upline_confirm_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant_code) DO UPDATE SET withdrawal_min = EXCLUDED.withdrawal_min, withdrawal_max = EXCLUDED.withdrawal_max,
         withdrawal_daily_count = EXCLUDED.withdrawal_daily_count, upline_min = EXCLUDED.upline_min, upline_max = EXCLUDED.upline_max,
         upline_confirm_minutes = EXCLUDED.upline_confirm_minutes`,
      [merchantCode, change.withdrawalMin.toString(), change.withdrawalMax.toString(), perDay, change.uplineMin.toString(), change.uplineMax.toString(), confirmMinutes],
    );
    const next = await paymentSettings(tx, merchantCode);
    const wire = (s: PaymentSettings) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]));
    await recordOperatorAction(tx, actor, { action: 'payment.limits', merchantCode, target: merchantCode, details: { ...wire(next), previous: wire(previous) } });
    return next;
  });
  return { merchant: merchantCode, ...settings };
}

/** A channel as /ops answers it: money as JSON numbers (paisa). */
export const channelWire = (view: ChannelView) => ({ ...view, min: moneyToWire(view.min), max: moneyToWire(view.max) });

/** A brand's limits as /ops answers them: money as JSON numbers (paisa). */
export const limitsWire = (settings: PaymentSettings & { merchant: string }) => ({
  ...settings,
  withdrawalMin: moneyToWire(settings.withdrawalMin),
  withdrawalMax: moneyToWire(settings.withdrawalMax),
  uplineMin: moneyToWire(settings.uplineMin),
  uplineMax: moneyToWire(settings.uplineMax),
});
