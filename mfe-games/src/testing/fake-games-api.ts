import type { Game, GameClassification, GameType, VendorCard, VendorLane } from '@khela/shared';

/**
 * Tests only: the games api at the network level. `fetch` is answered by method and path with the
 * api's envelope, so a test goes through the real api client and checks what the server would read.
 */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status?: number;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

type Responder = Reply | ((request: SeenRequest) => Reply);

export const gamePaths = {
  games: '/lgw/games/games',
  vendors: '/lgw/games/vendors',
  favourites: '/wps/game/favorites',
  recent: '/wps/game/recent',
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

export class FakeGamesApi {
  readonly seen: SeenRequest[] = [];
  private readonly routes = new Map<string, Responder[]>();

  constructor() {
    this.on('GET', gamePaths.vendors, { value: { data: { lanes: [] } } });
    this.on('GET', gamePaths.games, catalogueReply([]));
    this.on('GET', gamePaths.favourites, memberGamesReply([]));
    this.on('GET', gamePaths.recent, memberGamesReply([]));
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(new Request(input, init))) as unknown as typeof fetch;
  }

  withLanes(lanes: VendorLane[]): this {
    return this.on('GET', gamePaths.vendors, { value: { data: { lanes } } });
  }

  withCatalogue(catalogue: readonly Game[]): this {
    return this.on('GET', gamePaths.games, catalogueReply(catalogue));
  }

  /** Answers `method path`; several replies are used in turn and the last one kept. */
  on(method: string, path: string, ...replies: Responder[]): this {
    this.routes.set(`${method} ${path}`, replies);
    return this;
  }

  /** What the page sent to `method path`, oldest first. */
  requests(method: string, path: string): SeenRequest[] {
    return this.seen.filter((request) => request.method === method && request.path === path);
  }

  /** The queries of the games calls, as plain objects. */
  gameQueries(): Array<Record<string, string>> {
    return this.requests('GET', gamePaths.games).map((request) => Object.fromEntries(request.query.entries()));
  }

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const seen: SeenRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : null };
    this.seen.push(seen);
    const replies = this.routes.get(`${request.method} ${url.pathname}`);
    const responder = replies && replies.length > 1 ? replies.shift()! : replies?.[0];
    const reply = typeof responder === 'function' ? responder(seen) : (responder ?? { status: 404, errorCode: 'test.unhandled', message: `${request.method} ${url.pathname}` });
    const failed = reply.errorCode !== undefined;
    const envelope = { success: !failed, value: reply.value ?? null, message: reply.message ?? (failed ? reply.errorCode : null), errorCode: reply.errorCode ?? null };
    return new Response(JSON.stringify(envelope), { status: reply.status ?? (failed ? 400 : 200), headers: { 'content-type': 'application/json' } });
  }
}
