import { useState } from 'react';
import styles from './page-kit.module.css';

/**
 * An image that shows its text instead when it cannot load (SPEC §8's image fallbacks): a broken
 * vendor icon or banner never leaves a broken-image glyph on a slow network.
 */
export function FallbackImage({
  src,
  alt,
  className,
  fallbackText,
  priority = false,
}: {
  src: string;
  alt: string;
  className?: string;
  fallbackText?: string;
  /** The page's main image (its LCP element, such as the first home banner): fetched at once, first. */
  priority?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span className={[styles.imageFallback, className].filter(Boolean).join(' ')} role="img" aria-label={alt} data-testid="image-fallback">
        {fallbackText ?? alt}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
