import type { Queryable } from '../../platform/db/db';
import { type LedgerTransferKind, type Page, recordTypeOf, type TransferKind } from '@khela/contracts';
import { page, type PageRequest, pageWindow } from '../../platform/paging';

/** One movement of the member's main wallet (docs/wallet.md, account record). */
export interface AccountRecord {
  id: string;
  time: Date;
  type: TransferKind;
  /** Signed change of the main wallet's balance. */
  amount: bigint;
  balanceAfter: bigint;
  /** Signed change of what is held (a withdrawal request holds, its decision releases). */
  held: bigint;
  reference: string | null;
  detail: string | null;
}

export interface AccountRecordFilter {
  type?: TransferKind;
  /** yyyy-MM-dd in the brand's time zone, both ends included. */
  from?: string;
  to?: string;
}

interface EntryRow {
  id: string;
  created_at: Date;
  kind: LedgerTransferKind;
  amount: string;
  balance_after: string;
  held_change: string;
  idempotency_key: string;
  details: Record<string, unknown> | null;
  other_kind: string;
  other_ref: string;
  other_account: string | null;
  /** The main wallet is the transfer's debit side (money going out, or held to go out). */
  outgoing: boolean;
}

/** The wallet code the pages use: MAIN, or the vendor code of a game wallet. */
function walletCode(kind: string, ref: string): string {
  return kind === 'member_game' ? ref : 'MAIN';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : typeof value === 'number' ? String(value) : null);

/**
 * What the member can quote to support: the order number, request id or vendor/round, read from
 * the transfer's idempotency key (docs/wallet.md's key table) and, for bets, its details.
 */
export function referenceOf(key: string, details: Record<string, unknown> | null): string | null {
  const vendorMove = /^vendor:([^:]+):(?:bet|win|rollback|adjust):(.+?)(?::(?:post|void))?$/.exec(key);
  if (vendorMove) {
    const round = text(details?.roundId) ?? text(details?.round) ?? vendorMove[2]!;
    return `${vendorMove[1]}/${round}`;
  }
  const [, rest] = /^[a-z_-]+:(.+)$/.exec(key) ?? [];
  if (!rest) return key || null;
  return rest.replace(/:(post|void)$/, '');
}

/** A short line beside the movement: the other wallet, the payment channel, the vendor or the other member. */
function detailOf(row: EntryRow): string | null {
  switch (row.kind) {
    case 'wallet_transfer':
      return row.outgoing ? `MAIN → ${walletCode(row.other_kind, row.other_ref)}` : `${walletCode(row.other_kind, row.other_ref)} → MAIN`;
    case 'deposit':
    case 'withdrawal':
      return row.other_ref || null;
    case 'bet':
    case 'win':
    case 'rollback':
      return /^vendor:([^:]+):/.exec(row.idempotency_key)?.[1] ?? null;
    case 'upline':
      return row.other_account;
    default:
      return null;
  }
}

function toRecord(row: EntryRow): AccountRecord {
  return {
    id: row.id,
    time: new Date(row.created_at),
    type: recordTypeOf(row.kind),
    amount: BigInt(row.amount),
    balanceAfter: BigInt(row.balance_after),
    held: BigInt(row.held_change),
    reference: referenceOf(row.idempotency_key, row.details),
    detail: detailOf(row),
  };
}

/**
 * The account record: every entry of the member's main wallet, newest first, filtered by kind
 * and by days of the brand's calendar (an evening deposit in Dhaka belongs to that Dhaka day).
 */
export async function readAccountRecord(
  db: Queryable,
  member: { merchantCode: string; memberId: string; timeZone: string },
  filter: AccountRecordFilter,
  request: PageRequest,
): Promise<Page<AccountRecord>> {
  const [account] = await db.query<{ id: string }>(
    `SELECT id::text FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'member_main' AND owner_id = $2 AND ref = ''`,
    [member.merchantCode, member.memberId],
  );
  if (!account) return page([], 0, request);
  const where = `e.account_id = $1
      AND ($2::text IS NULL OR t.kind = $2)
      AND ($3::date IS NULL OR e.created_at >= ($3::date)::timestamp AT TIME ZONE $5)
      AND ($4::date IS NULL OR e.created_at < ($4::date + 1)::timestamp AT TIME ZONE $5)`;
  const params = [account.id, filter.type ?? null, filter.from ?? null, filter.to ?? null, member.timeZone];
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id WHERE ${where}`,
    params,
  );
  const { limit, offset } = pageWindow(request);
  const rows = await db.query<EntryRow>(
    `SELECT e.id::text, e.created_at, t.kind, e.amount::text, e.balance_after::text, e.held_change::text,
            t.idempotency_key, t.details, o.kind AS other_kind, o.ref AS other_ref, t.debit_account_id = e.account_id AS outgoing,
            (SELECT m.account FROM members m WHERE o.kind = 'member_main' AND m.id = o.owner_id) AS other_account
       FROM ledger_entries e
       JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts o ON o.id = CASE WHEN t.debit_account_id = e.account_id THEN t.credit_account_id ELSE t.debit_account_id END
      WHERE ${where}
      ORDER BY e.id DESC
      LIMIT $6 OFFSET $7`,
    [...params, limit, offset],
  );
  return page(rows.map(toRecord), Number(count?.n ?? 0), request);
}
