import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { page, type PageRequest, pageWindow } from '../../../platform/paging';
import { type Bill, type BillsPage, moneyToWire, type Page, type SettlementKind } from '@khela/contracts';
import { dayRange } from './periods';

/** Reading bills and settled periods for agents (their own, and those they paid) and operators. */

const MAX_RANGE_DAYS = 366;

export function checkedRange(from: string | undefined, to: string | undefined, timeZone: string): { start: Date | null; end: Date | null } {
  const range = dayRange(from, to, timeZone);
  if (range.start && range.end && (range.end <= range.start || range.end.getTime() - range.start.getTime() > (MAX_RANGE_DAYS + 1) * 86_400_000)) {
    throw new ApiError(400, 'settlement.range.invalid');
  }
  return range;
}

interface BillRow {
  id: string;
  kind: SettlementKind;
  game_type: string;
  period_start: Date;
  period_end: Date;
  account: string;
  payer: string | null;
  team_turnover: string;
  team_net_loss: string;
  active_members: number;
  carried_in: string;
  tier_index: number | null;
  rate_type: 'P' | 'F' | null;
  rate: string | null;
  amount: string;
  paid: string;
  status: Bill['status'];
  downline_billed: string;
  downline_paid: string;
}

const money = (text: string) => moneyToWire(BigInt(text));

function billView(row: BillRow): Bill {
  return {
    id: row.id,
    kind: row.kind,
    gameType: row.game_type,
    periodStart: new Date(row.period_start).toISOString(),
    periodEnd: new Date(row.period_end).toISOString(),
    account: row.account,
    payer: row.payer,
    teamTurnover: money(row.team_turnover),
    teamNetLoss: money(row.team_net_loss),
    activeMembers: row.active_members,
    carriedIn: money(row.carried_in),
    tier: row.tier_index === null ? null : row.tier_index + 1,
    rateType: row.rate_type,
    rate: row.rate,
    amount: money(row.amount),
    paid: money(row.paid),
    status: row.status,
    downlineBilled: money(row.downline_billed),
    downlinePaid: money(row.downline_paid),
  };
}

export interface BillFilter {
  merchantCode: string;
  /** own: the caller's bills; paid: the bills the caller paid its downlines. */
  role: 'own' | 'paid';
  memberId: string;
  kind: SettlementKind;
  start: Date | null;
  end: Date | null;
}

/** One page of bills, newest period first, with totals over the whole filter. */
export async function listBills(db: Queryable, filter: BillFilter, request: PageRequest): Promise<BillsPage> {
  const who = filter.role === 'own' ? 'b.agent_id' : 'b.payer_id';
  const where = `b.merchant_code = $1 AND ${who} = $2 AND b.kind = $3
    AND ($4::timestamptz IS NULL OR b.period_start >= $4::timestamptz) AND ($5::timestamptz IS NULL OR b.period_start < $5::timestamptz)`;
  const params = [filter.merchantCode, filter.memberId, filter.kind, filter.start, filter.end];
  const [totals] = await db.query<{ n: number; turnover: string; net_loss: string; amount: string; paid: string }>(
    `SELECT count(*)::int AS n, coalesce(sum(team_turnover), 0)::text AS turnover, coalesce(sum(team_net_loss), 0)::text AS net_loss,
            coalesce(sum(amount), 0)::text AS amount, coalesce(sum(paid), 0)::text AS paid
       FROM agent_bills b WHERE ${where}`,
    params,
  );
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<BillRow>(
    `SELECT b.id::text, b.kind, b.game_type, b.period_start, b.period_end, a.account, p.account AS payer,
            b.team_turnover::text, b.team_net_loss::text, b.active_members, b.carried_in::text, b.tier_index, b.rate_type, b.rate,
            b.amount::text, b.paid::text, b.status, b.downline_billed::text, b.downline_paid::text
       FROM agent_bills b JOIN members a ON a.id = b.agent_id LEFT JOIN members p ON p.id = b.payer_id
      WHERE ${where}
      ORDER BY b.period_start DESC, b.id DESC LIMIT $6 OFFSET $7`,
    [...params, limit, offset],
  );
  const page_: Page<Bill> = page(rows.map(billView), totals!.n, request);
  return {
    page: page_,
    totals: { teamTurnover: money(totals!.turnover), teamNetLoss: money(totals!.net_loss), amount: money(totals!.amount), paid: money(totals!.paid) },
  };
}

export interface SettlementRun {
  kind: SettlementKind;
  periodStart: string;
  periodEnd: string;
  bills: number;
  billed: number;
  paid: number;
  settledBy: string;
  settledAt: string;
  statuses: Record<string, number>;
}

/** A brand's settled periods, newest first, with how many bills of each status each has. */
export async function settlementHistory(
  db: Queryable, merchantCode: string, kind: SettlementKind | null, range: { start: Date | null; end: Date | null }, request: PageRequest,
): Promise<Page<SettlementRun>> {
  const where = `s.merchant_code = $1 AND ($2::text IS NULL OR s.kind = $2)
    AND ($3::timestamptz IS NULL OR s.period_start >= $3::timestamptz) AND ($4::timestamptz IS NULL OR s.period_start < $4::timestamptz)`;
  const params = [merchantCode, kind, range.start, range.end];
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM agent_settlements s WHERE ${where}`, params);
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<{ kind: SettlementKind; period_start: Date; period_end: Date; bills: number; billed: string; paid: string; settled_by: string; settled_at: Date; statuses: Record<string, number> | null }>(
    `SELECT s.kind, s.period_start, s.period_end, s.bills, s.billed::text, s.paid::text, s.settled_by, s.settled_at,
            (SELECT jsonb_object_agg(x.status, x.n) FROM (SELECT b.status, count(*)::int AS n FROM agent_bills b
               WHERE b.merchant_code = s.merchant_code AND b.kind = s.kind AND b.period_start = s.period_start GROUP BY b.status) x) AS statuses
       FROM agent_settlements s WHERE ${where}
      ORDER BY s.period_start DESC, s.kind LIMIT $5 OFFSET $6`,
    [...params, limit, offset],
  );
  return page(
    rows.map((r) => ({
      kind: r.kind, periodStart: new Date(r.period_start).toISOString(), periodEnd: new Date(r.period_end).toISOString(), bills: r.bills,
      billed: money(r.billed), paid: money(r.paid), settledBy: r.settled_by, settledAt: new Date(r.settled_at).toISOString(), statuses: r.statuses ?? {},
    })),
    count!.n,
    request,
  );
}
