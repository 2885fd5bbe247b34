/**
 * Wire types for the front end: `import type { ConfigValue } from '@khela/api/wire'`.
 * They come from the same TypeBox schemas that validate requests and build /docs.
 * Type-only: importing this file pulls no server code into a bundle.
 */
export type { Envelope } from './platform/envelope';
export type { ErrorCode } from './platform/errors';
export type { Language, LocalizedText } from './platform/i18n/language';
export type {
  ConfigValue,
  LanguageUpdateBody,
  LanguageUpdateValue,
  WhitelabelNode,
} from './domains/config/config-schemas';
export type { FeatureSwitch } from './domains/config/whitelabel';
export type {
  AnnouncementsQuery,
  AnnouncementsValue,
  Banner,
  HelpSection,
  Notice,
  Popup,
} from './domains/messages/messages-schemas';
export type { GameMenu, GameMenusValue, MenuVendor } from './domains/games/games-schemas';
export type { GameType } from './domains/games/game-types';
// The games catalogue, favourites, recent games and the launch (docs/games.md).
export type {
  FavouriteBody,
  FavouriteValue,
  Game,
  GamesQuery,
  GamesValue,
  HotGamesValue,
  LaunchBody,
  LaunchValue,
  MemberGamesQuery,
  MemberGamesValue,
  VendorCard,
  VendorImages,
  VendorLane,
  VendorLanesValue,
} from './domains/games/games-schemas';
export type { GameClassification, GameEntryKind } from './domains/games/game-types';
// The betting record, the winners board (docs/games.md) and the hot matches (sports).
export type {
  BetRecord,
  BetRecordPage,
  BetRecordsQuery,
  BetStatus,
  BetTotals,
  Winner,
  WinnersQuery,
  WinnersValue,
} from './domains/games/games-schemas';
export type { HotMatch, HotMatchesQuery, HotMatchesValue, Sport } from './domains/sports/sports-schemas';
export type { MerchantStatus } from './domains/operator/merchant-status';

import type { Static } from '@sinclair/typebox';
import type { CustomerServiceSchema, RegisterRuleSchema } from './domains/config/config-schemas';
import type { BannerSchema } from './domains/messages/messages-schemas';
export type CustomerServiceEntry = Static<typeof CustomerServiceSchema>;
export type RegisterRule = Static<typeof RegisterRuleSchema>;
export type LinkageType = Static<typeof BannerSchema>['linkageType'];
export type Execution = 'A' | 'F' | 'B';
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

// Money (docs/wallet.md): the member's wallet and payments calls.
export type { Page } from './platform/paging';
import type {
  AccountRecordQuerySchema,
  AccountRecordSchema,
  BalanceSchema,
  ConsolidatedSchema,
} from './domains/wallet/wallet-schemas';
import type {
  BindPayoutAccountBodySchema,
  DepositAnswerSchema,
  DepositBodySchema,
  DepositChannelSchema,
  DepositRecordSchema,
  OrderAnswerSchema,
  PayoutAccountSchema,
  PayoutAccountsSchema,
  RecordQuerySchema,
  UplineQuerySchema,
  UplineRecordSchema,
  UplineTransferBodySchema,
  WithdrawalBodySchema,
  WithdrawalLimitsSchema,
  WithdrawalRecordSchema,
} from './domains/payments/payments-schemas';
export type WalletBalance = Static<typeof BalanceSchema>;
export type ConsolidatedFunds = Static<typeof ConsolidatedSchema>;
export type AccountRecord = Static<typeof AccountRecordSchema>;
export type AccountRecordQuery = Static<typeof AccountRecordQuerySchema>;
export type DepositChannel = Static<typeof DepositChannelSchema>;
export type DepositBody = Static<typeof DepositBodySchema>;
export type DepositAnswer = Static<typeof DepositAnswerSchema>;
export type DepositRecord = Static<typeof DepositRecordSchema>;
export type RequestRecordQuery = Static<typeof RecordQuerySchema>;
export type PayoutAccount = Static<typeof PayoutAccountSchema>;
export type PayoutAccounts = Static<typeof PayoutAccountsSchema>;
export type BindPayoutBody = Static<typeof BindPayoutAccountBodySchema>;
export type WithdrawalLimits = Static<typeof WithdrawalLimitsSchema>;
export type WithdrawBody = Static<typeof WithdrawalBodySchema>;
export type WithdrawalRecord = Static<typeof WithdrawalRecordSchema>;
export type RequestAnswer = Static<typeof OrderAnswerSchema>;
export type UplineTransferBody = Static<typeof UplineTransferBodySchema>;
export type UplineQuery = Static<typeof UplineQuerySchema>;
export type UplineRecord = Static<typeof UplineRecordSchema>;
