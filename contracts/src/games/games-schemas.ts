import { Type, type Static } from '@sinclair/typebox';
import { PageSchema, PagingQuery } from '../platform/paging';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import { AccountRecordQuerySchema } from '../wallet/wallet-schemas';
import { GAME_CLASSIFICATIONS, GAME_ENTRY_KINDS, GAME_TYPES_IN_MENU_ORDER } from './game-types';
import { SportsBetDetailSchema } from '../vendor-wallet/vendor-wallet-schemas';

const GameTypeSchema = StringEnum(GAME_TYPES_IN_MENU_ORDER);

export const MenuVendorSchema = Type.Object({
  vassalage: Type.String({ description: 'Vendor code' }),
  displayName: Type.String(),
  gameType: GameTypeSchema,
});

export const GameMenuSchema = Type.Object({
  gameType: GameTypeSchema,
  vendors: Type.Array(MenuVendorSchema, { minItems: 1 }),
});

export const GameMenusValueSchema = Type.Object({ menus: Type.Array(GameMenuSchema) });

export type MenuVendor = Static<typeof MenuVendorSchema>;
export type GameMenu = Static<typeof GameMenuSchema>;
export type GameMenusValue = Static<typeof GameMenusValueSchema>;

// ---- The catalogue (docs/games.md) ----

const GameClassifySchema = StringEnum(GAME_CLASSIFICATIONS);

/** Query fields the pages send for the spec's sake and the server does not need (kept lenient). */
const ClientHints = {
  clientType: Type.Optional(Type.String({ maxLength: 16, description: 'Sent by the page (3); not used' })),
  platform: Type.Optional(Type.String({ maxLength: 32, description: 'Sent by the page; not used' })),
  language: Type.Optional(Type.String({ maxLength: 16, description: "'bn' or 'en'; else the Language header" })),
};

export const GameSchema = Type.Object({
  nodeId: Type.Integer({ description: 'The catalogue entry; favourites and launches name it' }),
  gameId: Type.String(),
  gameCode: Type.String(),
  vassalage: Type.String({ description: 'Vendor code' }),
  gameType: GameTypeSchema,
  isGame: StringEnum(GAME_ENTRY_KINDS, { description: 'VASSALAGE: the tile opens the vendor list (/rng?vassalage=)' }),
  iconUrl: Type.String({ description: 'Path under an imageCDNs host' }),
  gameName: Type.String({ description: 'In the asked language' }),
  nodeName: Type.String({ description: 'Same as gameName (older pages read this)' }),
  gameClassify: Nullable(GameClassifySchema),
  freeTrial: Type.Boolean({ description: 'Free-trial launch possible (vendor offers it and the game supports it)' }),
});

export const GamesQuerySchema = Type.Object({
  ...ClientHints,
  gameType: Type.Optional(GameTypeSchema),
  vassalage: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: 'Vendor filter' })),
  gameClassify: Type.Optional(GameClassifySchema),
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 24, description: '12 on HOME, 24 elsewhere (the page chooses)' }),
});

export const GamesValueSchema = Type.Object({
  games: Type.Array(GameSchema),
  pageNo: Type.Integer(),
  totalPages: Type.Integer({ description: 'At least 1' }),
  total: Type.Integer(),
});

export const VendorImagesSchema = Type.Object({
  iconDefault: Type.String({ description: '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/{code}-DEFAULT.png' }),
  iconActive: Type.String(),
  listWhite: Type.String({ description: '/TCG_PROD_IMAGES/RNG_LIST_VENDOR/{code}-WHITE.png (LOTT maps to ELOTT)' }),
  listColor: Type.String(),
  listPurple: Type.String(),
  submenu: Type.String({ description: '/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/{gameType}-{code}.png' }),
});

export const VendorCardSchema = Type.Object({
  vassalage: Type.String({ description: 'Vendor code' }),
  displayName: Type.String(),
  gameType: GameTypeSchema,
  title: Type.String({ description: 'Card title in the asked language' }),
  cards: Type.Array(Type.String(), { description: 'Badges on the card' }),
  gameClassify: Type.Array(GameClassifySchema, { description: 'Classification tabs this vendor fills' }),
  freeTrial: Type.Boolean(),
  images: VendorImagesSchema,
});

