import { store } from '@khela/shared';
import { atom } from 'jotai';

/** Chrome's install offer (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The offer Chrome made on this page, kept for the install page's button (it fires once, early). */
export const installPromptAtom = atom<InstallPromptEvent | null>(null);
/** The app was installed from this page, or this page runs as the installed app. */
export const appInstalledAtom = atom(false);

export function runsAsInstalledApp(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Listens from start-up for Chrome's `beforeinstallprompt` (it may come before the install page is
 * ever opened) and keeps it instead of showing Chrome's own banner: the install page offers it.
 */
export function listenForInstallPrompt(): () => void {
  store.set(appInstalledAtom, runsAsInstalledApp());
  const onPrompt = (event: Event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as InstallPromptEvent);
  };
  const onInstalled = () => {
    store.set(installPromptAtom, null);
    store.set(appInstalledAtom, true);
  };
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}
