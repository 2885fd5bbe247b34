import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { playerIdOf } from '../vendors/player-id';
import { loadVendorSettings, type VendorSettings } from '../vendors/vendor-settings';
import { type AccountRef, gameWallet, mainWallet } from '../ledger/accounts';
import type { Ledger, TransferOutcome } from '../ledger/ledger';
import { retryOnConflict } from '../../../platform/db/retry';
import { LedgerError } from '../ledger/ledger-errors';
import { isOfferedTransferVendor } from './game-wallets';
import type { TransferDirection, VendorReply } from './vendor-transfer-client';
import { VendorTransferClient } from './vendor-transfer-client';
import { TransferReconciler } from './reconciliation';
import {
  busyOtherGame,
  findWalletTransfer,
  insertWalletTransfer,
  lockedVendors,
  lockMemberTransfers,
  noteVendorAnswer,
  resolveWalletTransfer,
  vendorTransferId,
  type WalletTransfer,
} from './wallet-transfers-repo';

export const MAIN = 'MAIN';

export interface TransferOrder {
  from: string;
  to: string;
  amount: bigint;
  requestId: string;
}

export interface Member {
  merchantCode: string;
  memberId: string;
  currency: string;
}

const ledgerKey = (requestId: string) => `wallet-transfer:${requestId}`;

/**
 * Moves money between the main wallet and a transfer-mode vendor's game wallet (GCS_walletTransfer).
 * The money is held by a pending ledger transfer before the vendor is asked, and the hold is posted
 * or voided only on the vendor's clear answer; without one the transfer stays locked until a status
 * check gets it. No lock is held while the vendor is being asked.
 */
