import { bus, cdnImageUrl, configAtom, FallbackImage, type VendorCard } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/ui.module.css';

/**
 * One vendor of a vendor center: its artwork (its name when the image fails), title, name and
 * badges (HOT, NEW). A click asks the shell to start it (the lobby, or /lottery for LOTT/ELOTT).
 */
export function VendorTile({ vendor }: { vendor: VendorCard }) {
  const { t } = useTranslation('games');
  const config = useAtomValue(configAtom);
  const badgesId = useId();
  const hasBadges = vendor.cards.length > 0;
  return (
    <button
      type="button"
      className={`${styles.card} ${styles.vendorCard}`}
      aria-label={t('vendorCenter.play', { name: vendor.title || vendor.displayName })}
      aria-describedby={hasBadges ? badgesId : undefined}
      onClick={() => bus.emit('game:start', { vendor: vendor.vassalage, gameType: vendor.gameType })}
    >
      <FallbackImage src={cdnImageUrl(vendor.images.submenu, config?.imageCDNs)} alt="" className={styles.cardImage} fallbackText={vendor.displayName} />
      <span className={styles.vendorTitle}>{vendor.title || vendor.displayName}</span>
      {vendor.title && vendor.title !== vendor.displayName && <span className={styles.cardName}>{vendor.displayName}</span>}
      {hasBadges && (
        <span className={styles.badges} id={badgesId}>
          {vendor.cards.map((card) => (
            <span key={card} className={styles.badge}>
              {t(`badges.${card}`, { defaultValue: card })}
            </span>
          ))}
        </span>
      )}
    </button>
  );
}
