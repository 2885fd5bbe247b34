import { retryOnConflict } from '../../../platform/db/retry';
import type { Db, Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { OperatorActor } from '../../../platform/ops/operator-actor';
import { recordOperatorAction } from '../../../platform/ops/operator-actor';
import { openBonusToWire, type WithdrawalGuard } from '../../payments';
import type { Ledger, TransferOutcome } from '../../wallet';
import { memberGrantWithMoney, type GrantWithMoney, openBonusOf, openGrantsWithMoney } from './bonus-records';
import { closeGrant } from './grant-lifecycle';
import type { RewardsCore } from './rewards-core';

/**
 * The rewards side of payments' withdrawal guard (docs/adr/0016 §2), inside the cash-out's
 * transaction: the member's own settled bets are counted first (a bet that met a requirement
 * converts, and that cash may then leave); an open grant without the member's confirmation refuses
 * with 409 withdrawal.bonus.open and the open bonus as the value; with it, every open grant is
 * forfeited (`grant:{id}:forfeit`, reason the cash-out's reference) and none activates.
 */
export function bonusCashOutGuard(rewards: RewardsCore, ledger: Ledger): WithdrawalGuard {
  return {
    async openBonus(db, merchantCode, memberId, language) {
      const open = await db.transaction(async (tx) => {
        await rewards.drainMember(tx, merchantCode, memberId);
        return openGrantsWithMoney(tx, merchantCode, memberId);
      });
      return openBonusOf(open, language);
    },
    async beforeCashOut(tx, cashOut) {
      await rewards.drainMember(tx, cashOut.merchantCode, cashOut.memberId, cashOut.now);
      const open = await openGrantsWithMoney(tx, cashOut.merchantCode, cashOut.memberId);
      if (open.length === 0) return [];
      if (!cashOut.forfeitBonus) throw new ApiError(409, 'withdrawal.bonus.open', {}, { openBonus: openBonusToWire(openBonusOf(open, cashOut.language)) });
      const outcomes: TransferOutcome[] = [];
      for (const { grant } of open) {
        outcomes.push(...(await closeGrant(tx, ledger, grant.id, { status: 'forfeited', reason: cashOut.reference, activateNext: false }, cashOut.now)).outcomes);
      }
      return outcomes;
    },
  };
}

/** One of the member's grants that is still open, else 404 bonus.unknown / 409 bonus.notOpen. */
async function openGrantOf(tx: Queryable, merchantCode: string, memberId: string, grantId: string): Promise<GrantWithMoney> {
  const found = await memberGrantWithMoney(tx, merchantCode, memberId, grantId);
  if (!found) throw new ApiError(404, 'bonus.unknown');
  if (found.grant.status !== 'queued' && found.grant.status !== 'active') throw new ApiError(409, 'bonus.notOpen');
  return found;
}

export interface GrantEnded {
  grant: GrantWithMoney;
  outcomes: TransferOutcome[];
}

/** The member gives a bonus up from bonusDetails (after a confirmation): forfeited, the next activates. */
export async function forfeitByMember(db: Db, rewards: RewardsCore, ledger: Ledger, merchantCode: string, memberId: string, grantId: string, now: Date): Promise<GrantEnded> {
  // Run again whole on a deadlock: a deposit's approval takes the locks in the other order.
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      await rewards.drainMember(tx, merchantCode, memberId, now);
      await openGrantOf(tx, merchantCode, memberId, grantId);
      const { outcomes } = await closeGrant(tx, ledger, grantId, { status: 'forfeited', reason: 'player' }, now);
      return { grant: (await memberGrantWithMoney(tx, merchantCode, memberId, grantId))!, outcomes };
    }),
  );
}

/** An operator cancels an open grant (finance, admin): forfeited with their name and reason, recorded. */
export async function cancelByOperator(db: Db, rewards: RewardsCore, ledger: Ledger, actor: OperatorActor, merchantCode: string, grantId: string, reason: string, now: Date): Promise<GrantEnded> {
  const [owner] = await db.query<{ member_id: string }>('SELECT member_id::text FROM bonus_grants WHERE merchant_code = $1 AND id = $2', [merchantCode, grantId]);
  if (!owner) throw new ApiError(404, 'bonus.unknown');
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      await rewards.drainMember(tx, merchantCode, owner.member_id, now);
      const before = await openGrantOf(tx, merchantCode, owner.member_id, grantId);
      const { outcomes } = await closeGrant(tx, ledger, grantId, { status: 'forfeited', reason: `operator:${actor.username}` }, now);
      await recordOperatorAction(tx, actor, { action: 'grant.cancel', merchantCode, target: grantId, details: { memberId: owner.member_id, reason, forfeited: before.balance.toString() } });
      return { grant: (await memberGrantWithMoney(tx, merchantCode, owner.member_id, grantId))!, outcomes };
    }),
  );
}
