import type { Queryable } from '../../../platform/db/db';
import { type FeedConsumer, isValidBet } from '../core/feed';
import { lockRewardMember } from '../core/reward-members';
import type { LevelChange } from './vip-changes';
import { countAndUpgrade } from './vip-upgrade';

/** Where a level change made inside someone else's transaction is announced once that commits. */
export type AfterCommit = (change: LevelChange) => void;

/**
 * The feed consumer `vip` (docs/adr/0016 §3, §10): each valid bet's stake adds to the member's
 * upgrade counter and to its brand month, counted when it settled; a level reached is given in the
 * same transaction (the worker's, which holds the member's row).
 */
export function vipFeedConsumer(afterCommit: AfterCommit): FeedConsumer {
  return {
    name: 'vip',
    async apply(tx, member, rows, now) {
      const amounts = rows.filter(isValidBet).map((row) => ({ at: row.settledAt, validBet: row.stake, deposit: 0n }));
      const change = await countAndUpgrade(tx, member, amounts, now);
      if (change) afterCommit(change);
    },
  };
}

/** An approved deposit as the payments port `onDepositApproved` hands it over (minor units). */
export interface ApprovedDeposit {
  merchantCode: string;
  memberId: string;
  amount: bigint;
  approvedAt: Date;
}

/**
 * The deposit hook: inside the deposit decision's transaction (payments' `onDepositApproved`
 * port), the amount adds to the member's upgrade counter and its month, and a level reached is
 * given at once. It only writes; it throws only if the database does (failing the decision).
 */
export function vipDepositListener(afterCommit: AfterCommit, now: () => Date = () => new Date()) {
  return async (tx: Queryable, deposit: ApprovedDeposit): Promise<void> => {
    if (deposit.amount <= 0n) return;
    const member = await lockRewardMember(tx, deposit.merchantCode, deposit.memberId);
    const change = await countAndUpgrade(tx, member, [{ at: deposit.approvedAt, validBet: 0n, deposit: deposit.amount }], now());
    if (change) afterCommit(change);
  };
}
