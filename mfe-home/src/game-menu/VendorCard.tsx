import { bus, cdnImageUrl, configAtom, FallbackImage, type MenuVendor } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styles from './game-menu.module.css';

/** A vendor entry: its SPEC §7 submenu image, its name; a click asks the shell to start it. */
export function VendorCard({ vendor }: { vendor: MenuVendor }) {
  const { t } = useTranslation('home');
  const config = useAtomValue(configAtom);
  const src = cdnImageUrl(`/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/${vendor.gameType}-${vendor.vassalage}.png`, config?.imageCDNs);
  return (
    <li>
      <button
        type="button"
        className={styles.card}
        onClick={() => bus.emit('game:start', { vendor: vendor.vassalage, gameType: vendor.gameType })}
        aria-label={t('vendor.play', { name: vendor.displayName })}
      >
        <FallbackImage src={src} alt="" className={styles.cardImage} fallbackText={vendor.displayName} />
        <span className={styles.cardName}>{vendor.displayName}</span>
      </button>
    </li>
  );
}
