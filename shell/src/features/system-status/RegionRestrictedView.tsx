import { locationAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '@/components/customer-service/CustomerServiceButton';
import styles from './status.module.css';

/** System status 2: the visitor's country is restricted for this brand. */
export function RegionRestrictedView() {
  const { t } = useTranslation('shell');
  const location = useAtomValue(locationAtom);
  return (
    <main className={styles.page} data-testid="region-restricted-view">
      <div className={styles.card}>
        <div className={styles.symbol} aria-hidden="true">
          ⛔
        </div>
        <h1>{t('status.restrictedTitle')}</h1>
        <p>
          {t('status.yourIp')} <span className={styles.ip} data-testid="visitor-ip">{location?.ip ?? '-'}</span>
        </p>
        <p>{t('status.restrictedMessage')}</p>
        <div className={styles.actions}>
          <CustomerServiceButton />
        </div>
      </div>
    </main>
  );
}
