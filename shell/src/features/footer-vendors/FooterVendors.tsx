import { cdnImageUrl, configAtom, FallbackImage, useNearViewport } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styles from './footer-vendors.module.css';
import { useFooterVendors } from './footer-vendors';

/**
 * The brand's game providers with their artwork (the name where an image fails). The footer is
 * below the fold: the vendor list is asked for only when the reader scrolls it into view, never on the
 * first load's critical path. Without an answer the section is left out.
 */
export function FooterVendors({ titleClassName }: { titleClassName?: string }) {
  const { t } = useTranslation('shell');
  const config = useAtomValue(configAtom);
  // In view, not merely near: a page whose content is still on its way has the footer just below
  // the fold, and its logos (one request each) would then compete with that content.
  const [ref, near] = useNearViewport<HTMLElement>('0px');
  const query = useFooterVendors(near);
  const vendors = query.data;

  if (query.isError || vendors?.length === 0) return null;
  return (
    <section ref={ref} aria-labelledby="footer-vendors" aria-busy={vendors === undefined || undefined} className={styles.vendorSection}>
      <h2 id="footer-vendors" className={titleClassName}>
        {t('footer.vendors')}
      </h2>
      <ul className={styles.logos}>
        {vendors?.map((vendor) => (
          <li key={vendor.vassalage} className={styles.logoItem}>
            <FallbackImage src={cdnImageUrl(vendor.images.iconDefault, config?.imageCDNs)} alt={vendor.displayName} fallbackText={vendor.displayName} className={styles.logo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
