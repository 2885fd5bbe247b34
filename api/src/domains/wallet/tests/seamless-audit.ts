import type { Queryable } from '../../../platform/db/db';

/**
 * The seamless wallet's three records must tell one story (docs/vendor-wallet.md): the answers
 * remembered (`vendor_transactions`), the betting record (`bets`) and the ledger. A money call
 * commits all three or none, so after any load or crash each OK answer has its movement, each
 * movement its OK answer, and each bet's status is its ledger hold's fate.
 */
const CHECKS: Array<{ name: string; sql: string }> = [
  {
    name: "each bet holds its stake on its player's main wallet, and its status is the hold's fate",
    sql: `SELECT b.transaction_id, b.status, t.id::text AS pending, r.flag AS resolved FROM bets b
            LEFT JOIN ledger_transfers t ON t.merchant_code = b.merchant_code AND t.flag = 'pending'
                  AND t.idempotency_key = 'vendor:' || b.vendor_code || ':bet:' || b.transaction_id
            LEFT JOIN ledger_accounts a ON a.id = t.debit_account_id
            LEFT JOIN ledger_transfers r ON r.pending_id = t.id
           WHERE b.vendor_code = $1
             AND (t.id IS NULL OR t.amount <> b.stake OR a.kind <> 'member_main' OR a.owner_id <> b.member_id
                  OR (b.status = 'open') <> (r.id IS NULL)
                  OR (b.status = 'settled') <> (r.flag IS NOT DISTINCT FROM 'post')
                  OR (b.status = 'rolled_back') <> (r.flag IS NOT DISTINCT FROM 'void'))`,
  },
  {
    name: 'a bet is recorded exactly when its answer was OK',
    sql: `SELECT coalesce(b.transaction_id, v.transaction_id) AS transaction_id, v.answer->>'status' AS status FROM bets b
            FULL JOIN (SELECT * FROM vendor_transactions WHERE vendor_code = $1 AND action = 'bet' AND answer->>'status' = 'OK') v
              ON v.vendor_code = b.vendor_code AND v.transaction_id = b.transaction_id
           WHERE (b.vendor_code = $1 OR b.vendor_code IS NULL) AND (b.id IS NULL OR v.transaction_id IS NULL)`,
  },
  {
    name: 'an OK answer names the ledger transfer of its own key',
    sql: `SELECT v.transaction_id, v.answer->>'walletTransactionId' AS transfer FROM vendor_transactions v
            LEFT JOIN ledger_transfers t ON t.id = (v.answer->>'walletTransactionId')::bigint
           WHERE v.vendor_code = $1 AND v.answer->>'status' = 'OK' AND v.answer->>'walletTransactionId' IS NOT NULL
             AND (t.id IS NULL OR t.idempotency_key <> 'vendor:' || v.vendor_code || ':' || v.action || ':' || v.transaction_id)`,
  },
  {
    name: "every movement of the vendor's keys comes from an OK answer",
    sql: `SELECT t.idempotency_key FROM ledger_transfers t
           WHERE t.idempotency_key LIKE 'vendor:' || $1 || ':%' AND t.flag <> 'post'
             AND NOT EXISTS (SELECT 1 FROM vendor_transactions v
                              WHERE v.vendor_code = $1 AND v.answer->>'status' = 'OK'
                                AND t.idempotency_key = 'vendor:' || $1 || ':' || v.action || ':' || v.transaction_id)`,
  },
  {
    name: 'a settled or rolled-back bet names an OK win or rollback',
    sql: `SELECT b.transaction_id, b.status FROM bets b
           WHERE b.vendor_code = $1 AND b.status <> 'open'
             AND NOT EXISTS (SELECT 1 FROM vendor_transactions v
                              WHERE v.vendor_code = b.vendor_code AND v.answer->>'status' = 'OK'
                                AND ((b.status = 'settled' AND v.action = 'win' AND v.transaction_id = b.win_transaction_id)
                                  OR (b.status = 'rolled_back' AND v.action = 'rollback' AND v.transaction_id = b.rollback_transaction_id)))`,
  },
  {
    name: "a win pays exactly its bets' payouts",
    sql: `SELECT s.win_transaction_id, s.payouts::text, coalesce(t.amount, 0)::text AS paid FROM
            (SELECT merchant_code, vendor_code, win_transaction_id, sum(payout) AS payouts FROM bets
              WHERE vendor_code = $1 AND status = 'settled' GROUP BY 1, 2, 3) s
            LEFT JOIN ledger_transfers t ON t.merchant_code = s.merchant_code
                  AND t.idempotency_key = 'vendor:' || s.vendor_code || ':win:' || s.win_transaction_id
           WHERE coalesce(t.amount, 0) <> s.payouts`,
  },
];

/** Every broken rule with up to three offending rows; empty when the records agree. */
export async function auditSeamless(db: Queryable, vendor = 'HOUSE'): Promise<string[]> {
  const violations: string[] = [];
  for (const check of CHECKS) {
    const rows = await db.query(check.sql, [vendor]);
    if (rows.length > 0) violations.push(`${check.name}: ${rows.length} offending, e.g. ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return violations;
}
