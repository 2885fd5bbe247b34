import { type Queryable, selectInto, type WithTextFields } from '../../../platform/db/db';
import { toWire } from '../shared/money';
import { Filters, listPage } from '../../../platform/sql-filters';
import { iso } from '../shared/request-status';
import type { Page, UplineStatus } from '@khela/contracts';


export interface UplineTransfer {
  id: string;
  orderNo: string;
  merchantCode: string;
  senderId: string;
  senderAccount: string;
  uplineId: string;
  uplineAccount: string;
  amount: bigint;
  remark: string;
  /** Effective: a SENT one past confirmBy reads RECEIVED. */
  status: UplineStatus;
  requestId: string;
  confirmBy: Date;
  confirmedAt: Date | null;
  disputedAt: Date | null;
  disputeRemark: string | null;
  createdAt: Date;
  proofs: Array<{ id: number; contentType: string; size: number }>;
}

/** An upline_transfers row as selected: an UplineTransfer but for its amount (int8), as text, and its proofs, null for none. */
type UplineRow = WithTextFields<Omit<UplineTransfer, 'proofs'>, 'amount'> & { proofs: UplineTransfer['proofs'] | null };

/**
 * The status is computed in SQL against the database clock (the same clock confirm_by was set
 * with), so every reader and every conditional update agree on when "counts as received" begins.
 */
export const EFFECTIVE_STATUS = `CASE WHEN u.status = 'SENT' AND u.confirm_by <= now() THEN 'RECEIVED' ELSE u.status END`;

const COLUMNS = selectInto<UplineRow>({
  id: 'u.id::text', orderNo: 'u.order_no', merchantCode: 'u.merchant_code', senderId: 'u.sender_id::text', senderAccount: 's.account',
  uplineId: 'u.upline_id::text', uplineAccount: 'r.account', amount: 'u.amount::text', remark: 'u.remark', status: EFFECTIVE_STATUS,
  requestId: 'u.request_id', confirmBy: 'u.confirm_by', confirmedAt: 'u.confirmed_at', disputedAt: 'u.disputed_at',
  disputeRemark: 'u.dispute_remark', createdAt: 'u.created_at',
  proofs: `(SELECT json_agg(json_build_object('id', p.id, 'contentType', p.content_type, 'size', p.size) ORDER BY p.id)
             FROM upline_transfer_proofs p WHERE p.transfer_id = u.id)`,
});

const SELECT = `SELECT ${COLUMNS}
  FROM upline_transfers u
  JOIN members s ON s.id = u.sender_id
  JOIN members r ON r.id = u.upline_id`;

const toTransfer = (row: UplineRow): UplineTransfer => ({
  ...row,
  amount: BigInt(row.amount),
  proofs: (row.proofs ?? []).map((proof) => ({ id: Number(proof.id), contentType: proof.contentType, size: Number(proof.size) })),
});

export async function findUplineTransfer(db: Queryable, orderNo: string): Promise<UplineTransfer | null> {
  const [row] = await db.query<UplineRow>(`${SELECT} WHERE u.order_no = $1`, [orderNo]);
  return row ? toTransfer(row) : null;
}

export async function findUplineTransferByRequest(db: Queryable, senderId: string, requestId: string): Promise<UplineTransfer | null> {
  const [row] = await db.query<UplineRow>(`${SELECT} WHERE u.sender_id = $1 AND u.request_id = $2`, [senderId, requestId]);
  return row ? toTransfer(row) : null;
}

export interface UplineQuery {
  merchantCode: string;
  /** A member's own: what they sent, received, or both. */
  member?: { id: string; role?: 'sent' | 'received' };
  status?: UplineStatus;
  orderNo?: string;
  pageNo: number;
  pageSize: number;
}

export async function listUplineTransfers(db: Queryable, query: UplineQuery): Promise<Page<UplineTransfer>> {
  const filters = new Filters().add((p) => `u.merchant_code = ${p}`, query.merchantCode);
  if (query.member) {
    const { id, role } = query.member;
    if (role === 'sent') filters.add((p) => `u.sender_id = ${p}`, id);
    else if (role === 'received') filters.add((p) => `u.upline_id = ${p}`, id);
    else filters.add((p) => `(u.sender_id = ${p} OR u.upline_id = ${p})`, id);
  }
  if (query.status) filters.add((p) => `${EFFECTIVE_STATUS} = ${p}`, query.status);
  if (query.orderNo) filters.add((p) => `u.order_no = ${p}`, query.orderNo);
  return listPage(db, { select: SELECT, from: 'upline_transfers u', orderBy: 'u.created_at DESC, u.id DESC' }, filters, query, toTransfer);
}

/** The record as one of the two members sees it; `counterparty` is the other one's account. */
export function memberUplineView(transfer: UplineTransfer, memberId: string) {
  const sent = transfer.senderId === memberId;
  return {
    orderNo: transfer.orderNo,
    direction: sent ? ('sent' as const) : ('received' as const),
    amount: toWire(transfer.amount),
    remark: transfer.remark,
    status: transfer.status,
    confirmBy: iso(transfer.confirmBy)!,
    createdAt: iso(transfer.createdAt)!,
    counterparty: sent ? transfer.uplineAccount : transfer.senderAccount,
    disputeRemark: transfer.disputeRemark,
    proofs: transfer.proofs.map((proof) => proof.id),
  };
}

export function operatorUplineView(transfer: UplineTransfer) {
  return {
    orderNo: transfer.orderNo,
    amount: toWire(transfer.amount),
    remark: transfer.remark,
    status: transfer.status,
    confirmBy: iso(transfer.confirmBy)!,
    confirmedAt: iso(transfer.confirmedAt),
    createdAt: iso(transfer.createdAt)!,
    disputedAt: iso(transfer.disputedAt),
    disputeRemark: transfer.disputeRemark,
    senderId: transfer.senderId,
    sender: transfer.senderAccount,
    uplineId: transfer.uplineId,
    upline: transfer.uplineAccount,
    proofs: transfer.proofs,
  };
}
