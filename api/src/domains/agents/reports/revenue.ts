import type { AgentRevenueRow, AgentRevenueTotals } from '@khela/contracts';
import { Filters } from '../../../platform/sql-filters';
import { dayStart, type DayRange, type ReportScope, teamTable } from './report-scope';
import { money, type ReportQueries, withWindow } from './report-query';

interface Figures {
  turnover: string;
  payout: string;
  profit: string;
  bonuses: string;
  rebates: string;
  salaries: string;
  dividends: string;
  net: string;
}
export interface RevenueDbRow extends Figures {
  day: string;
}
export interface RevenueTotalsRow extends Figures {
  count: number;
}


/**
 * agentRevenueReport: one row per day of the range in the brand's calendar, newest first, days
 * without activity included. Turnover, payouts and the members' profit and loss come from the
 * team's bets settled that day; bonuses, rebates, salaries and dividends from ledger transfers of
 * kinds bonus, points_convert, rebate and commission (details.contractKind tells a dividend from a
 * salary) credited to a team member's main wallet or bonus grant (docs/adr/0016) from outside the
 * team (the brand or the agent itself), so money an agent of the team passes on to its own downlines
 * is not counted twice. Bonus cost is what was issued less what came back: bets staked from bonus
 * money are already in the members' profit, so bonus_forfeit taken from a team member's grant is
 * subtracted, and bonus_convert (grant → main, inside the member) is not counted at all.
 */
export function revenueQueries(scope: ReportScope, filter: DayRange): ReportQueries<RevenueDbRow> {
  const filters = new Filters();
  const team = teamTable(filters, scope);
  const brand = filters.param(scope.merchantCode);
  const tz = filters.param(scope.timeZone);
  const from = filters.param(filter.from);
  const to = filters.param(filter.to);
  const start = dayStart(filters, filter.from, scope.timeZone);
  const end = dayStart(filters, filter.to, scope.timeZone, 1);
  const daily = `
    WITH team AS ${team},
    days AS (SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d),
    bet_days AS (
      SELECT (b.settled_at AT TIME ZONE ${tz})::date AS day,
             sum(CASE WHEN b.payout <> b.stake THEN b.stake ELSE 0 END) AS turnover, sum(b.payout) AS payout, sum(b.payout - b.stake) AS profit
        FROM team JOIN bets b ON b.member_id = team.member_id
       WHERE b.merchant_code = ${brand} AND b.status = 'settled' AND b.settled_at >= ${start} AND b.settled_at < ${end}
       GROUP BY 1),
    paid_days AS (
      SELECT (t.created_at AT TIME ZONE ${tz})::date AS day,
             sum(t.amount) FILTER (WHERE t.kind = 'bonus') AS bonuses,
             sum(t.amount) FILTER (WHERE t.kind = 'rebate') AS rebates,
             sum(t.amount) FILTER (WHERE t.kind = 'commission' AND COALESCE(t.details->>'contractKind', '') <> 'dividend') AS salaries,
             sum(t.amount) FILTER (WHERE t.kind = 'commission' AND t.details->>'contractKind' = 'dividend') AS dividends
        FROM ledger_transfers t
        JOIN ledger_accounts c ON c.id = t.credit_account_id AND c.kind IN ('member_main', 'member_bonus')
        JOIN team ON team.member_id = c.owner_id
        JOIN ledger_accounts d ON d.id = t.debit_account_id
       WHERE t.merchant_code = ${brand} AND t.kind IN ('bonus', 'rebate', 'commission') AND t.flag IN ('single', 'post')
         AND t.created_at >= ${start} AND t.created_at < ${end}
         AND NOT (d.kind LIKE 'member%' AND d.owner_id IN (SELECT member_id FROM team))
       GROUP BY 1),
    -- Points converted to cash are a bonus paid; a forfeit (or a conversion's excess) from a team
    -- member's grant gives bonus money back. Read through the reward kinds' own partial index.
    reward_days AS (
      SELECT (t.created_at AT TIME ZONE ${tz})::date AS day,
             sum(CASE WHEN t.kind = 'points_convert' THEN t.amount ELSE -t.amount END) AS bonuses
        FROM ledger_transfers t
        JOIN ledger_accounts c ON c.id = t.credit_account_id
        JOIN ledger_accounts d ON d.id = t.debit_account_id
       WHERE t.merchant_code = ${brand} AND t.kind IN ('points_convert', 'bonus_forfeit') AND t.flag IN ('single', 'post')
         AND t.created_at >= ${start} AND t.created_at < ${end}
         AND ((t.kind = 'points_convert' AND c.kind IN ('member_main', 'member_bonus') AND c.owner_id IN (SELECT member_id FROM team)
               AND NOT (d.kind LIKE 'member%' AND d.owner_id IN (SELECT member_id FROM team)))
           OR (t.kind = 'bonus_forfeit' AND d.kind = 'member_bonus' AND d.owner_id IN (SELECT member_id FROM team)))
       GROUP BY 1),
    figures AS (
      SELECT days.day, COALESCE(bd.turnover, 0) AS turnover, COALESCE(bd.payout, 0) AS payout, COALESCE(bd.profit, 0) AS profit,
             COALESCE(pd.bonuses, 0) + COALESCE(rd.bonuses, 0) AS bonuses, COALESCE(pd.rebates, 0) AS rebates,
             COALESCE(pd.salaries, 0) AS salaries, COALESCE(pd.dividends, 0) AS dividends
        FROM days LEFT JOIN bet_days bd ON bd.day = days.day LEFT JOIN paid_days pd ON pd.day = days.day
             LEFT JOIN reward_days rd ON rd.day = days.day)`;
  const params = [...filters.params];
  const net = '(-f.profit - f.bonuses - f.rebates - f.salaries - f.dividends)';
  return {
    totals: {
      sql: `${daily}
            SELECT count(*)::int AS count, sum(f.turnover)::text AS turnover, sum(f.payout)::text AS payout, sum(f.profit)::text AS profit,
                   sum(f.bonuses)::text AS bonuses, sum(f.rebates)::text AS rebates, sum(f.salaries)::text AS salaries,
                   sum(f.dividends)::text AS dividends, sum(${net})::text AS net
              FROM figures f`,
      params,
    },
    rows: (window) =>
      withWindow(
        `${daily}
         SELECT to_char(f.day, 'YYYY-MM-DD') AS day, f.turnover::text AS turnover, f.payout::text AS payout, f.profit::text AS profit,
                f.bonuses::text AS bonuses, f.rebates::text AS rebates, f.salaries::text AS salaries, f.dividends::text AS dividends,
                ${net}::text AS net
           FROM figures f ORDER BY f.day DESC`,
        params,
        window,
      ),
  };
}

const figures = (row: Figures) => ({
  turnover: money(row.turnover),
  payout: money(row.payout),
  profit: money(row.profit),
  bonuses: money(row.bonuses),
  rebates: money(row.rebates),
  salaries: money(row.salaries),
  dividends: money(row.dividends),
  net: money(row.net),
});

export const toRevenueRow = (row: RevenueDbRow): AgentRevenueRow => ({ day: row.day, ...figures(row) });
export const toRevenueTotals = (row: RevenueTotalsRow): AgentRevenueTotals => ({ days: Number(row.count), ...figures(row) });
