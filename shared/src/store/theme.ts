import { atom } from 'jotai';
import { readStorage, writeStorage } from '../session/storage-keys';

export type Theme = 'dark' | 'light';

const themeKey = 'theme';

function storedTheme(): Theme {
  return readStorage('local', themeKey) === 'light' ? 'light' : 'dark';
}

/** The page's colour theme: the shell's tokens switch on `data-theme` of the root element. */
export function applyTheme(theme: Theme): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
}

const themeValueAtom = atom<Theme>(storedTheme());

/** Dark (default) or light; chosen anywhere, kept in local storage, seen by every root at once. */
export const themeAtom = atom(
  (get) => get(themeValueAtom),
  (_get, set, theme: Theme) => {
    set(themeValueAtom, theme);
    writeStorage('local', themeKey, theme);
    applyTheme(theme);
  },
);
