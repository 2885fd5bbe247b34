import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import { TRIAL_TYPE } from '../../identity';
import { type Ledger, LedgerError, mainWallet } from '../../wallet';
import { paymentSettings } from '../channels/payment-settings';
import { assertAmountWithin } from '../shared/amount-limits';
import { moneyTransaction } from '../shared/money-transaction';
import { newOrderNo } from '../shared/order-numbers';
import { type CashOutGuard, insufficientFunds } from '../withdrawals/withdrawals';
import type { NonReceiptReport } from './proof-images';
import { findUplineTransfer, findUplineTransferByRequest, type UplineTransfer } from './upline-records';

export interface UplineTransferRequest {
  amount: bigint;
  remark: string;
  requestId: string;
}

/** The member's upline in the same brand, a real account, else 400 payment.upline.none. */
async function uplineOf(db: Db, merchantCode: string, memberId: string): Promise<string> {
  const [row] = await db.query<{ upline_id: string | null }>(
    `SELECT u.id::text AS upline_id FROM members m JOIN members u ON u.id = m.upline_id
      WHERE m.id = $1 AND u.merchant_code = $2 AND u.type <> $3`,
    [memberId, merchantCode, TRIAL_TYPE],
  );
  if (!row?.upline_id) throw new ApiError(400, 'payment.upline.none');
  return row.upline_id;
}

/**
 * Sends money to the member's upline (payment password checked by the caller): one ledger transfer
 * `upline:{orderNo}` sender main → upline main, and the record, in one transaction. The record is
 * SENT until the upline confirms; past the brand's confirm minutes it counts as RECEIVED.
 */
export async function sendToUpline(db: Db, ledger: Ledger, merchant: Merchant, senderId: string, request: UplineTransferRequest, guard?: CashOutGuard): Promise<UplineTransfer> {
  const uplineId = await uplineOf(db, merchant.code, senderId);
  const settings = await paymentSettings(db, merchant.code);
  const from = mainWallet(merchant.code, senderId);
  const to = mainWallet(merchant.code, uplineId);
  try {
    return await moneyTransaction(db, ledger, merchant.code, [from, to], async ({ tx, announce }) => {
      await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [senderId]);
      const existing = await findUplineTransferByRequest(tx, senderId, request.requestId);
      if (existing) {
        if (existing.amount !== request.amount) throw new ApiError(409, 'payment.request.conflict');
        return existing;
      }
      assertAmountWithin(request.amount, settings.uplineMin, settings.uplineMax, merchant.currencySymbol);
      const orderNo = newOrderNo('upline', merchant.timeZone);
      if (guard) {
        // Cash leaving the member's hands, as a withdrawal does: the same bonus guard (docs/adr/0016 §2).
        const cashOut = { merchantCode: merchant.code, memberId: senderId, reference: `upline:${orderNo}`, forfeitBonus: guard.forfeitBonus, language: guard.language, now: new Date() };
        for (const forfeit of await guard.guards.beforeCashOut(tx, cashOut)) announce(forfeit);
      }
      const outcome = await ledger.transfer(
        { key: `upline:${orderNo}`, kind: 'upline', debit: from, credit: to, amount: request.amount, details: { orderNo } },
        tx,
      );
      announce(outcome);
      await tx.query(
        `INSERT INTO upline_transfers (order_no, merchant_code, sender_id, upline_id, amount, remark, request_id, transfer_id, confirm_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9::int))`,
        [orderNo, merchant.code, senderId, uplineId, request.amount.toString(), request.remark, request.requestId, outcome.transferId, settings.uplineConfirmMinutes],
      );
      return (await findUplineTransfer(tx, orderNo))!;
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient') throw insufficientFunds(error, merchant);
    throw error;
  }
}

/** A transfer the member is a party to (as `role`), else 404: another member's order does not exist for them. */
async function partyTo(db: Db, merchantCode: string, orderNo: string, memberId: string, role: 'sender' | 'upline'): Promise<UplineTransfer> {
  const transfer = await findUplineTransfer(db, orderNo);
  const party = role === 'sender' ? transfer?.senderId : transfer?.uplineId;
  if (!transfer || transfer.merchantCode !== merchantCode || party !== memberId) throw new ApiError(404, 'payment.upline.unknown');
  return transfer;
}

/**
 * The upline confirms receipt. Confirming one already received (by an earlier confirmation or by
 * the minutes passing) answers the record again; a disputed one cannot be confirmed by members.
 */
export async function confirmReceipt(db: Db, merchantCode: string, orderNo: string, uplineId: string): Promise<UplineTransfer> {
  const transfer = await partyTo(db, merchantCode, orderNo, uplineId, 'upline');
  await db.query(`UPDATE upline_transfers SET status = 'RECEIVED', confirmed_at = now() WHERE id = $1 AND status = 'SENT' AND confirm_by > now()`, [transfer.id]);
  const after = (await findUplineTransfer(db, orderNo))!;
  if (after.status === 'DISPUTED') throw new ApiError(409, 'payment.upline.disputed');
  return after;
}

/**
 * The sender reports non-receipt with proof, while the transfer is still unconfirmed (SENT and
 * within the minutes). The status change and the images are written together or not at all.
 */
export async function reportNonReceipt(db: Db, merchantCode: string, orderNo: string, senderId: string, report: NonReceiptReport): Promise<UplineTransfer> {
  const transfer = await partyTo(db, merchantCode, orderNo, senderId, 'sender');
  await db.transaction(async (tx) => {
    const changed = await tx.query(
      `UPDATE upline_transfers SET status = 'DISPUTED', disputed_at = now(), dispute_remark = $2
        WHERE id = $1 AND status = 'SENT' AND confirm_by > now() RETURNING id`,
      [transfer.id, report.remark],
    );
    if (changed.length === 0) throw new ApiError(409, 'payment.upline.not.disputable');
    for (const proof of report.proofs) {
      await tx.query('INSERT INTO upline_transfer_proofs (transfer_id, content_type, size, bytes) VALUES ($1, $2, $3, $4)', [
        transfer.id,
        proof.contentType,
        proof.bytes.length,
        proof.bytes,
      ]);
    }
  });
  return (await findUplineTransfer(db, orderNo))!;
}

export interface ProofFile {
  contentType: string;
  bytes: Buffer;
}

/** A proof image of a transfer of the brand; `memberId` limits it to the transfer's two parties. */
export async function readProof(db: Db, merchantCode: string, proofId: number, memberId?: string): Promise<ProofFile> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array; sender_id: string; upline_id: string }>(
    `SELECT p.content_type, p.bytes, u.sender_id::text, u.upline_id::text
       FROM upline_transfer_proofs p JOIN upline_transfers u ON u.id = p.transfer_id
      WHERE p.id = $1 AND u.merchant_code = $2`,
    [proofId, merchantCode],
  );
  if (!row || (memberId !== undefined && row.sender_id !== memberId && row.upline_id !== memberId)) throw new ApiError(404, 'payment.proof.unknown');
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
