import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../../../platform/db/db';
import { grantAccount, type Ledger, mainWallet, platformAccount } from '../../../wallet';

/**
 * Cash-only bets as a seamless vendor books them (stake main → house, payout house → main) and
 * the `bets` row whose settlement the feed trigger picks up; grants' money read from the ledger.
 */
const tag = () => randomBytes(5).toString('hex');

export async function deposit(ledger: Ledger, merchantCode: string, memberId: string, amount: bigint): Promise<void> {
  await ledger.transfer({ key: `test-deposit:${memberId}:${tag()}`, kind: 'deposit', debit: platformAccount(merchantCode, 'clearing', 'TEST'), credit: mainWallet(merchantCode, memberId), amount });
}

export interface CashBet {
  gameType: string;
  stake: bigint;
  payout: bigint;
  /** Rolled back instead of settled: the stake comes back and the feed never sees it. */
  rolledBack?: boolean;
  placedAt: Date;
  settledAt?: Date;
  vendor?: string;
  gameCode?: string;
}

/** A settled (or rolled-back) cash bet in one transaction; false when main cannot cover the stake. */
export async function cashBet(db: Db, ledger: Ledger, merchantCode: string, memberId: string, bet: CashBet): Promise<boolean> {
  const vendor = bet.vendor ?? 'HOUSE';
  const tx = `wg-${tag()}`;
  const main = mainWallet(merchantCode, memberId);
  const house = platformAccount(merchantCode, 'house', '0');
  if ((await ledger.available(main)) < bet.stake) return false;
  await db.transaction(async (q) => {
    await ledger.transfer({ key: `vendor:${vendor}:bet:${tx}`, kind: 'bet', debit: main, credit: house, amount: bet.stake, pending: true }, q);
    await q.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, status, placed_at)
       VALUES ($1, $2, $3, $4, $2, $5, $6, $7, 'open', $8)`,
      [vendor, tx, merchantCode, memberId, bet.gameCode ?? 'dice', bet.gameType, bet.stake.toString(), bet.placedAt],
    );
    if (bet.rolledBack) {
      await ledger.void({ merchantCode, key: `vendor:${vendor}:rollback:${tx}`, kind: 'rollback', pendingKey: `vendor:${vendor}:bet:${tx}` }, q);
      await q.query("UPDATE bets SET status = 'rolled_back', payout = 0 WHERE vendor_code = $1 AND transaction_id = $2", [vendor, tx]);
      return;
    }
    await ledger.post({ merchantCode, key: `vendor:${vendor}:bet:${tx}:post`, kind: 'bet', pendingKey: `vendor:${vendor}:bet:${tx}` }, q);
    if (bet.payout > 0n) await ledger.transfer({ key: `vendor:${vendor}:win:${tx}`, kind: 'win', debit: house, credit: main, amount: bet.payout }, q);
    await q.query("UPDATE bets SET status = 'settled', payout = $3, settled_at = $4 WHERE vendor_code = $1 AND transaction_id = $2", [
      vendor,
      tx,
      bet.payout.toString(),
      bet.settledAt ?? bet.placedAt,
    ]);
  });
  return true;
}

/** A bonus stake lost in play (what the seamless split books for the grant's part), settled at once. */
export async function lostBonusStake(db: Db, ledger: Ledger, merchantCode: string, memberId: string, grantId: string, stake: bigint, placedAt: Date): Promise<void> {
  const tx = `wb-${tag()}`;
  await db.transaction(async (q) => {
    await ledger.transfer({ key: `vendor:HOUSE:bet:${tx}:bonus`, kind: 'bet', debit: grantAccount(merchantCode, memberId, grantId), credit: platformAccount(merchantCode, 'house', '0'), amount: stake }, q);
    await q.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, placed_at, settled_at, bonus_grant_id, bonus_stake)
       VALUES ('HOUSE', $1, $2, $3, $1, 'dice', 'RNG', $4, 0, 'settled', $5, $5, $6, $4)`,
      [tx, merchantCode, memberId, stake.toString(), placedAt, grantId],
    );
  });
}

export async function grantMoney(ledger: Ledger, merchantCode: string, memberId: string, grantId: string): Promise<bigint> {
  return ledger.available(grantAccount(merchantCode, memberId, grantId));
}

export async function grantStatuses(db: Queryable, memberId: string): Promise<Array<{ id: string; status: string; wagered: bigint }>> {
  const rows = await db.query<{ id: string; status: string; wagered: string }>('SELECT id::text, status, wagered::text FROM bonus_grants WHERE member_id = $1 ORDER BY bonus_grants.id', [memberId]);
  return rows.map((row) => ({ id: row.id, status: row.status, wagered: BigInt(row.wagered) }));
}

/** Sum of one transfer kind into or out of the member's accounts. */
export async function kindTotal(db: Queryable, memberId: string, kind: string): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(t.amount), 0)::text AS total FROM ledger_transfers t
       JOIN ledger_accounts d ON d.id = t.debit_account_id
      WHERE t.kind = $2 AND d.owner_id = $1 AND t.flag IN ('single', 'post')`,
    [memberId, kind],
  );
  return BigInt(row!.total);
}
