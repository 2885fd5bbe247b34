import { announcementsAtom, calls, isPopupClosed, openPopup, sessionKeys, store, type Announcements } from '@khela/shared';

interface AnnouncementLoad {
  loggedIn: boolean;
  /** SPEC §2: first login adds the F announcements to the A ones. */
  firstLogin?: boolean;
  /** Whether the popup may open now (not after a logout, for instance). */
  offerPopup: boolean;
}

async function fetchAnnouncements({ loggedIn, firstLogin }: AnnouncementLoad): Promise<Announcements | null> {
  const main = await calls.announcements(loggedIn ? 'A' : 'B');
  if (!main.ok) return null;
  if (!loggedIn || !firstLogin) return main.value;
  const first = await calls.announcements('F');
  return first.ok ? { ...main.value, popup: [...first.value.popup, ...main.value.popup] } : main.value;
}

/** Announcements (execution A for members, B for visitors) into the store; popups offered once a session. */
export async function loadAnnouncements(load: AnnouncementLoad): Promise<void> {
  const announcements = await fetchAnnouncements(load);
  if (!announcements) return;
  store.set(announcementsAtom, announcements);
  if (load.offerPopup) offerAnnouncementPopup(load.loggedIn);
}

/** Opens the announcement popup unless there is nothing to show or it was closed this session. */
export function offerAnnouncementPopup(loggedIn: boolean): void {
  const flag = loggedIn ? sessionKeys.userPopupClosed : sessionKeys.anonymousPopupClosed;
  const items = store.get(announcementsAtom)?.popup ?? [];
  if (items.length === 0 || isPopupClosed(flag)) return;
  openPopup('announcement', { sessionFlag: flag });
}
