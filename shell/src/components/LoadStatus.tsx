import type { UseQueryResult } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from './popups.module.css';

/** The loading or failure line a popup shows until its content arrives. */
export function LoadStatus({ query }: { query: Pick<UseQueryResult<unknown>, 'isPending' | 'error'> }) {
  const { t } = useTranslation('common');
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (query.error)
    return (
      <p role="alert" className={styles.error}>
        {query.error.message}
      </p>
    );
  return null;
}
