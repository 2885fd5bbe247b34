import type { Queryable } from '../../platform/db/db';
import type { Language } from '../../platform/i18n/language';
import type { Game, GameClassification, GameEntryKind, GameType } from '@khela/contracts';

/** A catalogue entry as stored, before it is put in a language. */
export interface GameRow {
  nodeId: number;
  gameId: string;
  gameCode: string;
  vendorCode: string;
  gameType: GameType;
  isGame: GameEntryKind;
  iconName: string;
  nameBn: string;
  nameEn: string;
  classification: GameClassification | null;
  freeTrial: boolean;
}

export const GAME_COLUMNS = `g.node_id AS "nodeId", g.game_id AS "gameId", g.game_code AS "gameCode",
  g.vendor_code AS "vendorCode", g.game_type AS "gameType", g.is_game AS "isGame", g.icon_name AS "iconName",
  g.name_bn AS "nameBn", g.name_en AS "nameEn", g.classification,
  (g.trial_supported AND COALESCE(ls.free_trial, false)) AS "freeTrial"`;

/**
 * The games a brand shows ($1 = merchant code): the vendor is offered and on for that category,
 * the game is on everywhere and the brand has not switched it off. Every read goes through this,
 * so no call can leak a game of a vendor the brand does not offer.
 */
export const visibleGamesFrom = (source = 'games g') => `${source}
  JOIN vendors v ON v.code = g.vendor_code AND v.game_type = g.game_type
  JOIN merchant_vendors mv ON mv.merchant_code = $1 AND mv.vendor_code = g.vendor_code AND mv.game_type = g.game_type AND mv.enabled
  LEFT JOIN vendor_launch_settings ls ON ls.vendor_code = g.vendor_code
  LEFT JOIN merchant_games mg ON mg.merchant_code = $1 AND mg.node_id = g.node_id
  WHERE g.enabled AND COALESCE(mg.enabled, true)`;
const VISIBLE_GAMES = visibleGamesFrom();

export interface GameFilter {
  gameType?: GameType;
  vendorCode?: string;
  classification?: GameClassification;
}

/** Extra WHERE terms and their parameters, numbered after the merchant code ($1). */
function filterTerms(filter: GameFilter): { sql: string; params: unknown[] } {
  const terms: string[] = [];
  const params: unknown[] = [];
  const add = (term: string, value: unknown) => {
    params.push(value);
    terms.push(term.replace('?', `$${params.length + 1}`));
  };
  if (filter.gameType) add('g.game_type = ?', filter.gameType);
  if (filter.vendorCode) {
    add('g.vendor_code = ?', filter.vendorCode);
    // Inside one vendor's list the tile that opens that same list makes no sense.
    terms.push("g.is_game = 'GAME'");
  }
  if (filter.classification) add('g.classification = ?', filter.classification);
  return { sql: terms.map((term) => ` AND ${term}`).join(''), params };
}

/**
 * One page of the brand's games and how many there are, in one statement and one scan: the visible
 * games are gathered narrow (id and sort keys), counted and sorted from there, and only the page's
 * rows are joined to their full columns. The count is the outer side, so a page past the end still
 * brings one row carrying the total (and no game).
 */
export async function listVisibleGames(
  db: Queryable,
  merchantCode: string,
  filter: GameFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const { sql, params } = filterTerms(filter);
  const n = params.length + 2;
  const found = await db.query<(GameRow | { [K in keyof GameRow]: null }) & { total: number }>(
    `WITH visible AS MATERIALIZED (
       SELECT g.node_id, COALESCE(mv.sort_order, v.sort_order) AS lane_order, g.sort_order FROM ${VISIBLE_GAMES}${sql}),
     page AS (SELECT * FROM visible ORDER BY lane_order, sort_order, node_id LIMIT $${n} OFFSET $${n + 1})
     SELECT ${GAME_COLUMNS}, counted.total
       FROM (SELECT count(*)::int AS total FROM visible) counted
       LEFT JOIN (page p JOIN games g ON g.node_id = p.node_id LEFT JOIN vendor_launch_settings ls ON ls.vendor_code = g.vendor_code) ON true
      ORDER BY p.lane_order, p.sort_order, p.node_id`,
    [merchantCode, ...params, window.limit, window.offset],
  );
  const rows = found.flatMap(({ total: _total, ...row }) => (row.nodeId === null ? [] : [row as GameRow]));
  return { rows, total: found[0]?.total ?? 0 };
}

