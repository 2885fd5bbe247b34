import type { Queryable } from '../../../platform/db/db';

/** A wallet as the transferFund page shows it. Money in minor units (available: balance less held). */
export interface WalletView {
  code: string;
  name: string;
  available: bigint;
  locked: boolean;
  mode: 'main' | 'transfer';
}

/**
 * The member's game wallets: every transfer-mode vendor the brand offers, plus any other that still
 * holds the member's money (a vendor switched off must not trap it). Reads never create accounts.
 */
export async function gameWallets(db: Queryable, merchantCode: string, memberId: string): Promise<WalletView[]> {
  const rows = await db.query<{ code: string; name: string; available: string | null; locked: boolean }>(
    `SELECT w.vendor_code AS code, w.name, (a.balance - a.held)::text AS available,
            EXISTS (SELECT 1 FROM wallet_transfers t WHERE t.merchant_code = $1 AND t.member_id = $2
                       AND t.vendor_code = w.vendor_code AND t.status = 'locked') AS locked
       FROM vendor_wallets w
       LEFT JOIN ledger_accounts a ON a.merchant_code = $1 AND a.kind = 'member_game' AND a.owner_id = $2 AND a.ref = w.vendor_code
      WHERE w.mode = 'transfer'
        AND ((w.enabled AND EXISTS (SELECT 1 FROM merchant_vendors mv WHERE mv.merchant_code = $1 AND mv.vendor_code = w.vendor_code AND mv.enabled))
             OR a.balance > 0 OR a.held > 0)
      ORDER BY w.vendor_code`,
    [merchantCode, memberId],
  );
  return rows.map((row) => ({ code: row.code, name: row.name, available: BigInt(row.available ?? '0'), locked: row.locked, mode: 'transfer' }));
}

/** The main wallet's available money (0 for a member who never had any). */
export async function mainAvailable(db: Queryable, merchantCode: string, memberId: string): Promise<bigint> {
  const [row] = await db.query<{ available: string }>(
    `SELECT (balance - held)::text AS available FROM ledger_accounts
      WHERE merchant_code = $1 AND kind = 'member_main' AND owner_id = $2 AND ref = ''`,
    [merchantCode, memberId],
  );
  return BigInt(row?.available ?? '0');
}

/** Whether the brand lets members move money into this vendor's game wallet. */
export async function isOfferedTransferVendor(db: Queryable, merchantCode: string, vendorCode: string): Promise<boolean> {
  const [row] = await db.query<{ offered: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM vendor_wallets w JOIN merchant_vendors mv ON mv.vendor_code = w.vendor_code
                     WHERE w.vendor_code = $2 AND w.mode = 'transfer' AND w.enabled AND mv.merchant_code = $1 AND mv.enabled) AS offered`,
    [merchantCode, vendorCode],
  );
  return row?.offered === true;
}
