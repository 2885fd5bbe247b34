import type { Db } from '../../../platform/db/db';
import { retryOnConflict } from '../../../platform/db/retry';
import { gameWallet, platformAccount } from '../ledger/accounts';
import type { Ledger, TransferOutcome } from '../ledger/ledger';
import { LedgerError } from '../ledger/ledger-errors';
import { playerIdOf } from '../vendors/player-id';
import { loadVendorSettings, type VendorSettings } from '../vendors/vendor-settings';
import { betsCursor, mirrorState, noteCheck, recordVendorBets, sameMirror, walletsToCheck } from './reconciliation-repo';
import { lockMemberTransfers } from './wallet-transfers-repo';
import { VendorTransferClient } from './vendor-transfer-client';

/**
 * What one check did. booked-win / booked-loss: the difference was booked; even: nothing to book;
 * busy: a transfer with the vendor is in flight (its money is neither here nor there); raced: the
 * wallet moved while the vendor was being asked (the next check sees the new state); vendor-down:
 * the vendor did not answer (nothing booked, the next check asks again).
 */
export type CheckResult = 'booked-win' | 'booked-loss' | 'even' | 'busy' | 'raced' | 'vendor-down' | 'unknown-vendor';

export interface CheckOutcome {
  result: CheckResult;
  /** Signed: what was booked to the game wallet (+ a win, - a loss); 0 when nothing was. */
  booked: bigint;
  /** Bet records newly added to the betting record. */
  betsAdded: number;
  vendorBalance?: bigint;
}

export interface ReconciledPlayer {
  merchantCode: string;
  memberId: string;
}

/** Records read per call of the vendor's bets list, and calls per check (the rest waits for the next check). */
const PAGE = 200;
const MAX_PAGES = 10;

/** The house sub-account a member's play at a vendor meets (the seamless wallet's scheme, migration 010). */
const houseFor = (merchantCode: string, vendorCode: string, memberId: string) =>
  platformAccount(merchantCode, 'house', `${vendorCode}/${BigInt(memberId) % 64n}`);

/**
 * Books what a player won or lost at a transfer-mode vendor (docs/vendor-wallet.md, part 4): the
 * vendor's balance less Khela's mirror of the game wallet, as one ledger transfer between the
 * brand's house account for that vendor and the game wallet, and pulls the vendor's bet records
 * into the betting record.
 *
 * Money moves once, whatever races it: the mirror's state (latest entry, latest transfer, any in
 * flight) is read before the vendor is asked and read again under the member's transfer lock before
 * booking; anything changed in between (a transfer, another check) and nothing is booked. The key
 * `reconcile:{vendor}:{member}:{latest entry}` names the check, so two checks of the same state book
 * at most once. No lock is held while the vendor is asked.
 */
