/** SPEC §2's game window (440×750) needs a screen at least this wide; narrower ones play full screen. */
export const desktopMinWidth = 768;

/** Whether the game opens in a window (a computer or tablet) rather than full screen (a phone). */
export function opensInWindow(): boolean {
  if (typeof window.matchMedia === 'function') return window.matchMedia(`(min-width: ${desktopMinWidth}px)`).matches;
  return window.innerWidth >= desktopMinWidth;
}
