import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../../platform/db/db';
import type { RewardsPartOptions } from '../rewards-parts';
import { evaluateInvitee, type InviteeBecameValid, referralFeedConsumer } from './referral-progress';
import { referralOpsRoutes } from './referral-ops-routes';
import { referralRoutes } from './referral-routes';

/** The approved-deposit port of payments (docs/payments.md "Ports"), when this build has it. */
type DepositPort = (listener: (tx: Queryable, deposit: { merchantCode: string; memberId: string; amount: bigint; approvedAt: Date }) => Promise<void>) => void;

/** How long after a validation we look for its commit: soon, then less often, then give up. */
const LOOK_AFTER_MS = [50, 250, 1_000, 3_000, 10_000];

/**
 * A validation is written inside someone else's transaction (a deposit decision, the feed worker),
 * with no after-commit hook: the referrer's badges are pushed once the validation is visible to a
 * fresh read (it never is if the writer rolled back).
 */
function commitWatcher(db: Db, notify: (merchantCode: string, memberId: string) => void) {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const look = (valid: InviteeBecameValid, attempt: number) => {
    const timer = setTimeout(async () => {
      timers.delete(timer);
      if (stopped) return;
      try {
        const [row] = await db.query<{ visible: boolean }>('SELECT (valid_at IS NOT NULL) AS visible FROM referral_invitees WHERE invitee_id = $1', [valid.inviteeId]);
        if (row?.visible) return notify(valid.merchantCode, valid.referrerId);
      } catch {
        // A closing database or a passing failure: the badge is a convenience, the next look may do.
      }
      if (attempt + 1 < LOOK_AFTER_MS.length) look(valid, attempt + 1);
    }, LOOK_AFTER_MS[attempt]);
    timer.unref();
    timers.add(timer);
  };
  return {
    announce: (valid: InviteeBecameValid) => look(valid, 0),
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

/**
 * The referral part (docs/referral.md): invitees become valid as their deposits are approved (the
 * payments port) and their bets settle (the feed consumer `referral`); tiers become reward items in
 * the referrer's reward center, claimed there; the member's page and the operators' rules.
 */
export const referralRewardsPart = async (app: FastifyInstance, { db }: RewardsPartOptions): Promise<void> => {
  const now = () => new Date();
  const watcher = commitWatcher(db, (merchantCode, memberId) => app.rewardCenter.notifyMember(merchantCode, memberId));
  app.addHook('onClose', async () => watcher.stop());
  app.rewards.registerFeedConsumer(referralFeedConsumer(watcher.announce));

  const onDepositApproved = (app as unknown as { onDepositApproved?: DepositPort }).onDepositApproved;
  if (typeof onDepositApproved === 'function') {
    onDepositApproved.call(app, async (tx, deposit) => {
      const outcome = await evaluateInvitee(tx, deposit.merchantCode, deposit.memberId, now());
      if (outcome) watcher.announce(outcome);
    });
  }

  app.brandRoutes.add(referralRoutes, { db, now });
  app.opsRoutes.add(referralOpsRoutes, { db });
};
