import type { Queryable } from '../../../platform/db/db';

/**
 * The ledger's invariants, read straight from the tables: what every wallet test (property,
 * concurrency, crash) checks after its run. Each check answers the rows that break it, so a failure
 * names the account or transfer. Scoped to one brand when given (a property run owns a brand), over
 * the whole database otherwise.
 */
interface Check {
  name: string;
  /** Selects offending rows; `$1` is the brand or null for all. */
  sql: string;
}

const inBrand = (alias: string) => `($1::text IS NULL OR ${alias}.merchant_code = $1)`;

const CHECKS: Check[] = [
  {
    name: 'the balances of all accounts add up to zero',
    sql: `SELECT sum(a.balance)::text AS total FROM ledger_accounts a WHERE ${inBrand('a')} HAVING sum(a.balance) <> 0`,
  },
  {
    name: 'no member account is negative, held or spendable',
    sql: `SELECT a.id::text, a.kind, a.owner_id::text, a.balance::text, a.held::text FROM ledger_accounts a
           WHERE ${inBrand('a')} AND a.kind LIKE 'member\\_%' AND (a.held < 0 OR a.balance - a.held < 0 OR a.may_go_negative)`,
  },
  {
    name: "an account's balance and held are the sums of its entries",
    sql: `SELECT a.id::text, a.balance::text, a.held::text, coalesce(e.amount, 0)::text AS entries_amount, coalesce(e.held, 0)::text AS entries_held
            FROM ledger_accounts a
            LEFT JOIN (SELECT account_id, sum(amount) AS amount, sum(held_change) AS held FROM ledger_entries GROUP BY account_id) e
              ON e.account_id = a.id
           WHERE ${inBrand('a')} AND (a.balance <> coalesce(e.amount, 0) OR a.held <> coalesce(e.held, 0))`,
  },
  {
    name: "each entry's running totals follow from the entries before it",
    sql: `SELECT x.id::text, x.account_id::text FROM (
            SELECT e.id, e.account_id, e.balance_after, e.held_after,
                   sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running_balance,
                   sum(e.held_change) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running_held
              FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE ${inBrand('a')}) x
           WHERE x.balance_after <> x.running_balance OR x.held_after <> x.running_held`,
  },
  {
    name: 'every transfer is whole: its entries, their sum and their sides match its flag',
    // single/post: debit -amount and credit +amount; pending: the debit holds +amount; void: it releases it.
    sql: `SELECT t.id::text, t.flag, count(e.id)::text AS entries FROM ledger_transfers t
            LEFT JOIN ledger_entries e ON e.transfer_id = t.id
           WHERE ${inBrand('t')}
           GROUP BY t.id
          HAVING count(e.id) <> CASE WHEN t.flag IN ('single', 'post') THEN 2 ELSE 1 END
              OR coalesce(sum(e.amount), 0) <> 0
              OR coalesce(sum(e.held_change), 0) <> CASE t.flag WHEN 'pending' THEN t.amount WHEN 'single' THEN 0 ELSE -t.amount END
              OR bool_or(e.account_id NOT IN (t.debit_account_id, t.credit_account_id))
              OR coalesce(sum(e.amount) FILTER (WHERE e.account_id = t.credit_account_id), 0)
                 <> CASE WHEN t.flag IN ('single', 'post') THEN t.amount ELSE 0 END`,
  },
  {
    name: 'a post or void resolves a pending transfer of the same accounts and amount',
    sql: `SELECT r.id::text FROM ledger_transfers r LEFT JOIN ledger_transfers p ON p.id = r.pending_id
           WHERE ${inBrand('r')} AND r.flag IN ('post', 'void')
             AND (p.id IS NULL OR p.flag <> 'pending' OR p.debit_account_id <> r.debit_account_id
                  OR p.credit_account_id <> r.credit_account_id OR p.amount <> r.amount OR p.merchant_code <> r.merchant_code)`,
  },
  {
    name: "an account's held amount is what its unresolved pending transfers hold",
    sql: `SELECT a.id::text, a.held::text, coalesce(p.open, 0)::text AS open_pending FROM ledger_accounts a
            LEFT JOIN (SELECT t.debit_account_id AS account_id, sum(t.amount) AS open FROM ledger_transfers t
                        WHERE t.flag = 'pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)
                        GROUP BY t.debit_account_id) p ON p.account_id = a.id
           WHERE ${inBrand('a')} AND a.held <> coalesce(p.open, 0)`,
  },
];

/** Every broken invariant with up to three offending rows; empty when the ledger is sound. */
export async function auditLedger(db: Queryable, merchantCode: string | null = null): Promise<string[]> {
  const violations: string[] = [];
  for (const check of CHECKS) {
    const rows = await db.query(check.sql, [merchantCode]);
    if (rows.length > 0) violations.push(`${check.name}: ${rows.length} offending, e.g. ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return violations;
}

export interface AccountRow {
  merchantCode: string;
  kind: string;
  ownerId: string;
  ref: string;
  balance: bigint;
  held: bigint;
}

/** Every account of a brand (or all), for comparing with what a test expects. */
export async function accountRows(db: Queryable, merchantCode: string | null = null): Promise<AccountRow[]> {
  const rows = await db.query<{ merchant_code: string; kind: string; owner_id: string; ref: string; balance: string; held: string }>(
    `SELECT a.merchant_code, a.kind, a.owner_id::text, a.ref, a.balance::text, a.held::text FROM ledger_accounts a
      WHERE ${inBrand('a')} ORDER BY a.id`,
    [merchantCode],
  );
  return rows.map((row) => ({
    merchantCode: row.merchant_code,
    kind: row.kind,
    ownerId: row.owner_id,
    ref: row.ref,
    balance: BigInt(row.balance),
    held: BigInt(row.held),
  }));
}
