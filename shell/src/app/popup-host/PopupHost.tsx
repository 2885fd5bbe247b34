import { announcementPopups } from '@/features/announcements/announcement-popups';
import { centerPopups } from '@/app/center-popups/center-popups';
import { chatPopups } from '@/features/chat/chat-popups';
import { contractPopups } from '@/features/contracts/contract-popups';
import { gamePopups } from '@/features/game-launch/game-popups';
import { helpPopups } from '@/features/help/help-popups';
import { identityPopups } from '@/features/identity/identity-popups';
import { RealityCheckHost } from '@/features/reality-check';
import { PopupLayer, preloadViews, type PopupViews } from '@/lib/popups/PopupLayer';

/**
 * The popups this shell draws, each feature's own; later issues add contract and chat here. Each
 * one's code (and what only it uses, such as dompurify for help and notices) is fetched when it
 * first opens, so none of it weighs on the first load of a page.
 */
export const popupViews: PopupViews = { ...announcementPopups, ...helpPopups, ...identityPopups, ...gamePopups, ...contractPopups, ...chatPopups, ...centerPopups };

/** Fetches every popup's code ahead (tests; a caller that knows a popup is about to open). */
export function preloadPopupViews(): Promise<unknown> {
  return preloadViews(popupViews);
}

/**
 * Draws every popup opened through the bus (`popup:open` / `popup:close`), newest on top, and the
 * reality-check reminder (its own schedule, not the bus), drawn after them so it covers a game.
 */
export function PopupHost() {
  return (
    <>
      <PopupLayer views={popupViews} />
      <RealityCheckHost />
    </>
  );
}
