import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createStore } from 'jotai';
import { applyTheme, storedTheme, type Theme, themeColors, themeStorageKey } from './theme';

/** A fresh copy of the module, so its atom starts from what local storage holds now. */
function freshThemeModule(): typeof import('./theme') {
  let loaded: typeof import('./theme') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./theme')>('./theme');
  });
  return loaded!;
}

describe('theme store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.theme;
    document.head.innerHTML = '<meta name="theme-color" content="#0f1320" />';
  });

  const barColour = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

  it('is dark when nothing is stored or the stored value is unknown', () => {
    expect(storedTheme()).toBe('dark');
    window.localStorage.setItem(themeStorageKey, 'sepia');
    expect(storedTheme()).toBe('dark');
    expect(createStore().get(freshThemeModule().themeAtom)).toBe('dark');
  });

  it('starts from the remembered light choice', () => {
    window.localStorage.setItem(themeStorageKey, 'light');
    expect(createStore().get(freshThemeModule().themeAtom)).toBe('light');
  });

  it('remembers a choice and applies it to the page and the browser bar', () => {
    const { themeAtom } = freshThemeModule();
    const store = createStore();
    store.set(themeAtom, 'light');
    expect(store.get(themeAtom)).toBe('light');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(barColour()).toBe(themeColors.light);

    store.set(themeAtom, 'dark');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(barColour()).toBe(themeColors.dark);
    expect(createStore().get(freshThemeModule().themeAtom)).toBe('dark');
  });

  it('still switches the page when storage refuses to write', () => {
    const { themeAtom } = freshThemeModule();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      const store = createStore();
      store.set(themeAtom, 'light');
      expect(store.get(themeAtom)).toBe('light');
      expect(document.documentElement.dataset.theme).toBe('light');
    } finally {
      setItem.mockRestore();
    }
  });

  it('applies a theme even without a theme-color tag', () => {
    document.head.innerHTML = '';
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('keeps its colours equal to the tokens and to the colours index.html paints before first paint', () => {
    // A drift between these three would flash the wrong colour on load or colour the bar wrongly.
    const shell = path.resolve(__dirname, '../../../shell/src');
    const indexHtml = readFileSync(path.join(shell, 'index.html'), 'utf8');
    const tokens = readFileSync(path.join(shell, 'styles/global.css'), 'utf8');
    const pageColour = (theme: Theme) => new RegExp(`\\[data-theme='${theme}'\\][^}]*--kh-bg:\\s*(#[0-9a-f]+)`, 'i').exec(tokens)?.[1];
    expect(pageColour('dark')).toBe(themeColors.dark);
    expect(pageColour('light')).toBe(themeColors.light);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${themeColors.dark}" />`);
    expect(indexHtml).toContain(`background: ${themeColors.dark}`);
    expect(indexHtml).toContain(`background: ${themeColors.light}`);
    expect(indexHtml).toContain(`localStorage.getItem('${themeStorageKey}')`);
    expect(indexHtml).toContain(`setAttribute('content', '${themeColors.light}')`);
  });
});
