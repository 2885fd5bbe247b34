import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import { GAME_TYPES_IN_MENU_ORDER } from '../games/game-types';
import { VENDOR_STATUSES } from './vendor-statuses';

/** Vendor protocol schemas (docs/vendor-wallet.md). Ids are the vendor's own strings. */
const Id = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });
const PlayerId = Id('From authenticate: `{merchant}_{memberId}`');
const SessionToken = Type.String({ minLength: 1, maxLength: 200, description: 'From authenticate' });
const Money = (minimum: number, description: string) =>
  Type.Integer({ minimum, maximum: Number.MAX_SAFE_INTEGER, description: `${description}, minor units (paisa)` });

export const VendorHeadersSchema = Type.Object({
  'x-vendor-code': Type.Optional(Type.String({ description: 'The vendor code (vendor_wallets.vendor_code)' })),
  'x-timestamp': Type.Optional(Type.String({ description: 'Unix time in milliseconds; within ±5 minutes of ours' })),
  'x-signature': Type.Optional(Type.String({ description: 'hex HMAC-SHA256(secret, `${X-Timestamp}.${raw body}`)' })),
});

export const AuthenticateBodySchema = Type.Object({
  launchToken: Type.String({ minLength: 1, maxLength: 200, description: 'The one-time token of the game launch URL' }),
});

export const BalanceBodySchema = Type.Object({ playerId: PlayerId, sessionToken: SessionToken });

const Words = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const BothLanguages = Type.Object({ bn: Words(200), en: Words(200) });

/**
 * What the betting record shows of a bet beyond its game (docs/vendor-wallet.md "Bet detail"):
 * a sportsbook bet's legs. Optional; stored with the bet the first time it is taken.
 */
export const SportsBetDetailSchema = Type.Object({
  kind: Type.Literal('sports'),
  legs: Type.Array(
    Type.Object({
      sport: Words(32),
      competition: Words(200),
      event: Words(200),
      market: BothLanguages,
      selection: BothLanguages,
      odds: Type.String({ pattern: '^[0-9]{1,6}(\\.[0-9]{1,6})?$', description: 'Decimal odds taken' }),
    }),
    { minItems: 1, maxItems: 10 },
  ),
});

export const BetBodySchema = Type.Object({
  playerId: PlayerId,
  sessionToken: SessionToken,
  transactionId: Id("The vendor's unique id of this bet"),
  roundId: Id('The game round. A bet taken after the round was settled (even one racing its win) opens the round again, for a later win'),
  gameCode: Id("The vendor's game"),
  gameType: Type.Optional(StringEnum(GAME_TYPES_IN_MENU_ORDER, { description: "The game's category; defaults to the vendor's only one" })),
  amount: Money(1, 'The stake'),
  detail: Type.Optional(SportsBetDetailSchema),
});

export const WinBodySchema = Type.Object({
  playerId: PlayerId,
  transactionId: Id("The vendor's unique id of this settlement"),
  roundId: Id(
    'The round whose open bets this settles: those taken before it; a bet racing it is either settled by it (and in its balance) or left open for a later win (and not in its balance)',
  ),
  amount: Money(0, 'What the player gets back in total (0: lost)'),
  betTransactionIds: Type.Optional(
    Type.Array(Id('A bet of the round'), { minItems: 1, maxItems: 100, description: 'Settle only these bets of the round' }),
  ),
});

export const RollbackBodySchema = Type.Object({
  playerId: PlayerId,
  transactionId: Id("The vendor's unique id of this rollback"),
  betTransactionId: Id('The bet to cancel'),
});

export const AdjustBodySchema = Type.Object({
  playerId: PlayerId,
  transactionId: Id("The vendor's unique id of this adjustment, e.g. `{bet}:resettle:{version}`"),
  betTransactionId: Id('The settled bet whose payout changes'),
  amount: Type.Integer({
    minimum: -Number.MAX_SAFE_INTEGER,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'The signed difference against what the bet was paid, minor units: positive pays the player more, negative takes back',
  }),
});

export const VendorAnswerSchema = Type.Object({
  status: StringEnum(VENDOR_STATUSES),
  message: Type.Optional(Type.String({ description: 'Why, for refusals' })),
  transactionId: Type.Optional(Type.String()),
  walletTransactionId: Type.Optional(Nullable(Type.String(), { description: 'Our ledger transfer id' })),
  balance: Type.Optional(Type.Integer({ description: "The player's available balance after the call, minor units" })),
  currency: Type.Optional(Type.String()),
  playerId: Type.Optional(Type.String()),
  sessionToken: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
  nickname: Type.Optional(Type.String()),
  funPlay: Type.Optional(Type.Boolean()),
  shortfall: Type.Optional(Type.Integer({ minimum: 0, description: 'adjust: what a take-back could not take (owed by the player), minor units' })),
});

export const vendorResponses = {
  200: VendorAnswerSchema,
  400: VendorAnswerSchema,
  401: VendorAnswerSchema,
  500: VendorAnswerSchema,
};
