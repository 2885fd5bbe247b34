import type { Queryable } from '../../../platform/db/db';
import { type FeedConsumer, type FeedRow, isValidBet } from '../core/feed';

/**
 * How a first-deposit bonus is known (the contract with promotions, docs/rewards.md "Manual
 * rebate"): a grant with source 'campaign' whose details say kind 'first_deposit'.
 */
export const FIRST_DEPOSIT_GRANT = "source = 'campaign' AND details ->> 'kind' = 'first_deposit'";

interface FirstDepositWindow {
  id: string;
  activatedAt: Date;
  closedAt: Date | null;
}

/** The member's first-deposit grants that were ever active, with when they were. */
async function firstDepositWindows(tx: Queryable, merchantCode: string, memberId: string): Promise<FirstDepositWindow[]> {
  const rows = await tx.query<{ id: string; activated_at: Date; closed_at: Date | null }>(
    `SELECT id::text, activated_at, closed_at FROM bonus_grants
      WHERE merchant_code = $1 AND member_id = $2 AND activated_at IS NOT NULL AND ${FIRST_DEPOSIT_GRANT}`,
    [merchantCode, memberId],
  );
  return rows.map((row) => ({ id: row.id, activatedAt: new Date(row.activated_at), closedAt: row.closed_at ? new Date(row.closed_at) : null }));
}

/** The first-deposit grant that was active when the bet settled, if any (wsdy: no rebate on a first-deposit bonus's wagering). */
function activeAt(windows: readonly FirstDepositWindow[], settledAt: Date): FirstDepositWindow | undefined {
  return windows.find((window) => window.activatedAt <= settledAt && (window.closedAt === null || window.closedAt > settledAt));
}

/**
 * The feed consumer `rebate` (docs/adr/0016 §9): each valid bet's stake is added to the member's
 * accrual for its game type and vendor, unless it settled while a first-deposit bonus was active
 * (then it is counted on that grant's exclusion row, for the page's note). A bet with no game type
 * has no rate to earn and is not accrued. Each feed row is applied once, so each bet is rebated once.
 */
export const rebateAccrual: FeedConsumer = {
  name: 'rebate',
  async apply(tx, member, rows) {
    const valid = rows.filter((row) => isValidBet(row) && row.gameType);
    if (valid.length === 0) return;
    const windows = await firstDepositWindows(tx, member.merchantCode, member.memberId);
    const accrued = new Map<string, { gameType: string; vendorCode: string; validBet: bigint }>();
    const excluded = new Map<string, { bets: number; validBet: bigint }>();
    for (const row of valid) {
      const blocking = windows.length > 0 ? activeAt(windows, row.settledAt) : undefined;
      if (blocking) {
        const sum = excluded.get(blocking.id) ?? { bets: 0, validBet: 0n };
        excluded.set(blocking.id, { bets: sum.bets + 1, validBet: sum.validBet + row.stake });
        continue;
      }
      const key = `${row.gameType}|${row.vendorCode}`;
      const sum = accrued.get(key) ?? { gameType: row.gameType!, vendorCode: row.vendorCode, validBet: 0n };
      sum.validBet += row.stake;
      accrued.set(key, sum);
    }
    for (const line of accrued.values()) await addAccrual(tx, member.merchantCode, member.memberId, line);
    for (const [grantId, sum] of excluded) {
      await tx.query(
        `INSERT INTO rebate_excluded (merchant_code, member_id, grant_id, bets, valid_bet) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (member_id, grant_id) DO UPDATE SET bets = rebate_excluded.bets + EXCLUDED.bets, valid_bet = rebate_excluded.valid_bet + EXCLUDED.valid_bet`,
        [member.merchantCode, member.memberId, grantId, sum.bets, sum.validBet.toString()],
      );
    }
  },
};

async function addAccrual(tx: Queryable, merchantCode: string, memberId: string, line: Pick<FeedRow, 'vendorCode'> & { gameType: string; validBet: bigint }): Promise<void> {
  await tx.query(
    `INSERT INTO rebate_accruals (merchant_code, member_id, game_type, vendor_code, valid_bet) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, game_type, vendor_code) DO UPDATE SET valid_bet = rebate_accruals.valid_bet + EXCLUDED.valid_bet, updated_at = now()`,
    [merchantCode, memberId, line.gameType, line.vendorCode, line.validBet.toString()],
  );
}
