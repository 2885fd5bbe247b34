import type { Queryable } from '../../../platform/db/db';
import { type AccountRef, bonusPool, grantAccount, type Ledger, mainWallet, type TransferOutcome } from '../../wallet';
import { GRANT_COLUMNS, type Grant, type GrantStatus, toGrant } from './grants';

/** How a grant ends (docs/adr/0016 §2 "Statuses"). */
export type GrantEnding = Exclude<GrantStatus, 'queued' | 'active'>;

export interface CloseGrant {
  status: GrantEnding;
  /** Why, as the member's record shows it: `wagering`, `expiry`, `withdrawal:{orderNo}`, `player`, `operator:{who}`, `play`. */
  reason: string;
  /** Activate the next queued grant of its kind (default true; a withdrawal closes them all). */
  activateNext?: boolean;
}

export interface GrantClosed {
  grant: Grant;
  /** Ledger outcomes to announce once the caller's transaction commits. */
  outcomes: TransferOutcome[];
  /** The grant that became active in its place, if any. */
  activated: Grant | null;
}

/**
 * Locks the grant's account with the other accounts a close may touch, all in id order (the
 * seamless bet takes main, house and the grant account the same way), and answers the grant
 * account's posted and held money. Status changes happen only under this lock (§2).
 */
async function lockGrantAccounts(tx: Queryable, ledger: Ledger, grant: Grant): Promise<{ balance: bigint; held: bigint }> {
  const account = grantAccount(grant.merchantCode, grant.memberId, grant.id);
  const accounts: AccountRef[] = [account, mainWallet(grant.merchantCode, grant.memberId), bonusPool(grant.merchantCode, grant.memberId)];
  const ids: string[] = [];
  for (const ref of accounts) ids.push(await ledger.accountId(ref, tx));
  const rows = await tx.query<{ id: string; balance: string; held: string }>(
    'SELECT id::text, balance::text, held::text FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY ledger_accounts.id FOR UPDATE',
    [ids],
  );
  const own = rows.find((row) => row.id === ids[0])!;
  return { balance: BigInt(own.balance), held: BigInt(own.held) };
}

async function readGrant(tx: Queryable, grantId: string): Promise<Grant> {
  const [row] = await tx.query<Parameters<typeof toGrant>[0]>(`SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE id = $1`, [grantId]);
  return toGrant(row!);
}

/**
 * Activates the oldest queued grant of the same kind (unscoped, or the same game's scope) when
 * none of that kind is active: its expiry clock starts now. The caller holds the member's reward
 * lock, so two closes of one member never both activate.
 */
export async function activateNextGrant(tx: Queryable, merchantCode: string, memberId: string, scope: Pick<Grant, 'scope'>['scope'], now: Date): Promise<Grant | null> {
  const vendor = scope?.vendor ?? null;
  const game = scope ? (scope.gameCode ?? null) : null;
  const [row] = await tx.query<Parameters<typeof toGrant>[0]>(
    `UPDATE bonus_grants SET status = 'active', activated_at = $5, expires_at = $5::timestamptz + make_interval(days => expiry_days)
      WHERE id = (SELECT id FROM bonus_grants
                   WHERE merchant_code = $1 AND member_id = $2 AND status = 'queued'
                     AND scope_vendor IS NOT DISTINCT FROM $3 AND scope_game IS NOT DISTINCT FROM $4
                     AND NOT EXISTS (SELECT 1 FROM bonus_grants a WHERE a.merchant_code = $1 AND a.member_id = $2 AND a.status = 'active'
                                        AND a.scope_vendor IS NOT DISTINCT FROM $3 AND a.scope_game IS NOT DISTINCT FROM $4)
                   ORDER BY issued_at, id LIMIT 1)
      RETURNING ${GRANT_COLUMNS}`,
    [merchantCode, memberId, vendor, game, now],
  );
  return row ? toGrant(row) : null;
}

