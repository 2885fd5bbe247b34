import { useDialogBehaviour } from '@khela/shared';
import { useEffect, type RefObject } from 'react';

/**
 * The dialog kit's behaviour (focus moved in and kept inside, Escape, page scroll locked), and on
 * close the focus goes back to the tile that started the game: the launch took a while, so the
 * element focused when the game opened is not necessarily that tile.
 */
export function useGameDialog(ref: RefObject<HTMLElement | null>, onEscape: () => void, returnFocus: HTMLElement | null): void {
  useDialogBehaviour(ref, onEscape);
  // Declared after the kit's hook, so its clean-up runs after the kit's own focus return.
  useEffect(
    () => () => {
      if (returnFocus?.isConnected) returnFocus.focus();
    },
    [returnFocus],
  );
}
