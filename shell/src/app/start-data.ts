import { bus, currentToken, firstTimeLoginAtom, loadMerchantWallet, store } from '@khela/shared';
import { loadAnnouncements, offerAnnouncementPopup } from '@/features/announcements/load-announcements';
import { watchContractOffers } from '@/features/contracts/contract-offers';
import { afterFirstArea } from './federation/area-settled';
import { loadGameMenus } from './game-menus';

let started = false;

/**
 * What the normal view loads once at start (SPEC §4): game menus for the navigation, the brand's
 * wallet mode, and the announcements with their popup (offered once the page's first remote area
 * has settled). A login or logout swaps the announcements for the new audience.
 */
export function loadStartData(): void {
  if (started) return;
  started = true;
  void loadGameMenus();
  // SPEC §3 hasMerchantWallet: whether the brand shows game wallets at all (docs/spec-sweep.md).
  void loadMerchantWallet();
  // The popup is offered once the page's content has come (its code and sanitizer would otherwise
  // compete with the home banner on a slow phone), and only if nobody logged in or out meanwhile:
  // a login offers the member's popup itself, and a login then a logout (session storage cleared)
  // must not bring the visitor's popup over the page the reader just came back to.
  const loggedIn = currentToken() !== null;
  let sessionChanged = false;
  void Promise.all([loadAnnouncements({ loggedIn, offerPopup: false }), afterFirstArea()]).then(() => {
    if (!sessionChanged) offerAnnouncementPopup(loggedIn);
  });
  bus.on('session:login', () => {
    sessionChanged = true;
    void loadAnnouncements({ loggedIn: true, firstLogin: store.get(firstTimeLoginAtom), offerPopup: true });
  });
  bus.on('session:logout', () => {
    sessionChanged = true;
    void loadAnnouncements({ loggedIn: false, offerPopup: false });
  });
  // The contract popup (SPEC §2, logged in only): when an offer waits for the member's answer.
  watchContractOffers();
}
