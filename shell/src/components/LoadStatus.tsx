import { useTranslation } from 'react-i18next';
import type { LoadState } from '@/lib/use-load';
import styles from './popups.module.css';

/** The loading or failure line a popup shows until its content arrives. */
export function LoadStatus({ state }: { state: LoadState<unknown> }) {
  const { t } = useTranslation('common');
  if (state.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.status === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {state.message}
      </p>
    );
  return null;
}
