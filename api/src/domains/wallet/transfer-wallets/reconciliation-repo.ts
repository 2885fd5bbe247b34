import type { Queryable } from '../../../platform/db/db';
import type { VendorBetRecord } from './vendor-transfer-client';

/**
 * What a check compares against: the game wallet as Khela mirrors it, and what could move it. The
 * last entry on the account and the last transfer with the vendor change whenever anything books or
 * moves; a check books only when both are as they were before the vendor was asked.
 */
export interface MirrorState {
  balance: bigint;
  held: bigint;
  /** The game wallet's latest ledger entry ('0': none yet). */
  lastEntryId: string;
  /** The latest main <-> game transfer with this vendor ('0': none). */
  lastTransferId: string;
  /** A transfer with this vendor waits for the vendor's answer: its money is neither here nor there. */
  locked: boolean;
}

export async function mirrorState(db: Queryable, accountId: string, merchantCode: string, memberId: string, vendorCode: string): Promise<MirrorState> {
  const [row] = await db.query<{ balance: string; held: string; last_entry: string; last_transfer: string; locked: boolean }>(
    `SELECT a.balance::text, a.held::text,
            COALESCE((SELECT max(e.id) FROM ledger_entries e WHERE e.account_id = a.id), 0)::text AS last_entry,
            COALESCE((SELECT max(t.id) FROM wallet_transfers t WHERE t.merchant_code = $2 AND t.member_id = $3 AND t.vendor_code = $4), 0)::text AS last_transfer,
            EXISTS (SELECT 1 FROM wallet_transfers t WHERE t.merchant_code = $2 AND t.member_id = $3 AND t.vendor_code = $4 AND t.status = 'locked') AS locked
       FROM ledger_accounts a WHERE a.id = $1`,
    [accountId, merchantCode, memberId, vendorCode],
  );
  return { balance: BigInt(row!.balance), held: BigInt(row!.held), lastEntryId: row!.last_entry, lastTransferId: row!.last_transfer, locked: row!.locked };
}

export const sameMirror = (a: MirrorState, b: MirrorState) =>
  a.balance === b.balance && a.held === b.held && a.lastEntryId === b.lastEntryId && a.lastTransferId === b.lastTransferId && a.locked === b.locked;

export async function betsCursor(db: Queryable, merchantCode: string, memberId: string, vendorCode: string): Promise<string | null> {
  const [row] = await db.query<{ bets_cursor: string | null }>(
    'SELECT bets_cursor FROM vendor_reconciliations WHERE merchant_code = $1 AND member_id = $2 AND vendor_code = $3',
    [merchantCode, memberId, vendorCode],
  );
  return row?.bets_cursor ?? null;
}

/** Notes the check's result (and, with a cursor, how far the bet records were read). */
export async function noteCheck(db: Queryable, merchantCode: string, memberId: string, vendorCode: string, result: string, cursor?: string): Promise<void> {
  await db.query(
    `INSERT INTO vendor_reconciliations (merchant_code, member_id, vendor_code, bets_cursor, checked_at, last_result)
     VALUES ($1, $2, $3, $4, now(), $5)
     ON CONFLICT (merchant_code, member_id, vendor_code)
     DO UPDATE SET bets_cursor = COALESCE(EXCLUDED.bets_cursor, vendor_reconciliations.bets_cursor), checked_at = now(), last_result = EXCLUDED.last_result`,
    [merchantCode, memberId, vendorCode, cursor ?? null, result],
  );
}

/**
 * The vendor's rounds into the betting record (`bets`, settled as they come: a transfer-mode
 * vendor reports finished rounds). Keyed by (vendor, bet id): a record pulled twice is kept once.
 */
export async function recordVendorBets(db: Queryable, merchantCode: string, memberId: string, vendorCode: string, records: readonly VendorBetRecord[]): Promise<number> {
  let added = 0;
  for (const record of records) {
    const rows = await db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, placed_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6,
               (SELECT CASE WHEN count(*) = 1 THEN min(v.game_type) END FROM vendors v WHERE v.code = $1),
               $7, $8, 'settled', $9, $10)
       ON CONFLICT (vendor_code, transaction_id) DO NOTHING RETURNING id`,
      [vendorCode, record.betId, merchantCode, memberId, record.roundId, record.gameCode, record.stake.toString(), record.payout.toString(), record.placedAt, record.settledAt],
    );
    added += rows.length;
  }
  return added;
}

/** Game wallets worth a periodic check: money in them at a transfer-mode vendor, the least recently checked first. */
export async function walletsToCheck(db: Queryable, limit: number): Promise<Array<{ merchantCode: string; memberId: string; vendorCode: string; currency: string }>> {
  return db.query(
    `SELECT a.merchant_code AS "merchantCode", a.owner_id::text AS "memberId", a.ref AS "vendorCode", m.currency
       FROM ledger_accounts a
       JOIN vendor_wallets w ON w.vendor_code = a.ref AND w.mode = 'transfer'
       JOIN merchants m ON m.code = a.merchant_code
       LEFT JOIN vendor_reconciliations r ON r.merchant_code = a.merchant_code AND r.member_id = a.owner_id AND r.vendor_code = a.ref
      WHERE a.kind = 'member_game' AND a.balance > 0
      ORDER BY r.checked_at NULLS FIRST
      LIMIT $1`,
    [limit],
  );
}
