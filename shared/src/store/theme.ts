import { atom } from 'jotai';
import { readStorage, writeStorage } from '../session/storage-keys';

export type Theme = 'dark' | 'light';

/** Local-storage key; shell/src/index.html reads the same key before first paint. */
export const themeStorageKey = 'theme';

/** Each theme's page colour (`--kh-bg` in shell/src/styles/global.css): the browser bar follows it. */
export const themeColors: Record<Theme, string> = { dark: '#0f1320', light: '#f5f6fa' };

/** The remembered choice; anything but 'light' (nothing stored, storage blocked, an old value) is dark. */
export function storedTheme(): Theme {
  return readStorage('local', themeStorageKey) === 'light' ? 'light' : 'dark';
}

/** The page's colour theme: the shell's tokens switch on `data-theme` of the root element, the bar colour on `theme-color`. */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[theme]);
}

const themeValueAtom = atom<Theme>(storedTheme());

/** Dark (default) or light; chosen anywhere, kept in local storage, seen by every root at once. */
export const themeAtom = atom(
  (get) => get(themeValueAtom),
  (_get, set, theme: Theme) => {
    set(themeValueAtom, theme);
    writeStorage('local', themeStorageKey, theme);
    applyTheme(theme);
  },
);
