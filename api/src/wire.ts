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
export type { MerchantStatus } from './domains/operator/merchant-status';

import type { Static } from '@sinclair/typebox';
import type { CustomerServiceSchema, RegisterRuleSchema } from './domains/config/config-schemas';
import type { BannerSchema } from './domains/messages/messages-schemas';
export type CustomerServiceEntry = Static<typeof CustomerServiceSchema>;
export type RegisterRule = Static<typeof RegisterRuleSchema>;
export type LinkageType = Static<typeof BannerSchema>['linkageType'];
export type Execution = 'A' | 'F' | 'B';
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
