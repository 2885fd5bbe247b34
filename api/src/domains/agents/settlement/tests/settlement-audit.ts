import type { Queryable } from '../../../../platform/db/db';

/**
 * Exactly-once, read from the tables (for the concurrency and crash tests): every commission
 * transfer of the brand belongs to a bill that exists and moved exactly what that bill says was
 * paid; every paid bill has one transfer; each settled period's totals are its bills' sums; no
 * bill exists twice. Answers the rows that break a rule.
 */
const CHECKS: Array<{ name: string; sql: string }> = [
  {
    name: 'a commission transfer without its bill, or moving another amount than the bill paid',
    sql: `SELECT t.id::text, t.amount::text, b.paid::text FROM ledger_transfers t
            LEFT JOIN agent_bills b ON b.id = (t.details->>'billId')::bigint
           WHERE t.merchant_code = $1 AND t.kind = 'commission' AND (b.id IS NULL OR b.paid <> t.amount)`,
  },
  {
    name: 'a paid bill without exactly one transfer',
    sql: `SELECT b.id::text, b.paid::text, count(t.id)::int AS transfers FROM agent_bills b
            LEFT JOIN ledger_transfers t ON t.merchant_code = b.merchant_code AND t.kind = 'commission' AND (t.details->>'billId')::bigint = b.id
           WHERE b.merchant_code = $1 GROUP BY b.id HAVING (b.paid > 0) <> (count(t.id) = 1) OR count(t.id) > 1`,
  },
  {
    name: "a settled period whose totals are not its bills' sums",
    sql: `SELECT s.kind, s.period_start, s.bills, s.paid::text, x.n, x.paid::text AS bills_paid FROM agent_settlements s
           CROSS JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(b.amount), 0) AS amount, coalesce(sum(b.paid), 0) AS paid FROM agent_bills b
              WHERE b.merchant_code = s.merchant_code AND b.kind = s.kind AND b.period_start = s.period_start) x
           WHERE s.merchant_code = $1 AND (s.bills <> x.n OR s.billed <> x.amount OR s.paid <> x.paid)`,
  },
  {
    name: 'a bill outside a settled period',
    sql: `SELECT b.id::text FROM agent_bills b LEFT JOIN agent_settlements s
            ON s.merchant_code = b.merchant_code AND s.kind = b.kind AND s.period_start = b.period_start
           WHERE b.merchant_code = $1 AND s.kind IS NULL`,
  },
  {
    name: 'a member wallet below zero',
    sql: `SELECT a.owner_id::text, a.balance::text FROM ledger_accounts a WHERE a.merchant_code = $1 AND a.kind = 'member_main' AND a.balance - a.held < 0`,
  },
];

export async function auditSettlement(db: Queryable, merchantCode: string): Promise<string[]> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    const rows = await db.query(check.sql, [merchantCode]);
    for (const row of rows) problems.push(`${check.name}: ${JSON.stringify(row)}`);
  }
  return problems;
}
