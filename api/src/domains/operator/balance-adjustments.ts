import type { Db } from '../../platform/db/db';
import { retryOnConflict } from '../../platform/db/retry';
import { ApiError } from '../../platform/errors';
import { findMemberByAccount } from '../identity';
import { type Ledger, LedgerError, mainWallet, type NewTransfer, platformAccount, type TransferOutcome } from '../wallet';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';
import { moneyToWire } from '@khela/contracts';

export interface AdjustmentRequest {
  merchantCode: string;
  /** The member's username. */
  account: string;
  /** Signed minor units: positive credits the member, negative debits them. */
  amount: bigint;
  reason: string;
  /** Chosen by the caller: a retried request moves nothing the second time. */
  requestId: string;
}

export interface AdjustmentResult {
  transferId: string;
  /** The member's available main wallet right after the adjustment. */
  balance: bigint;
  /** The request id had been used before: this is the first answer, nothing moved now. */
  replayed: boolean;
}

const MAX_ATTEMPTS = 5;

/** "1234.56": the refusal's figure, in major units whatever the reader's language. */
const major = (minor: bigint) => `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;

/**
 * An operator's correction of a member's main wallet: a ledger transfer between the brand's
 * `adjustment` account and the wallet (never an update of a balance), recorded with its operator
 * in the same transaction, so there is no adjustment without its record and no record without it.
 */
export async function adjustBalance(db: Db, ledger: Ledger, actor: OperatorActor, request: AdjustmentRequest): Promise<AdjustmentResult> {
  if (request.amount === 0n) throw new ApiError(400, 'operator.adjustment.zero');
  const member = await findMemberByAccount(db, request.merchantCode, request.account);
  if (!member) throw new ApiError(404, 'operator.member.unknown', { account: request.account.slice(0, 64) });

  const wallet = mainWallet(request.merchantCode, member.id);
  const adjustment = platformAccount(request.merchantCode, 'adjustment');
  // Accounts are made (and their ids cached) before the transaction: a rolled-back transaction
  // must not leave the ledger's cache naming an account that was never committed.
  await ledger.accountId(wallet);
  await ledger.accountId(adjustment);

  const credit = request.amount > 0n;
  const transfer: NewTransfer = {
    key: `adjustment:${request.requestId}`,
    kind: 'adjustment',
    debit: credit ? adjustment : wallet,
    credit: credit ? wallet : adjustment,
    amount: credit ? request.amount : -request.amount,
    details: { reason: request.reason, operator: actor.username, requestId: request.requestId },
  };

  let outcome: TransferOutcome;
  try {
    // A deadlock or a racing duplicate aborts the whole transaction: it runs again (a duplicate replays).
    outcome = await retryOnConflict(
      () =>
        db.transaction(async (tx) => {
          const moved = await ledger.transfer(transfer, tx);
          if (!moved.replayed) {
            await recordOperatorAction(tx, actor, {
              action: 'balance.adjust',
              merchantCode: request.merchantCode,
              target: member.account,
              details: {
                memberId: member.id,
                amount: moneyToWire(request.amount),
                reason: request.reason,
                requestId: request.requestId,
                transferId: moved.transferId,
              },
            });
          }
          return moved;
        }),
      { attempts: MAX_ATTEMPTS },
    );
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient') {
      const available = error.detail.available ?? 0n;
      throw new ApiError(409, 'operator.adjustment.insufficient', { available: major(available) }, { available: moneyToWire(available) });
    }
    if (error instanceof LedgerError && error.reason === 'key_conflict') throw new ApiError(409, 'operator.adjustment.conflict');
    throw error;
  }
  ledger.announceAfterCommit(request.merchantCode, outcome);
  const side = credit ? outcome.credit : outcome.debit;
  return { transferId: outcome.transferId, balance: side.balance - side.held, replayed: outcome.replayed };
}
