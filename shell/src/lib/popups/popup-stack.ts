import { bus, history, markPopupClosed, navigate, store, type PopupName } from '@khela/shared';
import { atom } from 'jotai';

export interface OpenPopupEntry {
  name: PopupName;
  props: Record<string, unknown>;
}

/** Open popups, oldest first; the last is on top. One entry per name. */
export const openPopupsAtom = atom<OpenPopupEntry[]>([]);

/** Popups a route opens on arrival: closing one leaves that route, so a reload does not reopen it. */
const openedByRoute: Partial<Record<PopupName, string>> = { login: '/login', register: '/register', help: '/help' };

export function showPopup(name: PopupName, props: Record<string, unknown> = {}): void {
  store.set(openPopupsAtom, (list) => [...list.filter((entry) => entry.name !== name), { name, props }]);
}

export function hidePopup(name: PopupName): void {
  const closing = store.get(openPopupsAtom).find((entry) => entry.name === name);
  if (!closing) return;
  store.set(openPopupsAtom, (list) => list.filter((entry) => entry.name !== name));
  // A popup shown once per session (SPEC §2) carries the flag to set when it closes.
  if (typeof closing.props.sessionFlag === 'string') markPopupClosed(closing.props.sessionFlag);
  const route = openedByRoute[name];
  if (route && history.location.pathname.toLowerCase() === route.toLowerCase()) navigate('/', { replace: true });
}

// Subscribed when the module loads, not when the host renders: a route or a 401 may ask for a
// popup before the host's first effect has run.
bus.on('popup:open', ({ name, props }) => showPopup(name, props));
bus.on('popup:close', ({ name }) => hidePopup(name));
