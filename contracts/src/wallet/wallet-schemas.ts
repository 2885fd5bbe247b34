import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import { TRANSFER_KINDS } from './transfer-kinds';
import { PageSchema, PagingQuery } from '../platform/paging';

/** Wire schemas of the member's wallet calls (docs/wallet.md). Money: integer minor units. */
const Money = Type.Integer({ description: 'minor units (paisa)' });

export const BalanceSchema = Type.Object({
  balance: Type.Integer({ description: 'what the member can use: main wallet less what is held' }),
  held: Money,
  bonus: Type.Integer({ minimum: 0, description: 'money on the open bonuses (queued or active grants): not withdrawable, staked when cash runs short' }),
  currency: Type.String(),
  currencySymbol: Type.String(),
});

export const ConsolidatedSchema = Type.Object({
  main: Type.Integer({ description: 'available in the main wallet' }),
  held: Money,
  games: Type.Array(Type.Object({ vendor: Type.String(), name: Type.String(), balance: Money })),
  total: Type.Integer({ description: 'main + held + every game wallet' }),
});

const Day = Type.String({ format: 'date', description: "yyyy-MM-dd in the brand's time zone, included" });

export const AccountRecordQuerySchema = Type.Object({
  type: Type.Optional(StringEnum(TRANSFER_KINDS)),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ...PagingQuery,
});

export const AccountRecordSchema = Type.Object({
  id: Type.String(),
  time: Type.String({ format: 'date-time' }),
  type: StringEnum(TRANSFER_KINDS),
  amount: Type.Integer({ description: "signed change of the main wallet's balance" }),
  balanceAfter: Money,
  held: Type.Integer({ description: 'signed change of what is held' }),
  reference: Nullable(Type.String(), { description: 'order number, request id, or vendor/round' }),
  detail: Nullable(Type.String(), { description: 'the other wallet, channel, vendor or member' }),
});

export const AccountRecordPageSchema = PageSchema(AccountRecordSchema);

/**
 * GET merchant wallet (SPEC §7, §3 hasMerchantWallet from isSingle; docs/spec-sweep.md): the
 * brand's wallet mode. isSingle: members see one balance and no game wallets. Brand-wide, no token.
 */
export const MerchantWalletSchema = Type.Object({
  isSingle: Type.Boolean({ description: 'One wallet for the member: no game wallets shown, game money comes back by itself' }),
});
export type MerchantWallet = Static<typeof MerchantWalletSchema>;

/** The operator's switch of a brand's wallet mode. */
export const MerchantWalletBodySchema = Type.Object({ isSingle: Type.Boolean() }, { additionalProperties: false });

/** The operator's answer: the mode set and the one it replaced. */
export const MerchantWalletChangeSchema = Type.Object({ merchant: Type.String(), isSingle: Type.Boolean(), previous: Type.Boolean() });