export class TransferReconciler {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly client: VendorTransferClient,
  ) {}

  async check(player: ReconciledPlayer, vendorCode: string): Promise<CheckOutcome> {
    const vendor = await loadVendorSettings(this.db, vendorCode);
    if (!vendor || vendor.mode !== 'transfer') return { result: 'unknown-vendor', booked: 0n, betsAdded: 0 };
    return this.checkWith(player, vendor);
  }

  /** The periodic check: game wallets holding money, least recently checked first. */
  async checkAll(limit = 200): Promise<Record<CheckResult, number>> {
    const counts: Record<CheckResult, number> = { 'booked-win': 0, 'booked-loss': 0, even: 0, busy: 0, raced: 0, 'vendor-down': 0, 'unknown-vendor': 0 };
    for (const wallet of await walletsToCheck(this.db, limit)) {
      const outcome = await this.check(wallet, wallet.vendorCode);
      counts[outcome.result] += 1;
    }
    return counts;
  }

  async checkWith(player: ReconciledPlayer, vendor: VendorSettings): Promise<CheckOutcome> {
    const { merchantCode, memberId } = player;
    const game = gameWallet(merchantCode, memberId, vendor.code);
    const house = houseFor(merchantCode, vendor.code, memberId);
    // Accounts are made outside any transaction (the ledger caches their ids).
    const gameId = await this.ledger.accountId(game);
    await this.ledger.accountId(house);

    const before = await mirrorState(this.db, gameId, merchantCode, memberId, vendor.code);
    if (before.locked) return this.noted(player, vendor, { result: 'busy', booked: 0n, betsAdded: 0 });

    const pulled = await this.pullBets(player, vendor);
    if (!pulled.ok) return this.noted(player, vendor, { result: 'vendor-down', booked: 0n, betsAdded: pulled.betsAdded });
    const vendorBalance = pulled.balance;
    const base = { betsAdded: pulled.betsAdded, vendorBalance };

    const difference = vendorBalance - before.balance;
    if (difference === 0n) return this.noted(player, vendor, { result: 'even', booked: 0n, ...base });

    const booking = await retryOnConflict(() =>
      this.db.transaction(async (tx): Promise<TransferOutcome | 'raced'> => {
        await lockMemberTransfers(tx, merchantCode, memberId);
        const now = await mirrorState(tx, gameId, merchantCode, memberId, vendor.code);
        if (!sameMirror(before, now)) return 'raced';
        const won = difference > 0n;
        return this.ledger.transfer(
          {
            key: `reconcile:${vendor.code}:${memberId}:${before.lastEntryId}`,
            kind: won ? 'win' : 'bet',
            debit: won ? house : game,
            credit: won ? game : house,
            amount: won ? difference : -difference,
            details: { vendor: vendor.code, reconcile: true, vendorBalance: vendorBalance.toString(), mirrorBalance: before.balance.toString() },
          },
          tx,
        );
      }),
    ).catch((error: unknown) => {
      // The same check key with another amount: another check of this very state got there first.
      if (error instanceof LedgerError) return 'raced' as const;
      throw error;
    });
    if (booking === 'raced') return this.noted(player, vendor, { result: 'raced', booked: 0n, ...base });
    this.ledger.announceAfterCommit(merchantCode, booking);
    if (booking.replayed) return this.noted(player, vendor, { result: 'raced', booked: 0n, ...base });
    return this.noted(player, vendor, { result: difference > 0n ? 'booked-win' : 'booked-loss', booked: difference, ...base });
  }

  /** Reads the vendor's new bet records into the betting record; the balance comes with the last page. */
  private async pullBets(player: ReconciledPlayer, vendor: VendorSettings): Promise<{ ok: true; balance: bigint; betsAdded: number } | { ok: false; betsAdded: number }> {
    const { merchantCode, memberId } = player;
    const playerId = playerIdOf(merchantCode, memberId);
    let cursor = await betsCursor(this.db, merchantCode, memberId, vendor.code);
    let betsAdded = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const reply = await this.client.bets(vendor, playerId, cursor, PAGE);
      if (!reply.ok) return { ok: false, betsAdded };
      const next = reply.nextCursor;
      betsAdded += await this.db.transaction(async (tx) => {
        const added = await recordVendorBets(tx, merchantCode, memberId, vendor.code, reply.records);
        await noteCheck(tx, merchantCode, memberId, vendor.code, 'reading', next);
        return added;
      });
      cursor = next;
      if (reply.records.length < PAGE) return { ok: true, balance: reply.balance, betsAdded };
    }
    // More records than a check reads: the balance is still the vendor's, the records catch up next time.
    const last = await this.client.bets(vendor, playerId, cursor, 1);
    return last.ok ? { ok: true, balance: last.balance, betsAdded } : { ok: false, betsAdded };
  }

  private async noted(player: ReconciledPlayer, vendor: VendorSettings, outcome: CheckOutcome): Promise<CheckOutcome> {
    await noteCheck(this.db, player.merchantCode, player.memberId, vendor.code, outcome.result);
    return outcome;
  }
}
