import type { Game, GameClassification, GameType, VendorCard, VendorLane } from '@khela/shared';
import { FakeApi, type Reply, type SeenRequest } from '@khela/shared/testing';

/**
 * Tests only: the games api at the network level (the shared FakeApi answers `fetch` with the
 * api's envelope), with the games routes, fixtures and catalogue paging the api does.
 */
export const gamePaths = {
  games: '/lgw/games/games',
  vendors: '/lgw/games/vendors',
  favourites: '/wps/game/favorites',
  recent: '/wps/game/recent',
  liveTables: '/wps/live/model_list',
  launchLiveChat: '/wps/live/launch_chat',
} as const;

export function game(nodeId: number, overrides: Partial<Game> = {}): Game {
  const gameName = overrides.gameName ?? `Game ${nodeId}`;
  return {
    nodeId,
    gameId: `g${nodeId}`,
    gameCode: `code${nodeId}`,
    vassalage: 'KSLOT',
    gameType: 'RNG',
    isGame: 'GAME',
    iconUrl: `/TCG_PROD_IMAGES/GAME_ICON/KSLOT/${nodeId}.png`,
    gameName,
    nodeName: gameName,
    gameClassify: 'SC',
    freeTrial: false,
    ...overrides,
  };
}

export function vendorCard(vassalage: string, gameType: GameType, overrides: Partial<VendorCard> = {}): VendorCard {
  const displayName = overrides.displayName ?? `${vassalage} name`;
  return {
    vassalage,
    displayName,
    gameType,
    title: displayName,
    cards: [],
    gameClassify: [] as GameClassification[],
    freeTrial: false,
    images: {
      iconDefault: `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vassalage}-DEFAULT.png`,
      iconActive: `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vassalage}-ACTIVE.png`,
      listWhite: `/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${vassalage}-WHITE.png`,
      listColor: `/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${vassalage}-COLOR.png`,
      listPurple: `/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${vassalage}-PURPLE.png`,
      submenu: `/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/${gameType}-${vassalage}.png`,
    },
    ...overrides,
  };
}

export function lane(gameType: GameType, vendors: VendorCard[]): VendorLane {
  return { gameType, launchesDirectly: false, vendors };
}

/**
 * A catalogue the games call pages through as the api does: filtered by gameType, vassalage
 * (which leaves out VASSALAGE tiles) and gameClassify, then cut into pageSize pages.
 */
export function catalogueReply(catalogue: readonly Game[]) {
  return (request: SeenRequest): Reply => {
    const query = request.query;
    const vendor = query.get('vassalage');
    const selected = catalogue.filter(
      (entry) =>
        (!query.get('gameType') || entry.gameType === query.get('gameType')) &&
        (!vendor || (entry.vassalage === vendor && entry.isGame === 'GAME')) &&
        (!query.get('gameClassify') || entry.gameClassify === query.get('gameClassify')),
    );
    const pageNo = Number(query.get('pageNo') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '24');
    const totalPages = Math.max(1, Math.ceil(selected.length / pageSize));
    return { value: { games: selected.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, totalPages, total: selected.length } };
  };
}

/** Member game lists (favourites, recent) as `{ content, pageNum, totalPages }`. */
export function memberGamesReply(games: readonly Game[]) {
  return (request: SeenRequest): Reply => {
    const pageNo = Number(request.query.get('pageNo') ?? '1');
    const pageSize = Number(request.query.get('pageSize') ?? '999');
    return { value: { content: games.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(games.length / pageSize)) } };
  };
}

export const serverError: Reply = { status: 500, errorCode: 'server.error', message: 'Something went wrong on our side, please retry' };

export class FakeGamesApi extends FakeApi {
  constructor() {
    super();
    this.on('GET', gamePaths.vendors, { value: { data: { lanes: [] } } });
    this.on('GET', gamePaths.games, catalogueReply([]));
    this.on('GET', gamePaths.favourites, memberGamesReply([]));
    this.on('GET', gamePaths.recent, memberGamesReply([]));
    // A brand that lists no live tables: /live shows its games only.
    this.on('GET', gamePaths.liveTables, { value: { tables: [] } });
  }

  withLanes(lanes: VendorLane[]): this {
    return this.on('GET', gamePaths.vendors, { value: { data: { lanes } } });
  }

  withCatalogue(catalogue: readonly Game[]): this {
    return this.on('GET', gamePaths.games, catalogueReply(catalogue));
  }

  /** The queries of the games calls, as plain objects. */
  gameQueries(): Array<Record<string, string>> {
    return this.requests('GET', gamePaths.games).map((request) => Object.fromEntries(request.query.entries()));
  }
}
