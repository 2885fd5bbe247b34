import type { UserLossRow, UserLossTotals, UserLossView } from '@khela/contracts';
import { Filters } from '../../../platform/sql-filters';
import { dayStart, type DayRange, type ReportScope, teamTable } from './report-scope';
import { money, type ReportQueries, withWindow } from './report-query';

export interface UserLossFilter extends DayRange {
  view: UserLossView;
}

interface Figures {
  stake: string;
  payout: string;
  profit: string;
  validBet: string;
  deposits: string;
  withdrawals: string;
}
export interface UserLossDbRow extends Figures {
  account: string;
  day: string | null;
}
export interface UserLossTotalsRow extends Figures {
  count: number;
  members: number;
}

/**
 * User loss (palStatementsAgentCopy): each team member's profit and loss per day of the brand's
 * calendar, or over the whole period. A bet counts on the day it settled (index bets_member_settled),
 * a deposit or withdrawal on the day it was approved. Only members with some activity have rows.
 */
export function userLossQueries(scope: ReportScope, filter: UserLossFilter): ReportQueries<UserLossDbRow> {
  const filters = new Filters();
  const team = teamTable(filters, scope);
  const brand = filters.param(scope.merchantCode);
  const tz = filter.view === 'day' ? filters.param(scope.timeZone) : '';
  const start = dayStart(filters, filter.from, scope.timeZone);
  const end = dayStart(filters, filter.to, scope.timeZone, 1);
  const day = (column: string) => (filter.view === 'day' ? `(${column} AT TIME ZONE ${tz})::date` : 'NULL::date');
  const activity = `
    SELECT b.member_id, ${day('b.settled_at')} AS day, b.stake, b.payout, CASE WHEN b.payout <> b.stake THEN b.stake ELSE 0 END AS valid,
           0::bigint AS deposit, 0::bigint AS withdrawal
      FROM ${team} team JOIN bets b ON b.member_id = team.member_id
     WHERE b.merchant_code = ${brand} AND b.status = 'settled' AND b.settled_at >= ${start} AND b.settled_at < ${end}
    UNION ALL
    SELECT d.member_id, ${day('d.decided_at')}, 0, 0, 0, d.amount, 0
      FROM ${team} team JOIN deposit_orders d ON d.member_id = team.member_id
     WHERE d.merchant_code = ${brand} AND d.status = 'APPROVED' AND d.decided_at >= ${start} AND d.decided_at < ${end}
    UNION ALL
    SELECT w.member_id, ${day('w.decided_at')}, 0, 0, 0, 0, w.amount
      FROM ${team} team JOIN withdrawal_orders w ON w.member_id = team.member_id
     WHERE w.merchant_code = ${brand} AND w.status = 'APPROVED' AND w.decided_at >= ${start} AND w.decided_at < ${end}`;
  const grouped = `
    SELECT a.member_id, a.day, sum(a.stake) AS stake, sum(a.payout) AS payout, sum(a.payout - a.stake) AS profit,
           sum(a.valid) AS valid, sum(a.deposit) AS deposits, sum(a.withdrawal) AS withdrawals
      FROM (${activity}) a GROUP BY a.member_id, a.day`;
  const params = [...filters.params];
  return {
    totals: {
      sql: `SELECT count(*)::int AS count, count(DISTINCT g.member_id)::int AS members,
                   COALESCE(sum(g.stake), 0)::text AS stake, COALESCE(sum(g.payout), 0)::text AS payout,
                   COALESCE(sum(g.profit), 0)::text AS profit, COALESCE(sum(g.valid), 0)::text AS "validBet",
                   COALESCE(sum(g.deposits), 0)::text AS deposits, COALESCE(sum(g.withdrawals), 0)::text AS withdrawals
              FROM (${grouped}) g`,
      params,
    },
    rows: (window) =>
      withWindow(
        `SELECT m.account, to_char(g.day, 'YYYY-MM-DD') AS day, g.stake::text AS stake, g.payout::text AS payout, g.profit::text AS profit,
                g.valid::text AS "validBet", g.deposits::text AS deposits, g.withdrawals::text AS withdrawals
           FROM (${grouped}) g JOIN members m ON m.id = g.member_id
          ORDER BY g.day DESC NULLS LAST, m.account`,
        params,
        window,
      ),
  };
}

const figures = (row: Figures) => ({
  stake: money(row.stake),
  payout: money(row.payout),
  profit: money(row.profit),
  validBet: money(row.validBet),
  deposits: money(row.deposits),
  withdrawals: money(row.withdrawals),
});

export const toUserLoss = (row: UserLossDbRow): UserLossRow => ({ account: row.account, day: row.day, ...figures(row) });
export const toUserLossTotals = (row: UserLossTotalsRow): UserLossTotals => ({ members: Number(row.members), ...figures(row) });
