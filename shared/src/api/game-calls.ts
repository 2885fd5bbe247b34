import type { PagedRecords } from './wallet-wire';
import { api } from './client';
import type {
  BetRecord,
  BetRecordsQuery,
  BetTotals,
  FavouriteValue,
  Game,
  GamesQuery,
  GamesValue,
  HotMatch,
  LaunchRequest,
  LaunchValue,
  MemberGamesValue,
  VendorLane,
  Winner,
} from './games-wire';

/** SPEC §7 client hints the games calls carry (the api reads only what it needs). */
const clientHints = { clientType: 3, platform: 'W' } as const;

/** The games calls of docs/games.md. */
export const gameCalls = {
  games: (query: GamesQuery) => api.get<GamesValue>('/lgw/games/games', { searchParams: { ...clientHints, ...query } }),
  vendorLanes: () => api.get<{ data: { lanes: VendorLane[] } }>('/lgw/games/vendors', { searchParams: { platform: 'html5-desktop' } }),
  hotGames: () => api.get<{ list: Game[] }>('/lgw/games/hot_games', { searchParams: { isPlatform: 2, platform: 'W' } }),
  winners: () => api.get<{ list: Winner[] }>('/lgw/games/winners', { searchParams: { gameCategory: 'ALL', limitNum: 100 } }),
  hotMatches: () => api.get<{ list: HotMatch[] }>('/lgw/sports/hot_matches'),
  favourites: (gameType?: string) =>
    api.get<MemberGamesValue>('/wps/game/favorites', { searchParams: { ...clientHints, pageNo: 1, pageSize: 999, gameType } }),
  addFavourite: (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) =>
    api.post<FavouriteValue>('/wps/game/favorites', { json: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } }),
  removeFavourite: (nodeId: number) => api.delete<FavouriteValue>('/wps/game/favorites', { searchParams: { nodeId } }),
  recent: (pageNo = 1, pageSize = 24) => api.get<MemberGamesValue>('/wps/game/recent', { searchParams: { ...clientHints, pageNo, pageSize } }),
  launch: (request: LaunchRequest) => api.post<LaunchValue>('/wps/game/launchGame', { json: request }),
  betRecords: ({ gameType, vendor, status, from, to, pageNo, pageSize }: BetRecordsQuery) =>
    api.get<PagedRecords<BetRecord> & { totals: BetTotals }>('/wps/game/bet_records', {
      searchParams: { gameType, vendor, status, from, to, pageNo, pageSize },
    }),
};
