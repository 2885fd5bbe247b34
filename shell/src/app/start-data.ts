import { bus, currentToken, firstTimeLoginAtom, loadMerchantWallet, store } from '@khela/shared';
import { loadAnnouncements } from '@/features/announcements/load-announcements';
import { watchContractOffers } from '@/features/contracts/contract-offers';
import { loadGameMenus } from './game-menus';

let started = false;

/**
 * What the normal view loads once at start (SPEC §4): game menus for the navigation, the brand's
 * wallet mode, and the
 * announcements with their popup. A login or logout swaps the announcements for the new audience.
 */
export function loadStartData(): void {
  if (started) return;
  started = true;
  void loadGameMenus();
  // SPEC §3 hasMerchantWallet: whether the brand shows game wallets at all (docs/spec-sweep.md).
  void loadMerchantWallet();
  void loadAnnouncements({ loggedIn: currentToken() !== null, offerPopup: true });
  bus.on('session:login', () => void loadAnnouncements({ loggedIn: true, firstLogin: store.get(firstTimeLoginAtom), offerPopup: true }));
  bus.on('session:logout', () => void loadAnnouncements({ loggedIn: false, offerPopup: false }));
  // The contract popup (SPEC §2, logged in only): when an offer waits for the member's answer.
  watchContractOffers();
}
