import { EmptyState } from '@khela/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorsPerPage } from '@/lib/centers';
import { useVendorLanes, vendorsOf } from '@/lib/vendor-lanes';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeading } from '@/components/PageHeading';
import { pageCount, pageOf } from '@/lib/paginate';
import { Pager } from '@/components/Pager';
import { TileSkeleton } from '@/components/TileSkeleton';
import styles from '@/components/ui.module.css';
import { VendorTile } from './VendorTile';

/** /sports, /esports, /lott, /elott: the category's vendors from the (cached) vendor lanes, 12 a page. */
export function VendorCenter({ category }: { category: string }) {
  const { t } = useTranslation('games');
  const { lanes, error, retry } = useVendorLanes();
  const [page, setPage] = useState(1);
  const vendors = vendorsOf(lanes, category);
  const title = t(`common:categories.${category}`, { defaultValue: category });
  const label = t('vendorCenter.vendorsLabel');

  const body = () => {
    if (error) return <LoadFailure error={error} onRetry={retry} />;
    if (!lanes) return <TileSkeleton count={6} label={label} />;
    if (vendors.length === 0) {
      return <EmptyState title={t('vendorCenter.empty')} />;
    }
    return (
      <>
        <ul className={styles.grid} aria-label={label}>
          {pageOf(vendors, page, vendorsPerPage).map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorTile vendor={vendor} />
            </li>
          ))}
        </ul>
        <Pager page={page} count={pageCount(vendors.length, vendorsPerPage)} onChange={setPage} />
      </>
    );
  };

  return (
    <div className={styles.page} data-testid={`vendor-center-${category}`}>
      <PageHeading category={category}>{title}</PageHeading>
      {body()}
    </div>
  );
}
