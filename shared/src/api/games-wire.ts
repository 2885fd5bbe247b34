/**
 * Wire types of the games calls (docs/games.md), from the api's schemas in @khela/contracts
 * (type-only). Money is integer minor units (paisa); dates are ISO 8601 strings.
 */
import type { BetRecordsQuerySchema, GamesQuerySchema, HotMatch, LaunchBody, Static } from '@khela/contracts';

export type {
  BetRecord,
  BetStatus,
  BetTotals,
  FavouriteValue,
  Game,
  GameClassification,
  GameEntryKind,
  GamesValue,
  GameType,
  HotMatch,
  LaunchValue,
  LiveChatValue,
  LiveTable,
  LiveTablesValue,
  LiveTableStatus,
  MemberGamesValue,
  NoticePopularValue,
  VendorCard,
  VendorImages,
  VendorLane,
  Winner,
} from '@khela/contracts';

/** POST /wps/game/launchGame: `nodeId`, or `vendor` + `gameCode`. */
export type LaunchRequest = LaunchBody;
export type HotMatchTeam = HotMatch['home'];

/**
 * What a page asks with: the contract's query, except that the category (and classification) is
 * the string the page holds, a URL segment or a filter's value; the api refuses an unknown one
 * with a translated 400. Every answer type above is the contract's own, unwidened.
 */
type AsThePageHoldsIt<Query, Keys extends keyof Query> = Omit<Query, Keys> & { [Key in Keys]?: string };
export type GamesQuery = AsThePageHoldsIt<Static<typeof GamesQuerySchema>, 'gameType' | 'gameClassify'>;
export type BetRecordsQuery = AsThePageHoldsIt<Static<typeof BetRecordsQuerySchema>, 'gameType'>;
