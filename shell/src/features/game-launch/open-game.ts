import { openPopup } from '@khela/shared';

export interface OpenGame {
  url: string;
  /** The game's name for the window's title; the popup says "Game" without one. */
  title?: string;
  /** A phone: the game takes the whole screen instead of a 440×750 window. */
  fullScreen: boolean;
  /** The tile that started the game gets the focus back when it closes. */
  returnFocus: HTMLElement | null;
}

/** Shows the game in the shell's game popup (shell/src/popups/GamePopup.tsx). */
export function openGame({ url, title, fullScreen, returnFocus }: OpenGame): void {
  openPopup('game', { url, title, fullScreen, returnFocus });
}
