import { CLIENT_TYPE, FAVOURITES_PAGE_SIZE, GAME_PAGE_SIZE, PLATFORM_CODE, WINNERS_LIMIT } from '@khela/contracts/constants';
import type {
  BetRecordPage,
  FavouriteValue,
  Game,
  GamesValue,
  HotGamesValue,
  HotMatchesValue,
  LaunchBody,
  LaunchValue,
  LiveChatValue,
  LiveTablesValue,
  MemberGamesValue,
  VendorLanesValue,
  WinnersValue,
} from '@khela/contracts';
import { api, inlinedAnswer } from './client';
import type { BetRecordsQuery, GamesQuery } from './games-wire';

/** SPEC §7 client hints the games calls carry (the api reads only what it needs). */
const clientHints = { clientType: CLIENT_TYPE, platform: PLATFORM_CODE } as const;

/** A games list's path and query, the same for the call and for the answer index.html may carry. */
const gamesList = (query: GamesQuery) => ['/lgw/games/games', { searchParams: { ...clientHints, ...query } }] as const;

/** The games calls of docs/games.md. */
export const gameCalls = {
  games: (query: GamesQuery) => api.get<GamesValue>(...gamesList(query)),
  /** The games page index.html came with for this query (the home's first lists), at once; null when it did not. */
  inlinedGames: (query: GamesQuery, use: 'take' | 'peek') => inlinedAnswer<GamesValue>(...gamesList(query), use),
  vendorLanes: () => api.get<VendorLanesValue>('/lgw/games/vendors', { searchParams: { platform: 'html5-desktop' } }),
  hotGames: () => api.get<HotGamesValue>('/lgw/games/hot_games', { searchParams: { isPlatform: 2, platform: PLATFORM_CODE } }),
  winners: () => api.get<WinnersValue>('/lgw/games/winners', { searchParams: { gameCategory: 'ALL', limitNum: WINNERS_LIMIT } }),
  hotMatches: () => api.get<HotMatchesValue>('/lgw/sports/hot_matches'),
  favourites: (gameType?: string) =>
    api.get<MemberGamesValue>('/wps/game/favorites', {
      searchParams: { ...clientHints, pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE, gameType },
    }),
  addFavourite: (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) =>
    api.post<FavouriteValue>('/wps/game/favorites', { json: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } }),
  removeFavourite: (nodeId: number) => api.delete<FavouriteValue>('/wps/game/favorites', { searchParams: { nodeId } }),
  recent: (pageNo = 1, pageSize = GAME_PAGE_SIZE) =>
    api.get<MemberGamesValue>('/wps/game/recent', { searchParams: { ...clientHints, pageNo, pageSize } }),
  launch: (request: LaunchBody) => api.post<LaunchValue>('/wps/game/launchGame', { json: request }),
  betRecords: ({ gameType, vendor, status, from, to, pageNo, pageSize }: BetRecordsQuery) =>
    api.get<BetRecordPage>('/wps/game/bet_records', { searchParams: { gameType, vendor, status, from, to, pageNo, pageSize } }),
  /** SPEC §7 live model list: the brand's live tables with their dealers and state (docs/spec-sweep.md). */
  liveTables: () => api.get<LiveTablesValue>('/wps/live/model_list'),
  /** SPEC §7 launch chat: a live table's chat, for real members. */
  launchLiveChat: (gameCode: string) => api.get<LiveChatValue>('/wps/live/launch_chat', { searchParams: { gameCode } }),
};
