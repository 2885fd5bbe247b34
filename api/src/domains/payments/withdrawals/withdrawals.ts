import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import { writeMemberMessage } from '../../inbox';
import { type Ledger, LedgerError, mainWallet, platformAccount } from '../../wallet';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { payoutChannel } from '../channels/channels';
import { paymentSettings } from '../channels/payment-settings';
import { assertAmountWithin } from '../shared/amount-limits';
import { formatAmount, toWire } from '../shared/money';
import { moneyTransaction } from '../shared/money-transaction';
import { newOrderNo } from '../shared/order-numbers';
import type { Language } from '../../../platform/i18n/language';
import type { WithdrawalGuards } from '../ports/withdrawal-guard';
import { ownPayoutAccount } from './payout-accounts';
import { findWithdrawal, findWithdrawalByRequest, type WithdrawalOrder, withdrawalsToday } from './withdrawal-records';

export interface WithdrawalRequest {
  payoutAccountId: number;
  amount: bigint;
  requestId: string;
}

/** The withdrawal guard to consult (docs/adr/0016 §2) and whether the member gave up their open bonus. */
export interface CashOutGuard {
  guards: WithdrawalGuards;
  forfeitBonus: boolean;
  language: Language;
}

/** The funds a member lacked, in the message and the value. */
export function insufficientFunds(error: LedgerError, merchant: Merchant): ApiError {
  const available = error.detail.available ?? 0n;
  return new ApiError(400, 'payment.funds.insufficient', { available: formatAmount(available, merchant.currencySymbol) }, { available: toWire(available) });
}

/**
 * A withdrawal request (the payment password is checked by the caller): within the brand's
 * min, max and daily count, the funds held at once by a pending ledger transfer
 * `withdrawal:{orderNo}` main wallet → payout/{channel}. The member row is locked for the
 * transaction so two requests at once cannot both pass the daily count; a retried request
 * (same requestId) gets its first answer. The guard runs inside that transaction just before the
 * hold (an open bonus: 409 withdrawal.bonus.open, or forfeited when the member confirmed); a
 * withdrawal refused after it rolls its forfeits back.
 */
