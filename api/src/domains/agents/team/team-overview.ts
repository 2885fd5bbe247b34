import { moneyToWire, type TeamOverview, type TeamPeriod } from '@khela/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { AgentSettings } from '../agent-settings';
import type { DayRange } from './team-periods';

interface OverviewRow {
  team_size: number;
  direct: number;
  new_registrations: number;
  active: number;
  first_count: number;
  first_amount: string;
  deposit_count: number;
  deposit_amount: string;
  withdrawal_count: number;
  withdrawal_amount: string;
  turnover: string;
  profit: string;
}

/**
 * The team overview's figures over [from 00:00, to + 1 day 00:00) in the brand's time zone; one
 * statement over the whole team (member_tree, ancestor = the agent). The definitions (docs/agents.md, "Team"):
 * - deposits and withdrawals: orders APPROVED, counted when they were decided (the money moved);
 * - first deposits: a member's first approved deposit ever, when it falls in the period;
 * - valid turnover: stakes of bets settled in the period (open and rolled-back bets are not valid);
 * - members' profit: payout − stake of those bets (the members' side: negative when the team lost);
 * - active: valid turnover or deposits in the period at least the brand's minimums (agent settings);
 * - new registrations: team accounts created in the period; team size and direct downlines: now.
 */
export const OVERVIEW_SQL = `
  WITH team AS (SELECT descendant_id AS id FROM member_tree WHERE ancestor_id = $1 AND depth > 0),
  bounds AS (SELECT ($2::date::timestamp AT TIME ZONE $4) AS s, (($3::date + 1)::timestamp AT TIME ZONE $4) AS e),
  played AS (
    SELECT b.member_id, sum(b.stake) AS stake, sum(b.payout - b.stake) AS net
      FROM bets b, bounds
     WHERE b.member_id IN (SELECT id FROM team) AND b.status = 'settled' AND b.settled_at >= bounds.s AND b.settled_at < bounds.e
     GROUP BY b.member_id),
  deposited AS (
    SELECT d.member_id, count(*) AS n, sum(d.amount) AS amount
      FROM deposit_orders d, bounds
     WHERE d.member_id IN (SELECT id FROM team) AND d.status = 'APPROVED' AND d.decided_at >= bounds.s AND d.decided_at < bounds.e
     GROUP BY d.member_id),
  withdrawn AS (
    SELECT count(*) AS n, COALESCE(sum(w.amount), 0) AS amount
      FROM withdrawal_orders w, bounds
     WHERE w.member_id IN (SELECT id FROM team) AND w.status = 'APPROVED' AND w.decided_at >= bounds.s AND w.decided_at < bounds.e),
  firsts AS (
    SELECT DISTINCT ON (d.member_id) d.member_id, d.amount, d.decided_at
      FROM deposit_orders d
     WHERE d.member_id IN (SELECT id FROM team) AND d.status = 'APPROVED'
     ORDER BY d.member_id, d.decided_at, d.id)
  SELECT
    (SELECT count(*)::int FROM team) AS team_size,
    (SELECT count(*)::int FROM member_tree WHERE ancestor_id = $1 AND depth = 1) AS direct,
    (SELECT count(*)::int FROM members m, bounds WHERE m.id IN (SELECT id FROM team) AND m.created_at >= bounds.s AND m.created_at < bounds.e) AS new_registrations,
    (SELECT count(*)::int FROM team t
       LEFT JOIN played p ON p.member_id = t.id LEFT JOIN deposited d ON d.member_id = t.id
      WHERE (p.member_id IS NOT NULL AND p.stake >= $5) OR (d.member_id IS NOT NULL AND d.amount >= $6)) AS active,
    (SELECT count(*)::int FROM firsts, bounds WHERE firsts.decided_at >= bounds.s AND firsts.decided_at < bounds.e) AS first_count,
    (SELECT COALESCE(sum(amount), 0)::text FROM firsts, bounds WHERE firsts.decided_at >= bounds.s AND firsts.decided_at < bounds.e) AS first_amount,
    (SELECT COALESCE(sum(n), 0)::int FROM deposited) AS deposit_count,
    (SELECT COALESCE(sum(amount), 0)::text FROM deposited) AS deposit_amount,
    (SELECT n::int FROM withdrawn) AS withdrawal_count,
    (SELECT amount::text FROM withdrawn) AS withdrawal_amount,
    (SELECT COALESCE(sum(stake), 0)::text FROM played) AS turnover,
    (SELECT COALESCE(sum(net), 0)::text FROM played) AS profit`;


const money = (value: string) => moneyToWire(BigInt(value));

export async function teamOverview(
  db: Queryable,
  agentId: string,
  period: TeamPeriod,
  days: DayRange,
  timeZone: string,
  settings: AgentSettings,
): Promise<TeamOverview> {
  const { minValidTurnover, minDeposit } = settings.activeMember;
  const [row] = await db.query<OverviewRow>(OVERVIEW_SQL, [agentId, days.from, days.to, timeZone, minValidTurnover, minDeposit]);
  const r = row!;
  return {
    period,
    from: days.from,
    to: days.to,
    timeZone,
    teamSize: r.team_size,
    directDownlines: r.direct,
    newRegistrations: r.new_registrations,
    activeMembers: r.active,
    firstDeposits: { count: r.first_count, amount: money(r.first_amount) },
    deposits: { count: r.deposit_count, amount: money(r.deposit_amount) },
    withdrawals: { count: r.withdrawal_count, amount: money(r.withdrawal_amount) },
    validTurnover: money(r.turnover),
    membersProfit: money(r.profit),
    activeRule: { minValidTurnover, minDeposit },
  };
}
