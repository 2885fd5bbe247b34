import type { BetStatus, TeamBet, TeamBetTotals } from '@khela/contracts';
import type { Language } from '../../../platform/i18n/language';
import { Filters } from '../../../platform/sql-filters';
import { BET_VENDOR_NAME_SQL, betGameNameSql, type BetRow, toBetRecord } from '../../games';
import { dayStart, type DayRange, type ReportScope, teamTable } from './report-scope';
import { money, type ReportQueries, withWindow } from './report-query';

export interface TeamBetsFilter extends DayRange {
  gameType?: string;
  vendor?: string;
  status?: BetStatus;
}

export interface TeamBetRow extends BetRow {
  account: string;
}

export interface TeamBetTotalsRow {
  count: number;
  stake: string;
  payout: string;
  net: string;
}

/**
 * Team betting (the agent center's personalHistoryCopy): every bet of the team, by the day it was
 * placed in the brand's calendar. Each team member's bets come through bets_member (merchant_code,
 * member_id, placed_at DESC).
 */
export function teamBetsQueries(scope: ReportScope, filter: TeamBetsFilter, language: Language): ReportQueries<TeamBetRow> {
  const filters = new Filters();
  const team = teamTable(filters, scope);
  const where = [
    `b.merchant_code = ${filters.param(scope.merchantCode)}`,
    `b.placed_at >= ${dayStart(filters, filter.from, scope.timeZone)}`,
    `b.placed_at < ${dayStart(filters, filter.to, scope.timeZone, 1)}`,
  ];
  if (filter.gameType) where.push(`b.game_type = ${filters.param(filter.gameType)}`);
  if (filter.vendor) where.push(`b.vendor_code = ${filters.param(filter.vendor)}`);
  if (filter.status) where.push(`b.status = ${filters.param(filter.status)}`);
  const from = `FROM ${team} team JOIN bets b ON b.member_id = team.member_id WHERE ${where.join(' AND ')}`;
  const params = [...filters.params];
  return {
    totals: {
      sql: `SELECT count(*)::int AS count,
                   COALESCE(sum(b.stake) FILTER (WHERE b.status <> 'rolled_back'), 0)::text AS stake,
                   COALESCE(sum(b.payout) FILTER (WHERE b.status = 'settled'), 0)::text AS payout,
                   COALESCE(sum(b.payout - b.stake) FILTER (WHERE b.status = 'settled'), 0)::text AS net
              ${from}`,
      params,
    },
    rows: (window) =>
      withWindow(
        `SELECT b.id::text AS id, (SELECT m.account FROM members m WHERE m.id = b.member_id) AS account,
                b.vendor_code AS vendor, ${BET_VENDOR_NAME_SQL} AS "vendorName", b.game_type AS "gameType", b.game_code AS "gameCode",
                ${betGameNameSql(language)} AS "gameName", b.round_id AS "roundId", b.stake::text AS stake, b.payout::text AS payout,
                b.status, b.placed_at AS "placedAt", b.settled_at AS "settledAt"
           ${from}
          ORDER BY b.placed_at DESC, b.id DESC`,
        params,
        window,
      ),
  };
}

export function toTeamBet(row: TeamBetRow): TeamBet {
  const { gameCode: _gameCode, ...record } = toBetRecord(row);
  return { ...record, account: row.account };
}

export function toTeamBetTotals(row: TeamBetTotalsRow): TeamBetTotals {
  return { count: Number(row.count), stake: money(row.stake), payout: money(row.payout), net: money(row.net) };
}
