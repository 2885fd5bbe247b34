import { useEffect, useRef, useState } from 'react';

/** How far below the fold an area starts loading: its data is there by the time the reader scrolls to it. */
const lookAhead = '400px';

/**
 * True once the element comes near the viewport (and from then on). Below-the-fold areas wait
 * for it, so the first load spends the network on the banner and the first game tiles. Without
 * IntersectionObserver (old browsers) the area loads at once.
 */
export function useNearViewport<E extends Element>() {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${lookAhead} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
