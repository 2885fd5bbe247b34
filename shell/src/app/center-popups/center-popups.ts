import { lazyView } from '@/lib/lazy-view';
import type { PopupViews } from '@/lib/popups/PopupLayer';

/** The member center and agent center popups (SPEC §2), fetched when first opened. */
export const centerPopups: PopupViews = {
  memberCenter: lazyView(() => import('./CenterPopup').then((m) => m.MemberCenterPopup)),
  agentCenter: lazyView(() => import('./CenterPopup').then((m) => m.AgentCenterPopup)),
};
