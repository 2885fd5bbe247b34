import { type Static, Type } from '@sinclair/typebox';
import { MAX_REMARK_LENGTH } from '../constants';
import { DayRangeQuery, PagingQuery } from '../platform/paging';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import { CHANNEL_KINDS, DEPOSIT_FIELDS, GATEWAY_STATUSES, REQUEST_STATUSES, UPLINE_STATUSES } from './payment-enums';

/**
 * Free text the database stores or compares: PostgreSQL text cannot hold NUL (it would be a 500),
 * and names and numbers have no business carrying control characters at all.
 */
const NO_NUL = '^[^\\u0000]*$';
const NO_CONTROL = '^[^\\u0000-\\u001f\\u007f]*$';
const Text = (options: { maxLength: number; minLength?: number; description?: string }) => Type.String({ pattern: NO_NUL, ...options });
const Line = (options: { maxLength: number; minLength?: number; description?: string }) => Type.String({ pattern: NO_CONTROL, ...options });
const Code = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' });

/** Minor units on the wire: a positive safe integer (JSON number). */
export const Amount = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units (paisa)' });
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'chosen by the page (a UUID per submission)' });
const PaymentPassword = Type.String({ minLength: 1, maxLength: 64 });
const OrderNo = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Z0-9]+$' });
const Time = Type.String({ format: 'date-time' });
const NullableTime = Nullable(Time);
const NullableText = Nullable(Type.String());
const ChannelKind = StringEnum(CHANNEL_KINDS);
export const RequestStatusSchema = StringEnum(REQUEST_STATUSES);

export const OrderNoParams = Type.Object({ orderNo: OrderNo });
/** GET /ops/payments/deposits/by-code/:code: a brand's manual deposit by the code Khela issued it. */
export const DepositCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40, description: 'The deposit code (any case; spaces and dashes ignored)' }) });
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
export const ProofParams = Type.Object({ proofId: Id });

// Deposits.
export const DepositChannelSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  kind: ChannelKind,
  min: Type.Integer(),
  max: Type.Integer(),
  fields: Type.Array(StringEnum(DEPOSIT_FIELDS)),
  payee: Type.Optional(Type.Object({ name: Type.String(), accountNumber: Type.String() })),
});

/** GET /wps/payments/deposit/channels: the brand's deposit channels. */
export const DepositChannelsAnswerSchema = Type.Object({ channels: Type.Array(DepositChannelSchema) });

export const DepositBodySchema = Type.Object({
  channel: Code,
  amount: Amount,
  requestId: RequestId,
  reference: Type.Optional(Line({ maxLength: 64, description: "manual: the payer's transaction id" })),
  payerAccount: Type.Optional(Line({ maxLength: 32, description: 'manual: the account the payer sent from' })),
  payerName: Type.Optional(Line({ maxLength: 100, description: "manual, when the channel's fields ask it" })),
});

export const DepositAnswerSchema = Type.Object({
  orderNo: Type.String(),
  status: RequestStatusSchema,
  payUrl: Type.Optional(Type.String({ description: "gateway: open it, the payer confirms on the gateway's page" })),
  depositCode: Type.Optional(Type.String({ description: "manual: the code Khela issued this order; the payer writes it in the payment's reference" })),
});

export const RecordQuerySchema = Type.Object({ status: Type.Optional(RequestStatusSchema), ...DayRangeQuery, ...PagingQuery });

export const DepositRecordSchema = Type.Object({
  orderNo: Type.String(),
  channel: Type.String(),
  channelName: Type.String(),
  kind: ChannelKind,
  amount: Type.Integer(),
  status: RequestStatusSchema,
  createdAt: Time,
  decidedAt: NullableTime,
  reason: NullableText,
  payUrl: Type.Optional(Type.String({ description: 'an open gateway order: where to pay it' })),
  depositCode: Type.Optional(Type.String({ description: "manual: the code Khela issued the order, written in the payment's reference" })),
});

// Payout accounts and withdrawals.
export const PayoutAccountSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.String(),
  channelName: Type.String(),
  payeeName: Type.String(),
  accountNumber: Type.String({ description: 'masked: the last 4 digits' }),
});

export const PayoutAccountsSchema = Type.Object({
  accounts: Type.Array(PayoutAccountSchema),
  channels: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), accountPattern: Type.String() })),
});

export const BindPayoutAccountBodySchema = Type.Object({
  channel: Code,
  payeeName: Line({ minLength: 1, maxLength: 100 }),
  accountNumber: Line({ minLength: 1, maxLength: 40 }),
  paymentPassword: PaymentPassword,
});

/** The member's open bonuses (queued or active) that a withdrawal now would forfeit (docs/adr/0016 §2). */
export const OpenBonusSchema = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  /** What the open grants hold now (available), minor units. */
  amount: Type.Integer({ minimum: 0 }),
  grants: Type.Array(
    Type.Object({ id: Type.String(), title: Type.String(), balance: Type.Integer(), requirement: Type.Integer(), wagered: Type.Integer() }),
  ),
});
export type OpenBonus = Static<typeof OpenBonusSchema>;

