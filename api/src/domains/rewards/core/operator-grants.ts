import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { findMemberByAccount } from '../../identity';
import type { Ledger } from '../../wallet';
import { type GrantWithMoney, listMemberGrants, memberGrantWithMoney } from './bonus-records';
import type { GrantStatusWire } from '@khela/contracts/rewards';
import { issueGrant } from './grants';

export interface OperatorGrantRequest {
  merchantCode: string;
  account: string;
  amount: bigint;
  multipleX100: number;
  categories: string[];
  expiryDays: number;
  maxConvert?: bigint;
  maxCountedStake?: bigint;
  titleEn?: string;
  titleBn?: string;
  reason: string;
  requestId: string;
}

async function memberOf(db: Db, merchantCode: string, account: string): Promise<{ id: string; account: string }> {
  const member = await findMemberByAccount(db, merchantCode, account);
  if (!member) throw new ApiError(404, 'operator.member.unknown', { account: account.slice(0, 64) });
  return { id: String(member.id), account: member.account };
}

/**
 * An operator grants bonus money with wagering (finance, admin): one grant per request id
 * (source `operator`, source_ref the request id), recorded as grant.create in the same transaction.
 */
export async function grantByOperator(db: Db, ledger: Ledger, actor: OperatorActor, request: OperatorGrantRequest, now: Date): Promise<GrantWithMoney & { account: string }> {
  const member = await memberOf(db, request.merchantCode, request.account);
  return db.transaction(async (tx) => {
    // A repeated request answers its grant and records nothing again; another member's is a conflict.
    const [known] = await tx.query<{ id: string; member_id: string }>("SELECT id::text, member_id::text FROM bonus_grants WHERE merchant_code = $1 AND source = 'operator' AND source_ref = $2", [request.merchantCode, request.requestId]);
    if (known) {
      if (known.member_id !== member.id) throw new ApiError(409, 'payment.request.conflict');
      return { ...(await memberGrantWithMoney(tx, request.merchantCode, member.id, known.id))!, account: member.account };
    }
    const grant = await issueGrant(
      tx,
      ledger,
      {
        merchantCode: request.merchantCode,
        memberId: member.id,
        source: 'operator',
        sourceRef: request.requestId,
        titleEn: request.titleEn ?? 'Bonus',
        titleBn: request.titleBn ?? 'বোনাস',
        amount: request.amount,
        wagering: { multipleX100: request.multipleX100, categories: request.categories, expiryDays: request.expiryDays, maxConvert: request.maxConvert ?? null, maxCountedStake: request.maxCountedStake ?? null },
        details: { operator: actor.username, reason: request.reason },
      },
      now,
    );
    await recordOperatorAction(tx, actor, {
      action: 'grant.create',
      merchantCode: request.merchantCode,
      target: grant.id,
      details: { account: member.account, amount: request.amount.toString(), multipleX100: request.multipleX100, categories: request.categories, expiryDays: request.expiryDays, reason: request.reason, requestId: request.requestId },
    });
    return { ...(await memberGrantWithMoney(tx, request.merchantCode, member.id, grant.id))!, account: member.account };
  });
}

/** A member's grants for the back office, newest first (the latest 100), optionally of one status. */
export async function grantsOfAccount(db: Db, merchantCode: string, account: string, status?: GrantStatusWire): Promise<{ account: string; grants: GrantWithMoney[] }> {
  const member = await memberOf(db, merchantCode, account);
  const { grants } = await listMemberGrants(db, merchantCode, member.id, { status, timeZone: 'UTC', pageNo: 1, pageSize: 100 });
  return { account: member.account, grants };
}
