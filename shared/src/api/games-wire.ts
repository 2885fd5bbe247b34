/**
 * Wire types of the games calls (docs/games.md). They mirror the api's schemas in
 * api/src/domains/games; the front end cannot import the api package. Money is integer minor units
 * (paisa); dates are ISO 8601 strings.
 */

export type GameEntryKind = 'GAME' | 'VASSALAGE';
export type GameClassification = 'SC' | 'VP' | 'JP' | 'TG' | 'AC';

/** A catalogue entry as every games list returns it. */
export interface Game {
  nodeId: number;
  gameId: string;
  gameCode: string;
  /** Vendor code. */
  vassalage: string;
  gameType: string;
  /** VASSALAGE: the tile opens the vendor's list (/rng?vassalage=) instead of a game. */
  isGame: GameEntryKind;
  /** A path under an imageCDNs host. */
  iconUrl: string;
  gameName: string;
  nodeName: string;
  gameClassify: GameClassification | null;
  /** A free-trial launch is possible. */
  freeTrial: boolean;
}

export interface GamesQuery {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  pageNo: number;
  pageSize: number;
}

export interface GamesValue {
  games: Game[];
  pageNo: number;
  totalPages: number;
  total: number;
}

export interface VendorImages {
  iconDefault: string;
  iconActive: string;
  listWhite: string;
  listColor: string;
  listPurple: string;
  submenu: string;
}

export interface VendorCard {
  vassalage: string;
  displayName: string;
  gameType: string;
  title: string;
  cards: string[];
  gameClassify: GameClassification[];
  freeTrial: boolean;
  images: VendorImages;
}

export interface VendorLane {
  gameType: string;
  /** RUMMY, LUDO: the tab launches the game. */
  launchesDirectly: boolean;
  vendors: VendorCard[];
}

/** GET /wps/game/favorites and /wps/game/recent. */
export interface MemberGamesValue {
  content: Game[];
  pageNum: number;
  totalPages: number;
}

export interface FavouriteValue {
  nodeId: number;
  favourite: boolean;
}

/** POST /wps/game/launchGame: `nodeId`, or `vendor` + `gameCode`. */
export interface LaunchRequest {
  nodeId?: number;
  vendor?: string;
  gameCode?: string;
  language?: string;
  platform?: string;
  device?: 'mobile' | 'desktop';
  freeTrial?: boolean;
  backUrl?: string;
}

export interface LaunchValue {
  url: string;
  nodeId: number;
  vassalage: string;
  gameCode: string;
  freeTrial: boolean;
  /** transfer: move money into the vendor's game wallet (GCS_walletTransfer) before the game opens. */
  wallet: { mode: 'seamless' | 'transfer'; code: string };
}

export type BetStatus = 'open' | 'settled' | 'rolled_back';

/** One bet as its vendor reported it through the wallet API (GET /wps/game/bet_records). */
export interface BetRecord {
  id: string;
  vendor: string;
  vendorName: string;
  gameType: string | null;
  gameCode: string;
  /** The catalogue's name in the asked language; the game code when the catalogue does not know it. */
  gameName: string;
  roundId: string;
  stake: number;
  /** null while open; 0 for a lost or rolled-back bet. */
  payout: number | null;
  /** payout − stake once settled; 0 when rolled back; null while open. */
  net: number | null;
  status: BetStatus;
  placedAt: string;
  settledAt: string | null;
}

export interface BetRecordsQuery {
  gameType?: string;
  vendor?: string;
  status?: BetStatus;
  /** yyyy-MM-dd in the brand's time zone, both ends included. */
  from: string;
  to: string;
  pageNo: number;
  pageSize?: number;
}

/** Sums over every bet the filters select (not only the page): stake of bets not rolled back, payout and net of settled ones. */
export interface BetTotals {
  count: number;
  stake: number;
  payout: number;
  net: number;
}

/** One settled win on the winners board (GET /lgw/games/winners). */
export interface Winner {
  /** The player's account, masked (first two and last character). */
  player: string;
  gameName: string;
  vendor: string;
  gameType: string | null;
  /** The win's payout, minor units. */
  amount: number;
  time: string;
}

export interface HotMatchTeam {
  name: string;
  /** A path under an imageCDNs host; the page shows a default when it fails. */
  logo: string;
}

/** An upcoming fixture the api stores (GET /lgw/sports/hot_matches). */
export interface HotMatch {
  matchId: string;
  sport: string;
  league: string;
  home: HotMatchTeam;
  away: HotMatchTeam;
  kickoff: string;
  /** Money-line (decimal) odds; draw is null where the sport has none. */
  odds: { home: number; draw: number | null; away: number };
  /** The sports vendor that books the match: its tile launches there. */
  vendor: string;
  /** The brand's calendar day of the kickoff, yyyy-MM-dd, for the Today/Tomorrow/date label. */
  day: string;
}