export class TransferWallets {
  private readonly client: VendorTransferClient;
  /** Books what the player won or lost at the vendor (docs/vendor-wallet.md, part 4). */
  readonly reconciler: TransferReconciler;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    sandboxUrl: string | null,
  ) {
    this.client = new VendorTransferClient(sandboxUrl);
    this.reconciler = new TransferReconciler(db, ledger, this.client);
  }

  async transfer(member: Member, order: TransferOrder): Promise<WalletTransfer> {
    if (order.from === order.to) throw new ApiError(400, 'gameWallet.transfer.sameWallet');
    if (order.from !== MAIN && order.to !== MAIN) throw new ApiError(400, 'gameWallet.transfer.mainRequired');
    const direction: TransferDirection = order.from === MAIN ? 'in' : 'out';
    const vendorCode = direction === 'in' ? order.to : order.from;

    const known = await findWalletTransfer(this.db, member.merchantCode, order.requestId);
    if (known) return this.replay(known, member, vendorCode, direction, order.amount);

    const vendor = await loadVendorSettings(this.db, vendorCode);
    // Money may always come home from a game wallet; it may only go to a vendor the brand offers.
    const usable = vendor?.mode === 'transfer' && (direction === 'out' || (await isOfferedTransferVendor(this.db, member.merchantCode, vendorCode)));
    if (!vendor || !usable) throw new ApiError(404, 'gameWallet.transfer.unknownWallet', { wallet: vendorCode });

    const main = mainWallet(member.merchantCode, member.memberId);
    const game = gameWallet(member.merchantCode, member.memberId, vendorCode);
    const [debit, credit] = direction === 'in' ? [main, game] : [game, main];
    // Create the accounts outside the transaction: the ledger caches ids, and an id made in a
    // transaction that rolls back would be cached for an account that does not exist.
    await this.ledger.accountId(main);
    await this.ledger.accountId(game);
    // Money coming back: first book what the player won or lost there, so the game wallet holds what
    // the vendor holds. A vendor that does not answer books nothing (the periodic check tries again).
    if (direction === 'out') await this.reconciler.checkWith(member, vendor);

    const opened = await this.open(member, order, vendor, direction, debit, credit);
    if (opened.replayed) return this.replay(opened.transfer, member, vendorCode, direction, order.amount);
    this.ledger.announceAfterCommit(member.merchantCode, opened.hold!);

    const reply = await this.client.transfer(vendor, direction, {
      transferId: vendorTransferId(opened.transfer),
      playerId: playerIdOf(member.merchantCode, member.memberId),
      amount: order.amount,
      currency: member.currency,
    });
    return this.settle(opened.transfer, vendor, reply);
  }

  /** A transfer's current state; a locked one is first checked with the vendor. */
  async check(member: Member, requestId: string): Promise<WalletTransfer> {
    const transfer = await findWalletTransfer(this.db, member.merchantCode, requestId);
    if (!transfer || transfer.memberId !== member.memberId) throw new ApiError(404, 'gameWallet.transfer.notFound');
    if (transfer.status !== 'locked') return transfer;
    const vendor = await loadVendorSettings(this.db, transfer.vendorCode);
    if (!vendor) return transfer;
    return this.settle(transfer, vendor, await this.client.status(vendor, vendorTransferId(transfer)));
  }

  /**
   * Asks the vendors about transfers locked for longer than `olderThanMs` and settles those they
   * answer for: a player who never presses "check status" still gets their money unlocked.
   * Returns how many were settled. Safe on several instances at once (settling is idempotent).
   */
  async settleStaleLocks(olderThanMs: number, limit = 50): Promise<number> {
    const stale = await this.db.query<{ merchant_code: string; member_id: string; request_id: string; currency: string }>(
      `SELECT t.merchant_code, t.member_id::text, t.request_id, m.currency
         FROM wallet_transfers t JOIN merchants m ON m.code = t.merchant_code
        WHERE t.status = 'locked' AND t.created_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY t.created_at LIMIT $2`,
      [olderThanMs, limit],
    );
    let settled = 0;
    for (const row of stale) {
      try {
        const member = { merchantCode: row.merchant_code, memberId: row.member_id, currency: row.currency };
        if ((await this.check(member, row.request_id)).status !== 'locked') settled += 1;
      } catch {
        // The vendor is still not answering: the next sweep asks again.
      }
    }
    return settled;
  }

  /** Records the transfer and holds the money, atomically, one transfer of this member at a time. */
  private async open(
    member: Member,
    order: TransferOrder,
    vendor: VendorSettings,
    direction: TransferDirection,
    debit: AccountRef,
    credit: AccountRef,
  ): Promise<{ transfer: WalletTransfer; replayed: boolean; hold?: TransferOutcome }> {
    try {
      return await retryOnConflict(() =>
        this.db.transaction(async (tx) => {
          await lockMemberTransfers(tx, member.merchantCode, member.memberId);
          const known = await findWalletTransfer(tx, member.merchantCode, order.requestId);
          if (known) return { transfer: known, replayed: true };
          if ((await lockedVendors(tx, member.merchantCode, member.memberId)).includes(vendor.code)) {
            throw new ApiError(409, 'gameWallet.transfer.locked', { vendor: vendor.name });
          }
          if (direction === 'in') {
            const busy = await busyOtherGame(tx, member.merchantCode, member.memberId, vendor.code);
            if (busy) throw new ApiError(409, 'gameWallet.transfer.previousGame', { vendor: (await loadVendorSettings(tx, busy))?.name ?? busy });
          }
          const transfer = await insertWalletTransfer(tx, { ...member, requestId: order.requestId, vendorCode: vendor.code, direction, amount: order.amount });
          const hold = await this.ledger.transfer(
            { key: ledgerKey(order.requestId), kind: 'wallet_transfer', debit, credit, amount: order.amount, pending: true, details: { vendor: vendor.code, direction, transferId: vendorTransferId(transfer) } },
            tx,
          );
          return { transfer, replayed: false, hold };
        }),
      );
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'insufficient') {
        throw new ApiError(400, 'gameWallet.transfer.insufficient');
      }
      if (error instanceof LedgerError) throw new ApiError(409, 'gameWallet.transfer.requestReused');
      throw error;
    }
  }

  /** Posts or voids the hold on a clear answer (once, whoever gets there first); else keeps it locked. */
  private async settle(transfer: WalletTransfer, vendor: VendorSettings, reply: VendorReply): Promise<WalletTransfer> {
    if (reply.verdict === 'unknown') {
      await noteVendorAnswer(this.db, transfer.id, reply.said);
      return transfer;
    }
    const flag = reply.verdict === 'applied' ? 'post' : 'void';
    const resolution = await retryOnConflict(() =>
      this.db.transaction(async (tx) => {
        if (!(await resolveWalletTransfer(tx, transfer.id, flag === 'post' ? 'done' : 'failed', reply.said))) return null;
        const resolve = { merchantCode: transfer.merchantCode, key: `${ledgerKey(transfer.requestId)}:${flag}`, kind: 'wallet_transfer' as const, pendingKey: ledgerKey(transfer.requestId), details: { vendor: vendor.code } };
        return flag === 'post' ? this.ledger.post(resolve, tx) : this.ledger.void(resolve, tx);
      }),
    );
    if (resolution) this.ledger.announceAfterCommit(transfer.merchantCode, resolution);
    return (await findWalletTransfer(this.db, transfer.merchantCode, transfer.requestId)) ?? transfer;
  }

  /** The same request again: its current state if it is the same transfer, else a refusal. */
  private replay(known: WalletTransfer, member: Member, vendorCode: string, direction: TransferDirection, amount: bigint): WalletTransfer {
    const same = known.memberId === member.memberId && known.vendorCode === vendorCode && known.direction === direction && known.amount === amount;
    if (!same) throw new ApiError(409, 'gameWallet.transfer.requestReused');
    return known;
  }
}
