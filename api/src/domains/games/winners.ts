import type { Queryable } from '../../platform/db/db';
import type { Language } from '../../platform/i18n/language';
import { moneyToWire, type Winner } from '@khela/contracts';
import { betGameNameSql } from './bet-names';

/**
 * A player's account as the public board shows it: the first two characters, asterisks, the last
 * one. Names of three characters or fewer keep only the first, so no name is ever shown whole; the
 * number of asterisks is fixed so the board does not tell the name's length either.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

interface WinnerRow {
  account: string;
  gameName: string | null;
  gameCode: string;
  vendor: string;
  gameType: string | null;
  amount: string;
  time: Date | string;
}

/**
 * The brand's latest wins (settled bets whose payout beat the stake), newest first. The WHERE terms
 * match the partial index bets_winners (migration 030: one for all categories and one; the
 * category is a key column, checked in the index) word for word.
 */
export function winnersQuery(merchantCode: string, gameType: string | null, limit: number, language: Language) {
  const typeTerm = gameType ? ' AND b.game_type = $3' : '';
  return {
    sql: `SELECT m.account, ${betGameNameSql(language)} AS "gameName", b.game_code AS "gameCode", b.vendor_code AS vendor,
                 b.game_type AS "gameType", b.payout::text AS amount, b.settled_at AS time
            FROM bets b JOIN members m ON m.id = b.member_id
           WHERE b.merchant_code = $1 AND b.status = 'settled' AND b.payout > b.stake${typeTerm}
           ORDER BY b.settled_at DESC
           LIMIT $2`,
    params: gameType ? [merchantCode, limit, gameType] : [merchantCode, limit],
  };
}

export async function listWinners(db: Queryable, merchantCode: string, gameType: string | null, limit: number, language: Language): Promise<Winner[]> {
  const query = winnersQuery(merchantCode, gameType, limit, language);
  const rows = await db.query<WinnerRow>(query.sql, query.params);
  return rows.map((row) => ({
    player: maskAccount(row.account),
    gameName: row.gameName ?? row.gameCode,
    vendor: row.vendor,
    gameType: row.gameType,
    amount: moneyToWire(BigInt(row.amount)),
    time: new Date(row.time).toISOString(),
  }));
}
