import type { ActedOnErrorCode } from '@khela/shared';
import { bus, i18n, mainWallet, newRequestId, walletCalls } from '@khela/shared';

/** The api's answer when another vendor's game wallet still holds money (docs/vendor-wallet.md). */
export const previousGameCode = 'gameWallet.transfer.previousGame' satisfies ActedOnErrorCode;

export type WalletMove =
  /** The main wallet's money is in the game wallet, or there was none to move. */
  | { kind: 'ready' }
  /** Another game wallet still holds money: this vendor cannot take the main wallet's. */
  | { kind: 'previousGame' }
  /** The vendor has not confirmed the move yet: the money is held until it does. */
  | { kind: 'unconfirmed' }
  /** Nothing moved (a refusal, a lost answer, no balance): `message` is in the reader's language. */
  | { kind: 'failed'; message: string };

/**
 * A transfer-mode vendor plays with its own wallet: before its game opens, the member's whole
 * available main balance moves there (nothing to do when it is 0), as on TCG sites. One request id
 * per move, so the api does it once however the answer travels.
 */
export async function moveMainBalanceTo(gameWallet: string): Promise<WalletMove> {
  const balance = await walletCalls.balance();
  if (!balance.ok) return { kind: 'failed', message: balance.error.message };
  const amount = balance.value.balance;
  if (amount <= 0) return { kind: 'ready' };
  const moved = await walletCalls.transfer({ from: mainWallet, to: gameWallet, amount, requestId: newRequestId() });
  if (!moved.ok) return moved.error.code === previousGameCode ? { kind: 'previousGame' } : { kind: 'failed', message: moved.error.message };
  // The header shows the main wallet: it just changed (or is held while unconfirmed).
  bus.emit('balance:changed', { reason: 'gameWalletTransfer' });
  if (moved.value.status === 'done') return { kind: 'ready' };
  if (moved.value.status === 'locked') return { kind: 'unconfirmed' };
  // failed: the vendor refused and the money is back in the main wallet.
  return { kind: 'failed', message: i18n.t('shell:games.wallet.refused') };
}
