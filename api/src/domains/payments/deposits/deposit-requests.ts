import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Language } from '../../../platform/i18n/language';
import type { MessageKey } from '../../../platform/i18n/translate';
import type { Merchant } from '../../../platform/merchant/merchant';
import { type Channel, depositChannel } from '../channels/channels';
import { openGatewayOrder, notifyUrl } from '../gateway/gateway-client';
import { gatewayKeys } from '../../../platform/secrets/secret-rotations';
import type { PaymentsOptions } from '../payments-options';
import { assertAmountWithin } from '../shared/amount-limits';
import { newOrderNo } from '../shared/order-numbers';
import { newDepositCode } from './deposit-codes';
import { type DepositOrder, findDeposit, findDepositByRequest } from './deposit-records';
import type { DepositField } from '@khela/contracts';
import { assertMayDeposit } from '../../safer-gambling';

export interface DepositRequest {
  channel: string;
  amount: bigint;
  requestId: string;
  reference?: string;
  payerAccount?: string;
  payerName?: string;
}

export interface DepositAnswer {
  orderNo: string;
  status: DepositOrder['status'];
  payUrl?: string;
  /** Manual: the code the payer writes in the payment's reference. */
  depositCode?: string;
}

type SubmittedFields = Partial<Record<DepositField, string>>;