export const VendorLaneSchema = Type.Object({
  gameType: GameTypeSchema,
  launchesDirectly: Type.Boolean({ description: 'RUMMY, LUDO: the tab launches the game' }),
  vendors: Type.Array(VendorCardSchema),
});

export const VendorLanesQuerySchema = Type.Object({
  ...ClientHints,
  merchantCode: Type.Optional(Type.String({ maxLength: 64, description: 'Ignored: the Merchant header names the brand' })),
});

export const VendorLanesValueSchema = Type.Object({ data: Type.Object({ lanes: Type.Array(VendorLaneSchema) }) });

export const HotGamesQuerySchema = Type.Object({
  ...ClientHints,
  merchantCode: Type.Optional(Type.String({ maxLength: 64, description: 'Ignored: the Merchant header names the brand' })),
  isPlatform: Type.Optional(Type.String({ maxLength: 8, description: 'Sent by the page (2); not used' })),
});

export const HotGamesValueSchema = Type.Object({ list: Type.Array(GameSchema) });

/**
 * GET /wps/notice_popular (SPEC §7 "notice and popular"): the notices of the marquee and the
 * brand's popular games (most players in the last 7 days, topped up with hot games), in one call.
 */
export const NoticePopularValueSchema = Type.Object({
  notices: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String({ description: 'Sanitized HTML' }) })),
  popular: Type.Array(GameSchema, { maxItems: 12 }),
});
export type NoticePopularValue = Static<typeof NoticePopularValueSchema>;

export const MemberGamesQuerySchema = Type.Object({
  ...ClientHints,
  gameType: Type.Optional(GameTypeSchema),
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 999, default: 999, description: 'The favourites page asks 999' }),
});

export const MemberGamesValueSchema = Type.Object({
  content: Type.Array(GameSchema),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
});

export const FavouriteBodySchema = Type.Object({
  nodeId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  vendor: Type.Optional(Type.String({ maxLength: 32, description: 'Sent by the page; the nodeId decides' })),
  gameType: Type.Optional(Type.String({ maxLength: 16, description: 'Sent by the page; the nodeId decides' })),
});

export const FavouriteQuerySchema = Type.Object({ nodeId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const FavouriteValueSchema = Type.Object({ nodeId: Type.Integer(), favourite: Type.Boolean() });

export const LaunchBodySchema = Type.Object({
  nodeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: 'With gameCode, instead of nodeId' })),
  gameCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  language: Type.Optional(Type.String({ maxLength: 16 })),
  platform: Type.Optional(Type.String({ maxLength: 32 })),
  device: Type.Optional(Type.String({ maxLength: 32, description: 'mobile or desktop; passed to the vendor' })),
  freeTrial: Type.Optional(Type.Boolean({ default: false })),
  backUrl: Type.Optional(Type.String({ maxLength: 2000, description: 'http(s) address or a path of this site' })),
  eventId: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$', description: "A sportsbook event to open straight away (home's hot match \"bet now\"); passed to the vendor as eventId" }),
  ),
});

export const LaunchValueSchema = Type.Object({
  url: Type.String({ description: "The vendor's game page with language, currency, token, backUrl" }),
  nodeId: Type.Integer(),
  vassalage: Type.String(),
  gameCode: Type.String(),
  freeTrial: Type.Boolean(),
  wallet: Type.Object({
    mode: StringEnum(['seamless', 'transfer'] as const),
    code: Type.String({ description: "'MAIN' (seamless) or the vendor code: move money there with GCS_walletTransfer first" }),
  }),
});

// ---- The betting record and the winners board (docs/games.md) ----

export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;
const Money = (description: string) => Type.Integer({ description: `${description}, minor units (paisa)` });
/** The account record's day filters, reused as they are: same format, same rules (docs/wallet.md). */
const { from: FromDay, to: ToDay } = AccountRecordQuerySchema.properties;

