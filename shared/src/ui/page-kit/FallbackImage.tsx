import styles from './page-kit.module.css';
import { useLazyImage } from './use-lazy-image';

/**
 * An image loaded lazily (SPEC §4: once a tenth of it is visible, one retry) that shows a default
 * instead when it still cannot load (SPEC §8's image fallbacks): `fallbackSrc` (a default picture,
 * such as the default avatar), else its text. A broken vendor icon or banner never leaves a
 * broken-image glyph on a slow network.
 */
export function FallbackImage({
  src,
  alt,
  className,
  fallbackText,
  fallbackSrc,
  priority = false,
}: {
  src: string;
  alt: string;
  className?: string;
  fallbackText?: string;
  /** A default picture shown when the image fails (avatars, team logos). */
  fallbackSrc?: string;
  /** The page's main image (its LCP element, such as the first home banner): fetched at once, first. */
  priority?: boolean;
}) {
  const image = useLazyImage(src, priority);
  if (image.failed && fallbackSrc && fallbackSrc !== src) {
    return <img src={fallbackSrc} alt={alt} className={className} decoding="async" data-testid="image-default" />;
  }
  if (image.failed) {
    return (
      <span className={[styles.imageFallback, className].filter(Boolean).join(' ')} role="img" aria-label={alt} data-testid="image-fallback">
        {fallbackText ?? alt}
      </span>
    );
  }
  return (
    <img
      key={image.attempt}
      ref={image.ref}
      src={image.src}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-lazy={image.src ? undefined : 'waiting'}
      onError={image.onError}
    />
  );
}
