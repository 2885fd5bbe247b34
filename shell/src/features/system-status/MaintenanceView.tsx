import { configAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { StatusCard } from './StatusCard';

/** System status 1: the whole site is under maintenance; only customer service stays reachable. */
export function MaintenanceView() {
  const { t } = useTranslation('shell');
  const config = useAtomValue(configAtom);
  return (
    <StatusCard testId="maintenance-view" symbol="wrench" title={t('status.maintenanceTitle')}>
      <p>{config?.maintenance.message || t('status.maintenanceMessage')}</p>
    </StatusCard>
  );
}
