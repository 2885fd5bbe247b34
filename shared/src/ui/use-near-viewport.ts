import { useEffect, useRef, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /**
   * Whether an element that only touches the margin's edge (intersecting, but with no area inside
   * it) counts as near. Off by default: a phone's closed drawer sits just past the screen's edge
   * and must not load. A page whose sections are stacked below the fold turns it on, since the
   * observer does not call again when a touching section then scrolls further in.
   */
  touchingCounts?: boolean;
}

/**
 * True once the element comes near the viewport (at once where IntersectionObserver is missing):
 * what is below the fold or in a closed drawer waits until the reader gets close to it. The
 * default margin looks a little ahead when scrolling down, not sideways (where a phone's closed
 * drawer waits); a page that wants its data earlier gives a larger one (e.g. '400px 0px').
 */
export function useNearViewport<T extends Element>(
  rootMargin = '200px 0px',
  { touchingCounts = false }: NearViewportOptions = {},
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && (touchingCounts || entry.intersectionRatio > 0))) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin, touchingCounts]);
  return [ref, near];
}
