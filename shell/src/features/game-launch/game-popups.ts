import { lazyView } from '@/lib/lazy-view';
import type { PopupViews } from '@/lib/popups/PopupLayer';

/** The game window popup, fetched when a game first opens. */
export const gamePopups: PopupViews = {
  game: lazyView(() => import('./GamePopup').then((m) => m.GamePopup)),
};
