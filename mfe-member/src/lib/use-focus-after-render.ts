import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus, after the next render, to one of `targets` named now: the element that held it
 * (a form, a button turned off) may go with that render, and the one to focus may only come with it.
 * Returns the function that names the target.
 */
export function useFocusAfterRender<K extends string>(targets: Record<K, RefObject<HTMLElement | null>>): (target: K) => void {
  const next = useRef<K | null>(null);
  useEffect(() => {
    const target = next.current;
    next.current = null;
    if (target) targets[target].current?.focus();
  });
  return (target) => {
    next.current = target;
  };
}
