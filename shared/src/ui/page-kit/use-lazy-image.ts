import { LAZY_IMAGE_RETRIES, LAZY_IMAGE_THRESHOLD } from '@khela/contracts/constants';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface LazyImage {
  ref: RefObject<HTMLImageElement | null>;
  /** The address to put on the <img>: undefined until a tenth of it is on screen. */
  src: string | undefined;
  /** Changes with each attempt: the <img> is made anew, so the browser fetches it again. */
  attempt: number;
  /** Every attempt failed: show the fallback. */
  failed: boolean;
  onError: () => void;
}

/**
 * SPEC §4's lazy image loading: an image is fetched once a tenth of it is visible
 * (IntersectionObserver, threshold 0.1; at once where there is none, or for the page's main
 * image), and one failure is tried once more before the fallback shows.
 */
export function useLazyImage(src: string, eager = false): LazyImage {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  // Failures counted per address: a new address starts again.
  const [failures, setFailures] = useState<{ src: string; count: number }>({ src, count: 0 });
  const count = failures.src === src ? failures.count : 0;

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= LAZY_IMAGE_THRESHOLD)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const onError = useCallback(() => setFailures({ src, count: count + 1 }), [src, count]);
  return { ref, src: visible ? src : undefined, attempt: count, failed: count > LAZY_IMAGE_RETRIES, onError };
}
