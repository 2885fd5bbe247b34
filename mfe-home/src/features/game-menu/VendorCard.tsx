import { bus, cdnImageUrl, configAtom, FallbackImage, type MenuVendor } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styles from './game-menu.module.css';
import { useVendorImages, vendorKey } from './vendor-images';

/** SPEC §7's submenu artwork path, for a vendor the lanes do not list. */
const defaultSubmenuPath = (vendor: MenuVendor) => `/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/${vendor.gameType}-${vendor.vassalage}.png`;

/** A vendor entry: its submenu artwork (from the vendor lanes), its name; a click asks the shell to start it. */
export function VendorCard({ vendor }: { vendor: MenuVendor }) {
  const { t } = useTranslation('home');
  const config = useAtomValue(configAtom);
  const images = useVendorImages();
  const path = images === undefined ? null : (images?.get(vendorKey(vendor.gameType, vendor.vassalage))?.submenu ?? defaultSubmenuPath(vendor));
  return (
    <li>
      <button
        type="button"
        className={styles.card}
        onClick={() => bus.emit('game:start', { vendor: vendor.vassalage, gameType: vendor.gameType })}
        aria-label={t('vendor.play', { name: vendor.displayName })}
      >
        {path === null ? (
          <span className={styles.cardImage} aria-hidden="true" />
        ) : (
          <FallbackImage src={cdnImageUrl(path, config?.imageCDNs)} alt="" className={styles.cardImage} fallbackText={vendor.displayName} />
        )}
        <span className={styles.cardName}>{vendor.displayName}</span>
      </button>
    </li>
  );
}
