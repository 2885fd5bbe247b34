import { locationAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { StatusCard } from './StatusCard';
import styles from './status.module.css';

/** System status 2: the visitor's country is restricted for this brand. */
export function RegionRestrictedView() {
  const { t } = useTranslation('shell');
  const location = useAtomValue(locationAtom);
  return (
    <StatusCard testId="region-restricted-view" symbol="ban" title={t('status.restrictedTitle')}>
      <p>
        {t('status.yourIp')} <span className={styles.ip} data-testid="visitor-ip">{location?.ip ?? '-'}</span>
      </p>
      <p>{t('status.restrictedMessage')}</p>
    </StatusCard>
  );
}
