import type { Queryable } from '../../../platform/db/db';
import { memberWithSession, type TestMember } from '../../../test/members';

/** Writes the rows the payments and ledger code would have written, at chosen times (reports only read them). */
let sequence = 0;
const next = () => `${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export function teamMember(db: Queryable, upline: TestMember | null, type = 0, merchant = 'khela'): Promise<TestMember> {
  return memberWithSession(db, { type, uplineId: upline?.id ?? null, prefix: 'rp', merchant });
}

async function account(db: Queryable, merchant: string, kind: string, ownerId: string | number, ref = ''): Promise<string> {
  await db.query(
    `INSERT INTO ledger_accounts (merchant_code, kind, owner_id, ref, may_go_negative) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [merchant, kind, ownerId, ref, !kind.startsWith('member')],
  );
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text FROM ledger_accounts WHERE merchant_code = $1 AND kind = $2 AND owner_id = $3 AND ref = $4',
    [merchant, kind, ownerId, ref],
  );
  return row!.id;
}

/** One of a member's bonus grants (its own ledger account member_bonus/{grant}, docs/adr/0016). */
export interface TestGrantSide {
  grantOf: TestMember;
  grant: string;
}

export interface TestTransfer {
  kind: string;
  /** A member (its main wallet), one of its grants, or a platform account kind. */
  from: TestMember | TestGrantSide | string;
  to: TestMember | TestGrantSide | string;
  amount: number;
  at: string;
  details?: Record<string, unknown>;
  merchant?: string;
}

export async function insertTransfer(db: Queryable, transfer: TestTransfer): Promise<string> {
  const merchant = transfer.merchant ?? 'khela';
  const side = (end: TestMember | TestGrantSide | string) =>
    typeof end === 'string'
      ? account(db, merchant, end, 0)
      : 'grantOf' in end
        ? account(db, merchant, 'member_bonus', end.grantOf.id, end.grant)
        : account(db, merchant, 'member_main', end.id);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO ledger_transfers (merchant_code, idempotency_key, kind, flag, debit_account_id, credit_account_id, amount, details, created_at)
     VALUES ($1, $2, $3, 'single', $4, $5, $6, $7, $8) RETURNING id::text`,
    [merchant, `test:${next()}`, transfer.kind, await side(transfer.from), await side(transfer.to), transfer.amount, JSON.stringify(transfer.details ?? {}), transfer.at],
  );
  return row!.id;
}

export async function insertDeposit(db: Queryable, member: TestMember, deposit: { amount: number; at: string; status?: 'IN_PROCESS' | 'APPROVED' | 'REJECTED'; decidedAt?: string }) {
  const status = deposit.status ?? 'APPROVED';
  const transferId = status === 'APPROVED' ? await insertTransfer(db, { kind: 'deposit', from: 'clearing', to: member, amount: deposit.amount, at: deposit.decidedAt ?? deposit.at }) : null;
  await db.query(
    `INSERT INTO deposit_orders (order_no, merchant_code, member_id, channel_code, kind, amount, status, request_id, transfer_id, created_at, decided_at)
     VALUES ($1, $2, $3, 'BKASH', 'gateway', $4, $5, $6, $7, $8, $9)`,
    [`D${next()}`, member.merchant, member.id, deposit.amount, status, next(), transferId, deposit.at, status === 'IN_PROCESS' ? null : (deposit.decidedAt ?? deposit.at)],
  );
}

export async function insertWithdrawal(db: Queryable, member: TestMember, withdrawal: { amount: number; at: string; status?: 'IN_PROCESS' | 'APPROVED' | 'REJECTED' }) {
  const status = withdrawal.status ?? 'APPROVED';
  const [payout] = await db.query<{ id: string }>(
    `INSERT INTO payout_accounts (merchant_code, member_id, channel_code, payee_name, account_number) VALUES ($1, $2, 'BKASH', 'Test', $3) RETURNING id::text`,
    [member.merchant, member.id, `017${Math.floor(Math.random() * 1e8)}`],
  );
  const hold = await insertTransfer(db, { kind: 'withdrawal', from: member, to: 'payout', amount: withdrawal.amount, at: withdrawal.at });
  const resolve = status === 'IN_PROCESS' ? null : await insertTransfer(db, { kind: 'withdrawal', from: member, to: 'payout', amount: withdrawal.amount, at: withdrawal.at });
  await db.query(
    `INSERT INTO withdrawal_orders (order_no, merchant_code, member_id, payout_account_id, channel_code, payee_name, account_number, amount, status, request_id,
                                    hold_transfer_id, resolve_transfer_id, created_at, decided_at)
     VALUES ($1, $2, $3, $4, 'BKASH', 'Test', '01700000000', $5, $6, $7, $8, $9, $10, $11)`,
    [`W${next()}`, member.merchant, member.id, payout!.id, withdrawal.amount, status, next(), hold, resolve, withdrawal.at, status === 'IN_PROCESS' ? null : withdrawal.at],
  );
}

export async function insertUplineTransfer(db: Queryable, sender: TestMember, upline: TestMember, transfer: { amount: number; at: string; status?: 'SENT' | 'RECEIVED' | 'DISPUTED'; confirmBy?: string }) {
  const id = await insertTransfer(db, { kind: 'upline', from: sender, to: upline, amount: transfer.amount, at: transfer.at });
  await db.query(
    `INSERT INTO upline_transfers (order_no, merchant_code, sender_id, upline_id, amount, status, request_id, transfer_id, confirm_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [`U${next()}`, sender.merchant, sender.id, upline.id, transfer.amount, transfer.status ?? 'SENT', next(), id, transfer.confirmBy ?? '2999-01-01T00:00:00Z', transfer.at],
  );
}

export async function insertWalletTransfer(db: Queryable, member: TestMember, transfer: { amount: number; at: string; direction: 'in' | 'out'; status?: 'locked' | 'done' | 'failed' }) {
  await db.query("INSERT INTO vendor_wallets (vendor_code, name, mode, secret) VALUES ('TWALLET', 'Transfer Games', 'transfer', 's') ON CONFLICT DO NOTHING");
  await db.query(
    `INSERT INTO wallet_transfers (merchant_code, member_id, request_id, vendor_code, direction, amount, status, created_at) VALUES ($1, $2, $3, 'TWALLET', $4, $5, $6, $7)`,
    [member.merchant, member.id, next(), transfer.direction, transfer.amount, transfer.status ?? 'done', transfer.at],
  );
}
