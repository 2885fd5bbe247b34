import styles from './ui.module.css';

/** The category banners' drawn size (api/src/site/media-drawings.ts), reserved before they load. */
const bannerWidth = 750;
const bannerHeight = 300;

/**
 * A center's heading; a game category's center shows the category's banner above it
 * (docs/visual-identity.md). The banner is decorative (the heading names the page), and its box is
 * sized by aspect-ratio before the picture arrives, so the heading never moves.
 */
export function PageHeading({ children, category }: { children: string; category?: string }) {
  if (!category) return <h1 className={styles.heading}>{children}</h1>;
  return (
    <header className={styles.header}>
      <img
        className={styles.banner}
        src={`/media/categories/${encodeURIComponent(category)}.svg`}
        alt=""
        width={bannerWidth}
        height={bannerHeight}
        decoding="async"
        data-testid="category-banner"
      />
      <h1 className={styles.heading}>{children}</h1>
    </header>
  );
}
