import { bus, cdnImageUrl, configAtom, EmptyState, FallbackImage, gameMenusAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorsPerPage } from '../centers/centers';
import { PageHeading } from '../ui/PageHeading';
import { pageCount, pageOf } from '../ui/paginate';
import { Pager } from '../ui/Pager';
import styles from '../ui/ui.module.css';

/** /sports, /esports, /lott, /elott: the category's vendors; a vendor opens its game. */
export function VendorCenter({ category }: { category: string }) {
  const { t } = useTranslation('games');
  const config = useAtomValue(configAtom);
  const menus = useAtomValue(gameMenusAtom);
  const [page, setPage] = useState(1);
  const vendors = menus.find((menu) => menu.gameType === category)?.vendors ?? [];
  const title = t(`common:categories.${category}`, { defaultValue: category });

  return (
    <div className={styles.page} data-testid={`vendor-center-${category}`}>
      <PageHeading>{title}</PageHeading>
      {vendors.length === 0 ? (
        <EmptyState title={t('vendorCenter.empty')} />
      ) : (
        <>
          <ul className={styles.grid} aria-label={t('vendorCenter.vendorsLabel')}>
            {pageOf(vendors, page, vendorsPerPage).map((vendor) => (
              <li key={vendor.vassalage}>
                <button
                  type="button"
                  className={styles.card}
                  onClick={() => bus.emit('game:start', { vendor: vendor.vassalage, gameType: vendor.gameType })}
                  aria-label={t('game.play', { name: vendor.displayName })}
                >
                  <FallbackImage
                    src={cdnImageUrl(`/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/${vendor.gameType}-${vendor.vassalage}.png`, config?.imageCDNs)}
                    alt=""
                    className={styles.cardImage}
                    fallbackText={vendor.displayName}
                  />
                  <span className={styles.cardName}>{vendor.displayName}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pager page={page} count={pageCount(vendors.length, vendorsPerPage)} onChange={setPage} />
        </>
      )}
    </div>
  );
}
