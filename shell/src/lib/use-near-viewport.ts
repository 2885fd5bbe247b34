import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element comes near the viewport (at once where IntersectionObserver is missing):
 * what is below the fold or in a closed drawer waits until the reader gets close to it.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) {
          setNear(true);
          observer.disconnect();
        }
      },
      // A little ahead when scrolling down; not sideways, where the phone's closed drawer waits.
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
