import { readStorage, sessionKeys, store, writeStorage } from '@khela/shared';
import { openPopupsAtom } from '@/lib/popups/popup-stack';

/**
 * SPEC §3 session storage `toWhichItem` (docs/spec-sweep.md "Consolidated"): the members-only page
 * a visitor asked for (a member-center item of the side menu or header) while logged out. The
 * login popup opens instead; a login through it goes on to that page. Closing the popup without
 * logging in forgets it, so a later login elsewhere never jumps to an old choice.
 */
export function rememberItem(path: string): void {
  writeStorage('session', sessionKeys.toWhichItem, path);
}

/** The page asked for, once: read and forgotten. Only a path of this site is followed. */
export function takeItem(): string | null {
  const path = readStorage('session', sessionKeys.toWhichItem);
  writeStorage('session', sessionKeys.toWhichItem, null);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

// Subscribed when the module loads (as the popup stack's own listeners): the login popup leaving the
// stack forgets the item; a successful login has taken it before closing the popup.
let loginOpen = false;
store.sub(openPopupsAtom, () => {
  const open = store.get(openPopupsAtom).some((entry) => entry.name === 'login');
  if (loginOpen && !open) writeStorage('session', sessionKeys.toWhichItem, null);
  loginOpen = open;
});