/**
 * Ends an open grant once (§2): converted (its available money to main under `grant:{id}:convert`,
 * capped by max_convert, the rest back to the bonus pool under `grant:{id}:convert-excess`),
 * forfeited or expired (its available money back to the pool under `grant:{id}:forfeit`), or
 * exhausted (nothing left to move). Stakes still held stay on the account and settle by the grant's
 * new status. A grant already closed is answered as it is, with nothing moved. The caller's
 * transaction holds the member's reward lock.
 */
export async function closeGrant(tx: Queryable, ledger: Ledger, grantId: string, close: CloseGrant, now: Date): Promise<GrantClosed> {
  const before = await readGrant(tx, grantId);
  const { balance, held } = await lockGrantAccounts(tx, ledger, before);
  const grant = await readGrant(tx, grantId); // re-read under the account lock
  if (grant.status !== 'queued' && grant.status !== 'active') return { grant, outcomes: [], activated: null };
  // Exhausted means nothing at all: money or a stake in play seen under the lock keeps it open.
  if (close.status === 'exhausted' && (balance !== 0n || held !== 0n)) return { grant, outcomes: [], activated: null };
  const available = balance - held;
  const account = grantAccount(grant.merchantCode, grant.memberId, grant.id);
  const pool = bonusPool(grant.merchantCode, grant.memberId);
  const outcomes: TransferOutcome[] = [];
  let converted = 0n;
  let forfeited = 0n;
  const details = { grantId: grant.id, reason: close.reason };
  if (close.status === 'converted') {
    converted = grant.maxConvert !== null && grant.maxConvert < available ? grant.maxConvert : available;
    forfeited = available - converted;
    if (converted > 0n) {
      outcomes.push(await ledger.transfer({ key: `grant:${grant.id}:convert`, kind: 'bonus_convert', debit: account, credit: mainWallet(grant.merchantCode, grant.memberId), amount: converted, details }, tx));
    }
    if (forfeited > 0n) {
      outcomes.push(await ledger.transfer({ key: `grant:${grant.id}:convert-excess`, kind: 'bonus_forfeit', debit: account, credit: pool, amount: forfeited, details }, tx));
    }
  } else if (close.status === 'forfeited' || close.status === 'expired') {
    forfeited = available;
    if (forfeited > 0n) outcomes.push(await ledger.transfer({ key: `grant:${grant.id}:forfeit`, kind: 'bonus_forfeit', debit: account, credit: pool, amount: forfeited, details }, tx));
  }
  const [row] = await tx.query<Parameters<typeof toGrant>[0]>(
    `UPDATE bonus_grants SET status = $2, closed_at = $3, close_reason = $4, converted = converted + $5, forfeited = forfeited + $6
      WHERE id = $1 AND status IN ('queued', 'active') RETURNING ${GRANT_COLUMNS}`,
    [grant.id, close.status, now, close.reason, converted.toString(), forfeited.toString()],
  );
  const closed = toGrant(row!);
  const activated = close.activateNext === false || grant.status !== 'active' ? null : await activateNextGrant(tx, grant.merchantCode, grant.memberId, grant.scope, now);
  return { grant: closed, outcomes, activated };
}

/** The member's open grants (queued or active), oldest first. */
export async function openGrants(db: Queryable, merchantCode: string, memberId: string): Promise<Grant[]> {
  const rows = await db.query<Parameters<typeof toGrant>[0]>(
    `SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE merchant_code = $1 AND member_id = $2 AND status IN ('queued', 'active') ORDER BY issued_at, bonus_grants.id`,
    [merchantCode, memberId],
  );
  return rows.map(toGrant);
}

/** The member's active grants (the unscoped one and any scoped ones), oldest first. */
export async function activeGrants(db: Queryable, merchantCode: string, memberId: string): Promise<Grant[]> {
  const rows = await db.query<Parameters<typeof toGrant>[0]>(
    `SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE merchant_code = $1 AND member_id = $2 AND status = 'active' ORDER BY issued_at, bonus_grants.id`,
    [merchantCode, memberId],
  );
  return rows.map(toGrant);
}
