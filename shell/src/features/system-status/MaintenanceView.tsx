import { configAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '@/components/customer-service/CustomerServiceButton';
import styles from './status.module.css';

/** System status 1: the whole site is under maintenance; only customer service stays reachable. */
export function MaintenanceView() {
  const { t } = useTranslation('shell');
  const config = useAtomValue(configAtom);
  return (
    <main className={styles.page} data-testid="maintenance-view">
      <div className={styles.card}>
        <div className={styles.symbol} aria-hidden="true">
          🛠
        </div>
        <h1>{t('status.maintenanceTitle')}</h1>
        <p>{config?.maintenance.message || t('status.maintenanceMessage')}</p>
        <div className={styles.actions}>
          <CustomerServiceButton />
        </div>
      </div>
    </main>
  );
}
