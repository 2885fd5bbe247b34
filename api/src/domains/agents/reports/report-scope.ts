import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGENT_REPORT_MAX_DAYS } from '@khela/contracts';
import { requireIdentity } from '../../../platform/auth';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { merchantOf } from '../../../platform/request-context';
import { Filters } from '../../../platform/sql-filters';
import { AGENT_TYPES } from '../../identity';

/** Whose team a report reads and in which calendar: the logged-in agent at its own brand. */
export interface ReportScope {
  merchantCode: string;
  agentId: string;
  timeZone: string;
  /** One team member the report is narrowed to (the account filter), else the whole team. */
  memberId: string | null;
}

/** The day range every report takes: yyyy-MM-dd in the brand's time zone, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The caller of a report: a session (401 otherwise) of an agent account (types 1, 2, 41, 42; 403
 * agent.report.notAgent otherwise). An account filter names one member of the caller's team: an
 * account outside it, at any brand, or unknown is refused alike (400 agent.report.notInTeam), so
 * the answer never tells whether another team's account exists.
 */
export async function reportScope(app: FastifyInstance, request: FastifyRequest, db: Queryable, account: string | undefined): Promise<ReportScope> {
  const identity = await requireIdentity(app, request);
  if (!AGENT_TYPES.includes(identity.type)) throw new ApiError(403, 'agent.report.notAgent');
  const merchant = merchantOf(request);
  let memberId: string | null = null;
  if (account !== undefined) {
    const [member] = await db.query<{ id: string }>(
      `SELECT m.id::text FROM members m
         JOIN member_tree t ON t.descendant_id = m.id AND t.ancestor_id = $1 AND t.depth > 0
        WHERE m.merchant_code = $2 AND m.account = lower($3)`,
      [identity.memberId, identity.merchantCode, account.trim()],
    );
    if (!member) throw new ApiError(400, 'agent.report.notInTeam');
    memberId = member.id;
  }
  return { merchantCode: identity.merchantCode, agentId: identity.memberId, timeZone: merchant.timeZone, memberId };
}

/** Both days real calendar days, in order, and at most AGENT_REPORT_MAX_DAYS apart (translated 400s). */
export function checkRange({ from, to }: DayRange): void {
  new Filters().dayRange('x', 'UTC', from, to); // refuses a day that is not on the calendar (payment.date.invalid)
  if (from > to) throw new ApiError(400, 'agent.report.range');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > AGENT_REPORT_MAX_DAYS) throw new ApiError(400, 'agent.report.rangeTooLong', { days: AGENT_REPORT_MAX_DAYS });
}

/**
 * The team as a derived table `team (member_id)`: every descendant of the agent (depth > 0), or the
 * one member of the account filter. Its parameters are added to `filters`.
 */
export function teamTable(filters: Filters, scope: ReportScope): string {
  const agent = filters.param(scope.agentId);
  const one = scope.memberId === null ? '' : ` AND descendant_id = ${filters.param(scope.memberId)}`;
  return `(SELECT descendant_id AS member_id FROM member_tree WHERE ancestor_id = ${agent} AND depth > 0${one})`;
}

/** The instant a brand-calendar day starts, as SQL over a parameter. */
export function dayStart(filters: Filters, day: string, timeZone: string, plusDays = 0): string {
  const d = filters.param(day);
  const tz = filters.param(timeZone);
  return `((${d}::date + ${plusDays})::timestamp AT TIME ZONE ${tz})`;
}
