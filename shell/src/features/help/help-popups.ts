import { lazyView } from '@/lib/lazy-view';
import type { PopupViews } from '@/lib/popups/PopupLayer';

/** The help popup (SPEC §2 /help), fetched when first opened. */
export const helpPopups: PopupViews = {
  help: lazyView(() => import('./HelpPopup').then((m) => m.HelpPopup)),
};
