import { FallbackImage, type Banner } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { actOnBanner, isActionable } from './banner-action';
import styles from './banners.module.css';

/** One banner: its image, and a button when it acts (by its linkageType). */
export function BannerSlide({ banner, index, count }: { banner: Banner; index: number; count: number }) {
  const { t } = useTranslation('home');
  const title = banner.title ?? t('banners.slide', { index: index + 1, count });
  // The first banner is the home page's largest paint: fetch it at once, not lazily.
  const image = <FallbackImage src={banner.url} alt={title} className={styles.image} priority={index === 0} />;
  if (!isActionable(banner)) return <div className={styles.slide}>{image}</div>;
  return (
    <button type="button" className={styles.slide} onClick={() => actOnBanner(banner)} aria-label={t('banners.open', { title })}>
      {image}
    </button>
  );
}