export async function requestWithdrawal(db: Db, ledger: Ledger, merchant: Merchant, memberId: string, request: WithdrawalRequest, guard?: CashOutGuard): Promise<WithdrawalOrder> {
  const payout = await ownPayoutAccount(db, memberId, request.payoutAccountId);
  await payoutChannel(db, merchant.code, payout.channelCode); // the brand may have stopped paying out there
  const settings = await paymentSettings(db, merchant.code);
  const wallet = mainWallet(merchant.code, memberId);
  const payoutAccount = platformAccount(merchant.code, 'payout', payout.channelCode);
  try {
    return await moneyTransaction(db, ledger, merchant.code, [wallet, payoutAccount], async ({ tx, announce }) => {
      await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
      const existing = await findWithdrawalByRequest(tx, memberId, request.requestId);
      if (existing) {
        if (existing.amount !== request.amount || existing.payoutAccountId !== request.payoutAccountId) throw new ApiError(409, 'payment.request.conflict');
        return existing;
      }
      assertAmountWithin(request.amount, settings.withdrawalMin, settings.withdrawalMax, merchant.currencySymbol);
      const usedToday = await withdrawalsToday(tx, memberId, merchant.timeZone);
      if (usedToday >= settings.withdrawalDailyCount) {
        throw new ApiError(400, 'payment.withdrawal.daily.limit', { count: settings.withdrawalDailyCount }, { dailyCount: settings.withdrawalDailyCount, usedToday });
      }
      const orderNo = newOrderNo('withdrawal', merchant.timeZone);
      if (guard) {
        const cashOut = { merchantCode: merchant.code, memberId, reference: `withdrawal:${orderNo}`, forfeitBonus: guard.forfeitBonus, language: guard.language, now: new Date() };
        for (const outcome of await guard.guards.beforeCashOut(tx, cashOut)) announce(outcome);
      }
      const hold = await ledger.transfer(
        { key: `withdrawal:${orderNo}`, kind: 'withdrawal', debit: wallet, credit: payoutAccount, amount: request.amount, pending: true, details: { orderNo, channel: payout.channelCode } },
        tx,
      );
      announce(hold);
      await tx.query(
        `INSERT INTO withdrawal_orders (order_no, merchant_code, member_id, payout_account_id, channel_code, payee_name, account_number, amount, request_id, hold_transfer_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [orderNo, merchant.code, memberId, payout.id, payout.channelCode, payout.payeeName, payout.accountNumber, request.amount.toString(), request.requestId, hold.transferId],
      );
      return (await findWithdrawal(tx, orderNo))!;
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient') throw insufficientFunds(error, merchant);
    throw error;
  }
}

export type WithdrawalDecision = { outcome: 'approve' } | { outcome: 'reject'; reason: string };

/**
 * An operator's decision: approve posts the held funds to payout/{channel} (the operator pays the
 * member out of band), reject voids the hold (the funds are the member's again). The order row is
 * locked first; a decided order is 409 payment.already.decided; the ledger's one-resolution-per-
 * pending rule makes a double decision impossible even past that.
 */
export async function decideWithdrawal(db: Db, ledger: Ledger, merchantCode: string, orderNo: string, decision: WithdrawalDecision, actor: OperatorActor): Promise<WithdrawalOrder> {
  const found = await findWithdrawal(db, orderNo);
  if (!found || found.merchantCode !== merchantCode) throw new ApiError(404, 'payment.order.unknown');
  const accounts = [mainWallet(merchantCode, found.memberId), platformAccount(merchantCode, 'payout', found.channelCode)];
  try {
    return await moneyTransaction(db, ledger, merchantCode, accounts, async ({ tx, announce }) => {
      const order = (await findWithdrawal(tx, orderNo, { forUpdate: true }))!;
      if (order.status !== 'IN_PROCESS') throw new ApiError(409, 'payment.already.decided');
      const resolution = { merchantCode, kind: 'withdrawal' as const, pendingKey: `withdrawal:${orderNo}`, details: { orderNo } };
      const outcome =
        decision.outcome === 'approve'
          ? await ledger.post({ ...resolution, key: `withdrawal:${orderNo}:post` }, tx)
          : await ledger.void({ ...resolution, key: `withdrawal:${orderNo}:void` }, tx);
      announce(outcome);
      await tx.query(
        `UPDATE withdrawal_orders SET status = $2, resolve_transfer_id = $3, reason = $4, decided_by = $5, decided_at = now() WHERE id = $1`,
        [order.id, decision.outcome === 'approve' ? 'APPROVED' : 'REJECTED', outcome.transferId, decision.outcome === 'reject' ? decision.reason : null, actor.username],
      );
      await recordOperatorAction(tx, actor, {
        action: `withdrawal.${decision.outcome}`,
        merchantCode,
        target: orderNo,
        details: { amount: order.amount.toString(), memberId: order.memberId, channel: order.channelCode, ...(decision.outcome === 'reject' ? { reason: decision.reason } : {}) },
      });
      // The member's inbox hears of the decision in the same transaction (one message per order).
      const told = { merchantCode, memberId: order.memberId, eventKey: `withdrawal:${orderNo}` };
      const money = { orderNo, amount: order.amount.toString() };
      await writeMemberMessage(tx, decision.outcome === 'approve'
        ? { ...told, template: 'withdrawal.paid', params: money }
        : { ...told, template: 'withdrawal.rejected', params: { ...money, reason: decision.reason } });
      return (await findWithdrawal(tx, orderNo))!;
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'pending_resolved') throw new ApiError(409, 'payment.already.decided');
    throw error;
  }
}
