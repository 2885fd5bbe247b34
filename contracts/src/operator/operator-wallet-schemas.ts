import { Type } from '@sinclair/typebox';
import { DEFAULT_MERCHANT_CODE } from '../constants';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import { PageSchema, PagingQuery } from '../platform/paging';
import { OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, OPERATOR_USERNAME_PATTERN } from './operator-rules';

/** Wire schemas of the operator API (docs/wallet.md, Operators). Money: integer minor units. */
const MerchantCode = Type.String({ minLength: 1, maxLength: 64, default: DEFAULT_MERCHANT_CODE });
const Role = StringEnum(OPERATOR_ROLES);
/** A request id chosen by the caller (a UUID fits): the ledger key is adjustment:{requestId}. */
const RequestId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
/** Far above any real correction, far below 2^53. */
const MAX_ADJUSTMENT = 1_000_000_000_000;

export const OperatorLoginBodySchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);

/** Who an operator is, as the login answer and the account list name them; merchant null: every brand. */
const OperatorIdentity = { username: Type.String(), role: Role, merchant: Nullable(Type.String()) };

export const OperatorLoginAnswerSchema = Type.Object({ token: Type.String(), ...OperatorIdentity });

export const NewOperatorSchema = Type.Object(
  {
    username: Type.String({ pattern: OPERATOR_USERNAME_PATTERN, description: 'a letter, then 2–31 letters, digits, _ . -' }),
    password: Type.String({ minLength: OPERATOR_PASSWORD_MIN, maxLength: 128 }),
    role: Role,
    merchant: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }), { description: "null: every brand; omitted: the opener's brand" })),
  },
  { additionalProperties: false },
);

export const OperatorSchema = Type.Object({
  id: Type.String(),
  ...OperatorIdentity,
  active: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const OperatorListQuerySchema = Type.Object({ merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });

export const OperatorNameParamsSchema = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });

export const AdjustmentBodySchema = Type.Object(
  {
    merchant: MerchantCode,
    account: Type.String({ minLength: 1, maxLength: 64, description: "the member's username" }),
    amount: Type.Integer({ minimum: -MAX_ADJUSTMENT, maximum: MAX_ADJUSTMENT, description: 'signed minor units: + credits, − debits' }),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
    requestId: RequestId,
  },
  { additionalProperties: false },
);

export const AdjustmentAnswerSchema = Type.Object({
  transferId: Type.String(),
  balance: Type.Integer({ description: "the member's available main wallet after the adjustment" }),
});

export const MemberLedgerQuerySchema = Type.Object({
  merchant: MerchantCode,
  account: Type.String({ minLength: 1, maxLength: 64 }),
  ...PagingQuery,
});

const LedgerEntrySchema = Type.Object({
  id: Type.String(),
  time: Type.String({ format: 'date-time' }),
  transferId: Type.String(),
  key: Type.String(),
  type: Type.String(),
  flag: StringEnum(['single', 'pending', 'post', 'void'] as const),
  accountKind: Type.String(),
  accountRef: Type.String(),
  amount: Type.Integer(),
  held: Type.Integer(),
  balanceAfter: Type.Integer(),
  heldAfter: Type.Integer(),
  counterparty: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
});

export const MemberLedgerSchema = Type.Object({
  member: Type.Object({ id: Type.String(), account: Type.String(), type: Type.Integer() }),
  accounts: Type.Array(Type.Object({ kind: Type.String(), ref: Type.String(), balance: Type.Integer(), held: Type.Integer() })),
  records: Type.Array(LedgerEntrySchema),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

export const ActionsQuerySchema = Type.Object({
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  ...PagingQuery,
});

export const ActionsPageSchema = PageSchema(
  Type.Object({
    id: Type.String(),
    operator: Type.String(),
    action: Type.String(),
    merchant: Nullable(Type.String()),
    target: Type.String(),
    details: Type.Record(Type.String(), Type.Unknown()),
    createdAt: Type.String({ format: 'date-time' }),
  }),
);
