import type { ActedOnErrorCode } from '@khela/shared';
import { bus, hasMerchantWalletAtom, i18n, mainWallet, newRequestId, store, walletCalls } from '@khela/shared';

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
  const first = await moveOnce(gameWallet);
  // A single-wallet brand shows no game wallets (docs/spec-sweep.md "Merchant wallet"): instead of
  // sending the member to them, the money left in other games comes back first, then once more.
  if (first.kind !== 'previousGame' || store.get(hasMerchantWalletAtom) !== true) return first;
  if (!(await bringBackOtherGames(gameWallet))) return { kind: 'failed', message: i18n.t('shell:games.wallet.single.stillPlaying') };
  const second = await moveOnce(gameWallet);
  return second.kind === 'previousGame' ? { kind: 'failed', message: i18n.t('shell:games.wallet.single.stillPlaying') } : second;
}

async function moveOnce(gameWallet: string): Promise<WalletMove> {
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

/** Every other game wallet holding money moves it back to the main wallet; true when all came back. */
async function bringBackOtherGames(gameWallet: string): Promise<boolean> {
  const listed = await walletCalls.wallets();
  if (!listed.ok) return false;
  const holding = listed.value.wallets.filter((w) => w.code !== mainWallet && w.code !== gameWallet && w.balance > 0);
  let allBack = true;
  for (const wallet of holding) {
    const back = await walletCalls.transfer({ from: wallet.code, to: mainWallet, amount: wallet.balance, requestId: newRequestId() });
    if (!back.ok || back.value.status !== 'done') allBack = false;
  }
  if (holding.length > 0) bus.emit('balance:changed', { reason: 'gameWalletTransfer' });
  return allBack;
}
