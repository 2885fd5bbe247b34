import type { TeamTransaction, TeamTransactionStatus, TeamTransactionTotals, TeamTransactionType } from '@khela/contracts';
import { Filters } from '../../../platform/sql-filters';
import { dayStart, type DayRange, type ReportScope, teamTable } from './report-scope';
import { iso, money, type ReportQueries, withWindow } from './report-query';

export interface TeamTransactionsFilter extends DayRange {
  type?: TeamTransactionType;
  status?: TeamTransactionStatus;
}

export interface TeamTransactionDbRow {
  id: string;
  account: string;
  type: TeamTransactionType;
  status: TeamTransactionStatus;
  amount: string;
  reference: string | null;
  time: Date | string;
}
export interface TeamTransactionTotalsRow {
  count: number;
  deposits: string;
  withdrawals: string;
  transfers: string;
  adjustments: string;
}

/**
 * Each kind of move as rows (member_id, id, type, status, amount, reference, time), read member by
 * member through the tables' member indexes; adjustments through the ledger's partial index of rare
 * kinds. Amounts are the signed change of the member's main wallet; statuses are the report's four.
 */
function sources(team: string, brand: string, start: string, end: string): Record<TeamTransactionType, string> {
  const range = (column: string) => `${column} >= ${start} AND ${column} < ${end}`;
  const orderStatus = (column: string) => `CASE ${column} WHEN 'APPROVED' THEN 'success' WHEN 'REJECTED' THEN 'failed' ELSE 'pending' END`;
  return {
    deposit: `SELECT d.member_id, 'deposit-' || d.id AS id, 'deposit' AS type, ${orderStatus('d.status')} AS status, d.amount AS amount,
                     d.order_no AS reference, d.created_at AS time
                FROM ${team} team JOIN deposit_orders d ON d.member_id = team.member_id
               WHERE d.merchant_code = ${brand} AND ${range('d.created_at')}`,
    withdrawal: `SELECT w.member_id, 'withdrawal-' || w.id AS id, 'withdrawal' AS type, ${orderStatus('w.status')} AS status, -w.amount AS amount,
                        w.order_no AS reference, w.created_at AS time
                   FROM ${team} team JOIN withdrawal_orders w ON w.member_id = team.member_id
                  WHERE w.merchant_code = ${brand} AND ${range('w.created_at')}`,
    // A transfer still SENT after its confirmation time counts as received (docs/payments.md).
    upline: `SELECT u.sender_id AS member_id, 'upline-' || u.id AS id, 'upline' AS type,
                    CASE WHEN u.status = 'DISPUTED' THEN 'disputed' WHEN u.status = 'RECEIVED' OR u.confirm_by <= now() THEN 'success' ELSE 'pending' END AS status,
                    -u.amount AS amount, u.order_no || ' → ' || (SELECT m.account FROM members m WHERE m.id = u.upline_id) AS reference, u.created_at AS time
               FROM ${team} team JOIN upline_transfers u ON u.sender_id = team.member_id
              WHERE u.merchant_code = ${brand} AND ${range('u.created_at')}`,
    wallet_transfer: `SELECT x.member_id, 'wallet_transfer-' || x.id AS id, 'wallet_transfer' AS type,
                             CASE x.status WHEN 'done' THEN 'success' WHEN 'failed' THEN 'failed' ELSE 'pending' END AS status,
                             CASE x.direction WHEN 'in' THEN -x.amount ELSE x.amount END AS amount,
                             CASE x.direction WHEN 'in' THEN 'MAIN → ' || x.vendor_code ELSE x.vendor_code || ' → MAIN' END AS reference, x.created_at AS time
                        FROM ${team} team JOIN wallet_transfers x ON x.member_id = team.member_id
                       WHERE x.merchant_code = ${brand} AND ${range('x.created_at')}`,
    adjustment: `SELECT a.owner_id AS member_id, 'adjustment-' || t.id AS id, 'adjustment' AS type, 'success' AS status,
                        CASE WHEN a.id = t.credit_account_id THEN t.amount ELSE -t.amount END AS amount,
                        COALESCE(t.details->>'reason', t.idempotency_key) AS reference, t.created_at AS time
                   FROM ledger_transfers t
                   JOIN ledger_accounts a ON a.id IN (t.credit_account_id, t.debit_account_id) AND a.kind = 'member_main'
                   JOIN ${team} team ON team.member_id = a.owner_id
                  WHERE t.merchant_code = ${brand} AND t.kind = 'adjustment' AND t.flag IN ('single', 'post') AND ${range('t.created_at')}`,
  };
}

/**
 * agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals, upline and wallet
 * transfers and adjustments, newest first, by the day they were requested in the brand's calendar.
 */
export function teamTransactionsQueries(scope: ReportScope, filter: TeamTransactionsFilter): ReportQueries<TeamTransactionDbRow> {
  const filters = new Filters();
  const team = teamTable(filters, scope);
  const brand = filters.param(scope.merchantCode);
  const start = dayStart(filters, filter.from, scope.timeZone);
  const end = dayStart(filters, filter.to, scope.timeZone, 1);
  const all = sources(team, brand, start, end);
  const chosen = filter.type ? [all[filter.type]] : Object.values(all);
  const status = filter.status ? `WHERE u.status = ${filters.param(filter.status)}` : '';
  const set = `(SELECT * FROM (${chosen.join('\nUNION ALL\n')}) u ${status}) x`;
  const params = [...filters.params];
  return {
    totals: {
      sql: `SELECT count(*)::int AS count,
                   COALESCE(sum(x.amount) FILTER (WHERE x.type = 'deposit' AND x.status = 'success'), 0)::text AS deposits,
                   COALESCE(-sum(x.amount) FILTER (WHERE x.type = 'withdrawal' AND x.status = 'success'), 0)::text AS withdrawals,
                   COALESCE(sum(x.amount) FILTER (WHERE x.type IN ('upline', 'wallet_transfer') AND x.status = 'success'), 0)::text AS transfers,
                   COALESCE(sum(x.amount) FILTER (WHERE x.type = 'adjustment'), 0)::text AS adjustments
              FROM ${set}`,
      params,
    },
    rows: (window) =>
      withWindow(
        `SELECT x.id, m.account, x.type, x.status, x.amount::text AS amount, x.reference, x.time
           FROM ${set} JOIN members m ON m.id = x.member_id
          ORDER BY x.time DESC, x.id DESC`,
        params,
        window,
      ),
  };
}

export const toTeamTransaction = (row: TeamTransactionDbRow): TeamTransaction => ({
  id: row.id,
  account: row.account,
  type: row.type,
  status: row.status,
  amount: money(row.amount),
  reference: row.reference,
  time: iso(row.time),
});

export const toTeamTransactionTotals = (row: TeamTransactionTotalsRow): TeamTransactionTotals => ({
  count: Number(row.count),
  deposits: money(row.deposits),
  withdrawals: money(row.withdrawals),
  transfers: money(row.transfers),
  adjustments: money(row.adjustments),
});