export const WithdrawalLimitsSchema = Type.Object({
  min: Type.Integer(),
  max: Type.Integer(),
  dailyCount: Type.Integer(),
  usedToday: Type.Integer(),
  hasPaymentPassword: Type.Boolean(),
  openBonus: OpenBonusSchema,
});

/** true: the member confirmed that withdrawing gives up every open bonus (else 409 withdrawal.bonus.open). */
const ForfeitBonus = Type.Optional(Type.Boolean());

export const WithdrawalBodySchema = Type.Object({
  payoutAccountId: Id,
  amount: Amount,
  paymentPassword: PaymentPassword,
  requestId: RequestId,
  forfeitBonus: ForfeitBonus,
});

export const OrderAnswerSchema = Type.Object({ orderNo: Type.String(), status: Type.String() });

export const WithdrawalRecordSchema = Type.Object({
  orderNo: Type.String(),
  channel: Type.String(),
  channelName: Type.String(),
  accountNumber: Type.String(),
  amount: Type.Integer(),
  status: RequestStatusSchema,
  createdAt: Time,
  decidedAt: NullableTime,
  reason: NullableText,
});

// Transfers to the upline.
export const UplineTransferBodySchema = Type.Object({
  amount: Amount,
  paymentPassword: PaymentPassword,
  remark: Type.Optional(Text({ maxLength: MAX_REMARK_LENGTH })),
  requestId: RequestId,
  forfeitBonus: ForfeitBonus,
});

/** POST /wps/payments/upline: the transfer's order, SENT until the upline confirms. */
export const UplineTransferAnswerSchema = Type.Object({ orderNo: Type.String(), status: Type.String() });

export const UplineQuerySchema = Type.Object({ role: Type.Optional(StringEnum(['sent', 'received'] as const)), ...PagingQuery });

export const UplineRecordSchema = Type.Object({
  orderNo: Type.String(),
  direction: StringEnum(['sent', 'received'] as const),
  amount: Type.Integer(),
  remark: Type.String(),
  status: StringEnum(UPLINE_STATUSES),
  confirmBy: Time,
  createdAt: Time,
  counterparty: Type.String({ description: "the other member's account" }),
  disputeRemark: NullableText,
  proofs: Type.Array(Type.Integer(), { description: 'proof image ids' }),
});

// Operators.
const MerchantCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
export const OpsListQuerySchema = Type.Object({
  merchant: MerchantCode,
  status: Type.Optional(RequestStatusSchema),
  orderNo: Type.Optional(OrderNo),
  account: Type.Optional(Line({ maxLength: 64 })),
  ...DayRangeQuery,
  ...PagingQuery,
});
export const OpsDecisionBodySchema = Type.Object({ merchant: MerchantCode, reason: Type.Optional(Text({ maxLength: 500 })) });
export const OpsUplineQuerySchema = Type.Object({
  merchant: MerchantCode,
  status: Type.Optional(StringEnum(UPLINE_STATUSES, { default: 'DISPUTED' })),
  orderNo: Type.Optional(OrderNo),
  ...PagingQuery,
});
export const OpsProofQuerySchema = Type.Object({ merchant: MerchantCode });

export const OpsDepositRecordSchema = Type.Composite([
  DepositRecordSchema,
  Type.Object({
    memberId: Type.String(),
    account: Type.String(),
    reference: NullableText,
    referenceClaims: Type.Integer({ minimum: 0, description: 'Manual: orders of the channel claiming this transaction id (members claim ids for themselves; one claim is approved)' }),
    payerAccount: NullableText,
    payerName: NullableText,
    gatewayTradeNo: NullableText,
    decidedBy: NullableText,
  }),
]);

export const OpsWithdrawalRecordSchema = Type.Composite([
  WithdrawalRecordSchema,
  Type.Object({ payeeName: Type.String(), memberId: Type.String(), account: Type.String(), decidedBy: NullableText }),
]);

export const OpsUplineRecordSchema = Type.Object({
  orderNo: Type.String(),
  amount: Type.Integer(),
  remark: Type.String(),
  status: StringEnum(UPLINE_STATUSES),
  confirmBy: Time,
  confirmedAt: NullableTime,
  createdAt: Time,
  disputedAt: NullableTime,
  disputeRemark: NullableText,
  senderId: Type.String(),
  sender: Type.String(),
  uplineId: Type.String(),
  upline: Type.String(),
  proofs: Type.Array(Type.Object({ id: Type.Integer(), contentType: Type.String(), size: Type.Integer() })),
});

// The gateway's notification (docs/payments.md): every field is signed, so none is dropped or coerced.
export const GatewayNotificationSchema = Type.Object(
  {
    merchantId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    orderNo: OrderNo,
    tradeNo: Line({ minLength: 1, maxLength: 64 }),
    amount: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    status: StringEnum(GATEWAY_STATUSES),
    timestamp: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 })])),
    sign: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: Type.Union([Type.String({ maxLength: 256 }), Type.Number()]) },
);

export const NotificationAnswerSchema = Type.Object({ orderNo: Type.String(), status: RequestStatusSchema });
