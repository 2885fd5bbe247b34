import { useEffect, useRef, type RefObject } from 'react';
import { focusableIn, trapTab } from './focus-trap';
import { lockScroll } from './scroll-lock';

/**
 * What every dialog does while open: locks page scroll, moves focus in and back out,
 * keeps Tab inside, and lets Escape close it when it may be closed.
 */
export function useDialogBehaviour(ref: RefObject<HTMLElement | null>, onEscape: (() => void) | undefined): void {
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const release = lockScroll();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(root)[0] ?? root).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escapeRef.current) {
        event.stopPropagation();
        escapeRef.current();
      } else trapTab(event, root);
    };
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('keydown', onKey);
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
