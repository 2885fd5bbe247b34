import type { LiveTable, LiveTableStatus } from '@khela/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { Language } from '../../../platform/i18n/language';
import { GAME_COLUMNS, type GameRow, gameView, visibleGamesFrom } from '../catalogue-repo';
import { type TableState, type TableStateFeed, tableStateUrl } from './table-state-feed';

/** The live categories a table may come from. */
export const LIVE_TABLE_GAME_TYPES = ['LIVE', 'COCKFIGHT'] as const;

interface LiveTableRow extends GameRow {
  dealerNameBn: string;
  dealerNameEn: string;
  dealerPicture: string | null;
  launchUrl: string | null;
}

/**
 * The brand's listed tables whose game it shows now ($1 = merchant): a game switched off, or a
 * vendor the brand no longer offers, drops its table from the list (and from launch chat).
 */
async function listedTables(db: Queryable, merchantCode: string, gameCode?: string): Promise<LiveTableRow[]> {
  return db.query<LiveTableRow>(
    `SELECT ${GAME_COLUMNS}, lt.dealer_name_bn AS "dealerNameBn", lt.dealer_name_en AS "dealerNameEn",
            lt.dealer_picture AS "dealerPicture", ls.launch_url AS "launchUrl"
       FROM ${visibleGamesFrom('live_tables lt JOIN games g ON g.vendor_code = lt.vendor_code AND g.game_code = lt.game_code')}
        AND lt.merchant_code = $1 AND g.is_game = 'GAME' AND g.game_type = ANY($2::text[])
        ${gameCode === undefined ? '' : 'AND lt.game_code = $3'}
      ORDER BY lt.sort_order, lt.game_code`,
    gameCode === undefined ? [merchantCode, LIVE_TABLE_GAME_TYPES] : [merchantCode, LIVE_TABLE_GAME_TYPES, gameCode],
  );
}

/** Members of the brand with a bet (not rolled back) on each round: the vendor's round id is the wallet's (docs/house.md). */
async function playersOfRounds(db: Queryable, merchantCode: string, rounds: { vendorCode: string; roundId: string }[]): Promise<Map<string, number>> {
  if (rounds.length === 0) return new Map();
  const found = await db.query<{ vendorCode: string; roundId: string; players: number }>(
    `SELECT b.vendor_code AS "vendorCode", b.round_id AS "roundId", count(DISTINCT b.member_id)::int AS players
       FROM bets b JOIN unnest($2::text[], $3::text[]) AS r(vendor_code, round_id) ON b.vendor_code = r.vendor_code AND b.round_id = r.round_id
      WHERE b.merchant_code = $1 AND b.status <> 'rolled_back'
      GROUP BY b.vendor_code, b.round_id`,
    [merchantCode, rounds.map((r) => r.vendorCode), rounds.map((r) => r.roundId)],
  );
  return new Map(found.map((row) => [`${row.vendorCode} ${row.roundId}`, row.players]));
}

function statusOf(state: TableState | null): LiveTableStatus {
  if (!state?.round) return 'closed';
  return state.round.phase === 'open' || state.round.phase === 'last_call' ? 'betting' : 'dealing';
}

/**
 * The live model list (SPEC §7): each listed table with its dealer, its state as its vendor says
 * now (round, phase, seconds left, limits; closed when it does not answer) and how many of the
 * brand's members have a bet on the current round.
 */
export async function liveTables(db: Queryable, feed: TableStateFeed, merchantCode: string, language: Language, gameCode?: string): Promise<LiveTable[]> {
  const rows = await listedTables(db, merchantCode, gameCode);
  const states = await Promise.all(rows.map((row) => feed.state(tableStateUrl(row.launchUrl, row.gameCode))));
  const rounds = rows.flatMap((row, i) => (states[i]?.round ? [{ vendorCode: row.vendorCode, roundId: states[i].round.id }] : []));
  const players = await playersOfRounds(db, merchantCode, rounds);
  return rows.map((row, i): LiveTable => {
    const state = states[i] ?? null;
    const round = state?.round ?? null;
    return {
      game: gameView(row, language),
      dealer: { name: language === 'bn' ? row.dealerNameBn : row.dealerNameEn, picture: row.dealerPicture },
      status: statusOf(state),
      round: round && { number: round.number, phase: round.phase, secondsLeft: round.secondsLeft },
      players: round ? (players.get(`${row.vendorCode} ${round.id}`) ?? 0) : 0,
      limits: state?.limits ?? null,
    };
  });
}
