import { configAtom, openPopup, store, whitelabelAtom } from '@khela/shared';

/**
 * SPEC §2: with the brand's switch on, a link into the member center (/member/…) or the agent
 * center (/agentHome…) opens that center as a popup over the current page instead of going there.
 * True when it did (the caller keeps the page where it is).
 */
export function openCenterPopup(to: string): boolean {
  if (!store.get(configAtom)) return false;
  const switches = store.get(whitelabelAtom);
  if (switches.memberCenterPopup && (to === '/member' || to.startsWith('/member/'))) {
    openPopup('memberCenter', { path: to });
    return true;
  }
  if (switches.agentCenterPopup && (to === '/agentHome' || to.startsWith('/agentHome/'))) {
    openPopup('agentCenter', { path: to });
    return true;
  }
  return false;
}