/** Hot games of the brand, best rank first. */
export async function listHotGames(db: Queryable, merchantCode: string, limit: number): Promise<GameRow[]> {
  return db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${VISIBLE_GAMES} AND g.hot_rank IS NOT NULL ORDER BY g.hot_rank, g.node_id LIMIT $2`,
    [merchantCode, limit],
  );
}

/** One visible game by node id, or null (unknown, or not shown at this brand). */
/** How far back the popular list looks. */
export const POPULAR_DAYS = 7;

/**
 * The brand's popular games (SPEC §7 "notice and popular"): the games the most players of this
 * brand bet on in the last POPULAR_DAYS days (rolled-back bets do not count), then the rounds,
 * topped up with its hot games; visible games only, each once. `bets_member` narrows the bets to
 * the brand's; the answer is cached per brand (catalogue-cache), so this runs at most every 10 s.
 */
export async function listPopularGames(db: Queryable, merchantCode: string, limit: number): Promise<GameRow[]> {
  const played = await db.query<GameRow>(
    `WITH played AS (
       SELECT b.vendor_code, b.game_code, count(DISTINCT b.member_id) AS players, count(*) AS rounds
       FROM bets b
       WHERE b.merchant_code = $1 AND b.placed_at > now() - make_interval(days => $3) AND b.status <> 'rolled_back'
       GROUP BY b.vendor_code, b.game_code)
     SELECT ${GAME_COLUMNS}
     FROM ${visibleGamesFrom('games g JOIN played p ON p.vendor_code = g.vendor_code AND p.game_code = g.game_code')} AND g.is_game = 'GAME'
     ORDER BY p.players DESC, p.rounds DESC, g.node_id LIMIT $2`,
    [merchantCode, limit, POPULAR_DAYS],
  );
  if (played.length >= limit) return played;
  const seen = new Set(played.map((row) => row.nodeId));
  const hot = (await listHotGames(db, merchantCode, limit)).filter((row) => !seen.has(row.nodeId));
  return [...played, ...hot].slice(0, limit);
}

export async function findVisibleGame(db: Queryable, merchantCode: string, nodeId: number): Promise<GameRow | null> {
  const [row] = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${VISIBLE_GAMES} AND g.node_id = $2`, [merchantCode, nodeId]);
  return row ?? null;
}

/** One visible playable game by vendor and game code (the vendor may list it in one category only). */
export async function findVisibleGameByCode(db: Queryable, merchantCode: string, vendorCode: string, gameCode: string): Promise<GameRow | null> {
  const [row] = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${VISIBLE_GAMES} AND g.vendor_code = $2 AND g.game_code = $3 AND g.is_game = 'GAME'
     ORDER BY g.node_id LIMIT 1`,
    [merchantCode, vendorCode, gameCode],
  );
  return row ?? null;
}

/** A member's games from a list table (favourites, recent), visible ones only, newest first. */
export async function listMemberGames(
  db: Queryable,
  merchantCode: string,
  source: { table: 'game_favourites' | 'recent_games'; memberId: string; gameType?: GameType },
  window: { limit: number; offset: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const orderColumn = source.table === 'game_favourites' ? 'created_at' : 'last_played_at';
  const typeTerm = source.gameType ? ' AND g.game_type = $3' : '';
  const params: unknown[] = [merchantCode, source.memberId, ...(source.gameType ? [source.gameType] : [])];
  const from = `${visibleGamesFrom(`${source.table} own JOIN games g ON g.node_id = own.node_id`)} AND own.member_id = $2${typeTerm}`;
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, params);
  const n = params.length + 1;
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${from} ORDER BY own.${orderColumn} DESC, g.node_id LIMIT $${n} OFFSET $${n + 1}`,
    [...params, window.limit, window.offset],
  );
  return { rows, total: counted?.total ?? 0 };
}

/** The wire form of an entry in one language. */
export function gameView(row: GameRow, language: Language): Game {
  const name = language === 'bn' ? row.nameBn : row.nameEn;
  return {
    nodeId: row.nodeId,
    gameId: row.gameId,
    gameCode: row.gameCode,
    vassalage: row.vendorCode,
    gameType: row.gameType,
    isGame: row.isGame,
    iconUrl: `/TCG_PROD_IMAGES/GAME_ICON/${row.vendorCode}/${row.iconName}.png`,
    gameName: name,
    nodeName: name,
    gameClassify: row.classification,
    freeTrial: row.freeTrial,
  };
}
