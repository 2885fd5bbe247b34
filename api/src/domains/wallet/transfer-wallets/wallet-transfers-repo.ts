import { type Queryable, selectInto, type WithTextFields } from '../../../platform/db/db';
import type { TransferDirection } from './vendor-transfer-client';

export type WalletTransferStatus = 'locked' | 'done' | 'failed';

/** A row of wallet_transfers: one move between the main wallet and a game wallet. */
export interface WalletTransfer {
  id: string;
  merchantCode: string;
  memberId: string;
  requestId: string;
  vendorCode: string;
  direction: TransferDirection;
  amount: bigint;
  status: WalletTransferStatus;
}

/** A wallet_transfers row as selected: a WalletTransfer but for its amount (int8), as text. */
type Row = WithTextFields<WalletTransfer, 'amount'>;

const COLUMNS = selectInto<Row>({
  id: 'id::text', merchantCode: 'merchant_code', memberId: 'member_id::text', requestId: 'request_id', vendorCode: 'vendor_code',
  direction: 'direction', amount: 'amount::text', status: 'status',
});

const toTransfer = (row: Row): WalletTransfer => ({ ...row, amount: BigInt(row.amount) });

/** The id the vendor knows the transfer by: ours, unique across brands. */
export const vendorTransferId = (transfer: WalletTransfer) => `WT${transfer.id}`;

export async function findWalletTransfer(db: Queryable, merchantCode: string, requestId: string): Promise<WalletTransfer | null> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM wallet_transfers WHERE merchant_code = $1 AND request_id = $2`, [merchantCode, requestId]);
  return row ? toTransfer(row) : null;
}

export async function insertWalletTransfer(
  db: Queryable,
  transfer: Pick<WalletTransfer, 'merchantCode' | 'memberId' | 'requestId' | 'vendorCode' | 'direction' | 'amount'>,
): Promise<WalletTransfer> {
  const [row] = await db.query<Row>(
    `INSERT INTO wallet_transfers (merchant_code, member_id, request_id, vendor_code, direction, amount)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [transfer.merchantCode, transfer.memberId, transfer.requestId, transfer.vendorCode, transfer.direction, transfer.amount.toString()],
  );
  return toTransfer(row!);
}

/** locked -> done | failed, once: false when someone else resolved it first. */
export async function resolveWalletTransfer(db: Queryable, id: string, status: 'done' | 'failed', vendorAnswer: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE wallet_transfers SET status = $2, vendor_answer = $3, resolved_at = now() WHERE id = $1 AND status = 'locked' RETURNING id`,
    [id, status, vendorAnswer.slice(0, 300)],
  );
  return rows.length > 0;
}

export async function noteVendorAnswer(db: Queryable, id: string, vendorAnswer: string): Promise<void> {
  await db.query('UPDATE wallet_transfers SET vendor_answer = $2 WHERE id = $1', [id, vendorAnswer.slice(0, 300)]);
}

/** Serialises one member's transfers (checks, then the hold) within a transaction. */
export async function lockMemberTransfers(db: Queryable, merchantCode: string, memberId: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`wallet-transfer:${merchantCode}:${memberId}`]);
}

/** Vendors with a transfer of this member waiting for the vendor's answer. */
export async function lockedVendors(db: Queryable, merchantCode: string, memberId: string): Promise<string[]> {
  const rows = await db.query<{ vendor_code: string }>(
    "SELECT DISTINCT vendor_code FROM wallet_transfers WHERE merchant_code = $1 AND member_id = $2 AND status = 'locked'",
    [merchantCode, memberId],
  );
  return rows.map((row) => row.vendor_code);
}

/** Another vendor whose game wallet still holds this member's money (or a transfer in flight), if any. */
export async function busyOtherGame(db: Queryable, merchantCode: string, memberId: string, vendorCode: string): Promise<string | null> {
  const [row] = await db.query<{ vendor_code: string }>(
    `SELECT a.ref AS vendor_code FROM ledger_accounts a
      WHERE a.merchant_code = $1 AND a.kind = 'member_game' AND a.owner_id = $2 AND a.ref <> $3 AND (a.balance > 0 OR a.held > 0)
     UNION
     SELECT t.vendor_code FROM wallet_transfers t
      WHERE t.merchant_code = $1 AND t.member_id = $2 AND t.vendor_code <> $3 AND t.status = 'locked'
     ORDER BY 1 LIMIT 1`,
    [merchantCode, memberId, vendorCode],
  );
  return row?.vendor_code ?? null;
}