export const BetRecordsQuerySchema = Type.Object({
  ...ClientHints,
  gameType: Type.Optional(GameTypeSchema),
  vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: 'Vendor code' })),
  status: Type.Optional(StringEnum(BET_STATUSES)),
  from: FromDay,
  to: ToDay,
  ...PagingQuery,
});

export const BetRecordSchema = Type.Object({
  id: Type.String(),
  vendor: Type.String({ description: 'Vendor code' }),
  vendorName: Type.String(),
  gameType: Nullable(Type.String()),
  gameCode: Type.String(),
  gameName: Type.String({ description: "The catalogue's name in the asked language, else the game code" }),
  roundId: Type.String(),
  stake: Money('The stake'),
  payout: Nullable(Money('null while open; 0 lost or rolled back')),
  net: Nullable(Type.Integer({ description: 'payout − stake once settled; 0 rolled back; null while open' })),
  status: StringEnum(BET_STATUSES),
  placedAt: Type.String({ format: 'date-time' }),
  settledAt: Nullable(Type.String({ format: 'date-time' })),
  detail: Type.Optional(
    Nullable(SportsBetDetailSchema, { description: "The vendor's bet detail (a sportsbook bet's legs), when it sent one (docs/vendor-wallet.md)" }),
  ),
});

export const BetTotalsSchema = Type.Object({
  count: Type.Integer({ description: 'Every bet the filters select' }),
  stake: Money('Stakes of the bets not rolled back'),
  payout: Money('Payouts of the settled bets'),
  net: Type.Integer({ description: 'payout − stake of the settled bets' }),
});

export const BetRecordPageSchema = Type.Composite([PageSchema(BetRecordSchema), Type.Object({ totals: BetTotalsSchema })]);

export const WinnersQuerySchema = Type.Object({
  ...ClientHints,
  gameCategory: Type.Union([Type.Literal('ALL'), GameTypeSchema], { default: 'ALL', description: "'ALL' or a game type" }),
  limitNum: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
});

export const WinnerSchema = Type.Object({
  player: Type.String({ description: 'The account, masked' }),
  gameName: Type.String(),
  vendor: Type.String(),
  gameType: Nullable(Type.String()),
  amount: Money('The payout'),
  time: Type.String({ format: 'date-time' }),
});

export const WinnersValueSchema = Type.Object({ list: Type.Array(WinnerSchema) });

export type Game = Static<typeof GameSchema>;
export type GamesQuery = Static<typeof GamesQuerySchema>;
export type GamesValue = Static<typeof GamesValueSchema>;
export type VendorImages = Static<typeof VendorImagesSchema>;
export type VendorCard = Static<typeof VendorCardSchema>;
export type VendorLane = Static<typeof VendorLaneSchema>;
export type VendorLanesValue = Static<typeof VendorLanesValueSchema>;
export type HotGamesValue = Static<typeof HotGamesValueSchema>;
export type MemberGamesQuery = Static<typeof MemberGamesQuerySchema>;
export type MemberGamesValue = Static<typeof MemberGamesValueSchema>;
export type FavouriteBody = Static<typeof FavouriteBodySchema>;
export type FavouriteValue = Static<typeof FavouriteValueSchema>;
export type LaunchBody = Static<typeof LaunchBodySchema>;
export type LaunchValue = Static<typeof LaunchValueSchema>;
export type BetStatus = (typeof BET_STATUSES)[number];
export type BetRecordsQuery = Static<typeof BetRecordsQuerySchema>;
export type BetRecord = Static<typeof BetRecordSchema>;
export type BetTotals = Static<typeof BetTotalsSchema>;
export type BetRecordPage = Static<typeof BetRecordPageSchema>;
export type WinnersQuery = Static<typeof WinnersQuerySchema>;
export type Winner = Static<typeof WinnerSchema>;
export type WinnersValue = Static<typeof WinnersValueSchema>;