/** The payer's transaction id as the channel's statement prints it: no spaces, upper case. */
export function normalizeReference(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

interface FieldRule {
  normalize(raw: string): string;
  pattern: RegExp;
  required: MessageKey;
  invalid: MessageKey;
}

const FIELD_RULES: Record<DepositField, FieldRule> = {
  reference: { normalize: normalizeReference, pattern: /^[A-Z0-9-]{4,40}$/, required: 'payment.reference.required', invalid: 'payment.reference.invalid' },
  payerAccount: {
    normalize: (raw) => raw.replace(/[\s-]+/g, ''),
    pattern: /^\+?[0-9]{6,20}$/,
    required: 'payment.payer.account.required',
    invalid: 'payment.payer.account.invalid',
  },
  payerName: {
    normalize: (raw) => raw.trim().replace(/\s+/g, ' '),
    pattern: /^.{2,100}$/u,
    required: 'payment.payer.name.required',
    invalid: 'payment.payer.name.invalid',
  },
};

/** The fields the channel's form asks, each present and well formed (400 otherwise). */
function manualFields(channel: Channel, request: DepositRequest): SubmittedFields {
  const fields: SubmittedFields = {};
  for (const field of channel.fields) {
    const raw = request[field];
    const rule = FIELD_RULES[field];
    if (raw === undefined || raw.trim() === '') throw new ApiError(400, rule.required, {}, { field });
    const value = rule.normalize(raw);
    if (!rule.pattern.test(value)) throw new ApiError(400, rule.invalid, {}, { field });
    fields[field] = value;
  }
  return fields;
}

function answerOf(order: DepositOrder): DepositAnswer {
  return {
    orderNo: order.orderNo,
    status: order.status,
    ...(order.payUrl && order.status === 'IN_PROCESS' ? { payUrl: order.payUrl } : {}),
    ...(order.depositCode ? { depositCode: order.depositCode } : {}),
  };
}

/** A retried request (same requestId) gets its first answer; the same id for another deposit is refused. */
function replay(existing: DepositOrder, request: DepositRequest): DepositAnswer {
  if (existing.channelCode !== request.channel || existing.amount !== request.amount) throw new ApiError(409, 'payment.request.conflict');
  return answerOf(existing);
}

export interface DepositContext {
  db: Db;
  payments: PaymentsOptions;
  merchant: Merchant;
  memberId: string;
  language: Language;
  /** The page the gateway sends the payer back to (validated from the request's origin). */
  returnUrl: () => string;
}

/**
 * A deposit request: manual ones wait for an operator; gateway ones are opened at the gateway and
 * answer its payUrl. Nothing moves in the ledger here: money comes in when the order is approved.
 */
export async function requestDeposit(ctx: DepositContext, request: DepositRequest): Promise<DepositAnswer> {
  const { db, merchant } = ctx;
  const existing = await findDepositByRequest(db, ctx.memberId, request.requestId);
  if (existing) return replay(existing, request);
  // Safer gambling (docs/safer-gambling.md): an exclusion or a deposit limit refuses before any gateway call.
  await assertMayDeposit(db, ctx.memberId, request.amount);
  const channel = await depositChannel(db, merchant.code, request.channel);
  assertAmountWithin(request.amount, channel.min, channel.max, merchant.currencySymbol);
  return channel.kind === 'manual' ? requestManual(ctx, channel, request) : requestGateway(ctx, channel, request);
}

/** Fresh codes tried when one is already an order's in the brand (about 1 in 10^9 per open order: never, in practice). */
const CODE_ATTEMPTS = 5;

async function insertOrder(ctx: DepositContext, channel: Channel, request: DepositRequest, fields: SubmittedFields, returnUrl: string | null): Promise<DepositOrder | null> {
  for (let attempt = 1; ; attempt += 1) {
    const orderNo = newOrderNo('deposit', ctx.merchant.timeZone);
    const depositCode = channel.kind === 'manual' ? newDepositCode() : null;
    const rows = await ctx.db.query(
      `INSERT INTO deposit_orders (order_no, merchant_code, member_id, channel_code, kind, amount, request_id, reference, payer_account, payer_name, return_url, deposit_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT DO NOTHING RETURNING id`,
      [orderNo, ctx.merchant.code, ctx.memberId, channel.code, channel.kind, request.amount.toString(), request.requestId,
        fields.reference ?? null, fields.payerAccount ?? null, fields.payerName ?? null, returnUrl, depositCode],
    );
    if (rows.length) return findDeposit(ctx.db, orderNo);
    // Nothing inserted: the request's twin or the member's own reference (the caller tells), or the code was taken.
    const [taken] = depositCode ? await ctx.db.query('SELECT 1 FROM deposit_orders WHERE merchant_code = $1 AND deposit_code = $2', [ctx.merchant.code, depositCode]) : [];
    if (!taken || attempt >= CODE_ATTEMPTS) return null;
  }
}

/** Manual deposits of one member waiting for an operator at once: more are refused until some are decided. */
export const MANUAL_PENDING_LIMIT = 3;

/**
 * A manual deposit claims the payer's transaction id for this member only: another member's claim
 * of the same id neither blocks it nor shows in the answer (nothing to probe), and the operator
 * approves at most one claim per id (decideDeposit). A member may not stack up claims.
 */
async function requestManual(ctx: DepositContext, channel: Channel, request: DepositRequest): Promise<DepositAnswer> {
  const fields = manualFields(channel, request);
  const [open] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1 AND kind = 'manual' AND status = 'IN_PROCESS'`,
    [ctx.memberId],
  );
  if (open!.n >= MANUAL_PENDING_LIMIT) throw new ApiError(409, 'payment.manual.pending.limit', { count: MANUAL_PENDING_LIMIT });
  const created = await insertOrder(ctx, channel, request, fields, null);
  if (created) return answerOf(created);
  // Nothing inserted: a racing twin of this request, or this member claimed the reference before.
  const twin = await findDepositByRequest(ctx.db, ctx.memberId, request.requestId);
  if (twin) return replay(twin, request);
  throw new ApiError(409, 'payment.reference.used');
}

async function requestGateway(ctx: DepositContext, channel: Channel, request: DepositRequest): Promise<DepositAnswer> {
  const returnUrl = ctx.returnUrl();
  const order = await insertOrder(ctx, channel, request, {}, returnUrl);
  if (!order) return replay((await findDepositByRequest(ctx.db, ctx.memberId, request.requestId))!, request);
  try {
    const accepted = await openGatewayOrder(ctx.payments, await gatewayKeys(ctx.db, ctx.payments.gatewaySecret), {
      merchantId: ctx.merchant.code,
      orderNo: order.orderNo,
      amount: order.amount,
      currency: ctx.merchant.currency,
      channel: channel.code,
      notifyUrl: notifyUrl(ctx.payments),
      returnUrl,
      lang: ctx.language,
    });
    await ctx.db.query('UPDATE deposit_orders SET gateway_trade_no = $2, pay_url = $3 WHERE id = $1', [order.id, accepted.tradeNo, accepted.payUrl]);
    return { orderNo: order.orderNo, status: 'IN_PROCESS', payUrl: accepted.payUrl };
  } catch (error) {
    // The payer never got a payUrl, so nothing can be paid: the order is closed, not left hanging.
    await ctx.db.query(
      `UPDATE deposit_orders SET status = 'REJECTED', reason = 'payment.reason.gateway.unavailable', decided_by = 'gateway', decided_at = now()
        WHERE id = $1 AND status = 'IN_PROCESS'`,
      [order.id],
    );
    throw error;
  }
}
