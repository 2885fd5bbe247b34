import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { findMemberByAccount } from '../identity';
import type { TransferFlag } from '../wallet';
import { type PageRequest, page, pageWindow } from '../../platform/paging';
import type { Page } from '@khela/contracts';

/** Any member's ledger as an operator reads it: every account and every entry, with the transfer behind it. */
export interface MemberLedger {
  member: { id: string; account: string; type: number };
  accounts: Array<{ kind: string; ref: string; balance: bigint; held: bigint }>;
  entries: Page<LedgerEntryRecord>;
}

export interface LedgerEntryRecord {
  id: string;
  time: Date;
  transferId: string;
  key: string;
  type: string;
  flag: TransferFlag;
  /** The member's account the entry is on. */
  accountKind: string;
  accountRef: string;
  amount: bigint;
  held: bigint;
  balanceAfter: bigint;
  heldAfter: bigint;
  /** The other side: 'house', 'clearing/bkash', 'member_main#42', … */
  counterparty: string;
  details: Record<string, unknown>;
}

interface EntryRow {
  id: string;
  created_at: Date;
  transfer_id: string;
  idempotency_key: string;
  kind: string;
  flag: TransferFlag;
  account_kind: string;
  account_ref: string;
  amount: string;
  held_change: string;
  balance_after: string;
  held_after: string;
  other_kind: string;
  other_owner: string;
  other_ref: string;
  details: Record<string, unknown> | null;
}

function counterparty(kind: string, owner: string, ref: string): string {
  const name = owner === '0' ? kind : `${kind}#${owner}`;
  return ref ? `${name}/${ref}` : name;
}

export async function readMemberLedger(db: Queryable, merchantCode: string, account: string, request: PageRequest): Promise<MemberLedger> {
  const member = await findMemberByAccount(db, merchantCode, account);
  if (!member) throw new ApiError(404, 'operator.member.unknown', { account: account.slice(0, 64) });
  const accounts = await db.query<{ id: string; kind: string; ref: string; balance: string; held: string }>(
    `SELECT id::text, kind, ref, balance::text, held::text FROM ledger_accounts
      WHERE merchant_code = $1 AND owner_id = $2 AND kind IN ('member_main', 'member_game', 'member_points')
      ORDER BY kind, ref`,
    [merchantCode, member.id],
  );
  const ids = accounts.map((row) => row.id);
  const [count] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_entries WHERE account_id = ANY($1::bigint[])', [ids]);
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<EntryRow>(
    `SELECT e.id::text, e.created_at, t.id::text AS transfer_id, t.idempotency_key, t.kind, t.flag,
            a.kind AS account_kind, a.ref AS account_ref, e.amount::text, e.held_change::text,
            e.balance_after::text, e.held_after::text, t.details,
            o.kind AS other_kind, o.owner_id::text AS other_owner, o.ref AS other_ref
       FROM ledger_entries e
       JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_accounts o ON o.id = CASE WHEN t.debit_account_id = e.account_id THEN t.credit_account_id ELSE t.debit_account_id END
      WHERE e.account_id = ANY($1::bigint[])
      ORDER BY e.id DESC
      LIMIT $2 OFFSET $3`,
    [ids, limit, offset],
  );
  return {
    member: { id: member.id, account: member.account, type: member.type },
    accounts: accounts.map((row) => ({ kind: row.kind, ref: row.ref, balance: BigInt(row.balance), held: BigInt(row.held) })),
    entries: page(
      rows.map((row) => ({
        id: row.id,
        time: new Date(row.created_at),
        transferId: row.transfer_id,
        key: row.idempotency_key,
        type: row.kind,
        flag: row.flag,
        accountKind: row.account_kind,
        accountRef: row.account_ref,
        amount: BigInt(row.amount),
        held: BigInt(row.held_change),
        balanceAfter: BigInt(row.balance_after),
        heldAfter: BigInt(row.held_after),
        counterparty: counterparty(row.other_kind, row.other_owner, row.other_ref),
        details: row.details ?? {},
      })),
      Number(count?.n ?? 0),
      request,
    ),
  };
}
