import { lazyView } from '@/lib/lazy-view';
import type { PopupViews } from '@/lib/popups/PopupLayer';

/** The contract popup (SPEC §2, logged in only), fetched when first opened. */
export const contractPopups: PopupViews = {
  contract: lazyView(() => import('./ContractPopup').then((m) => m.ContractPopup)),
};
