import { atom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { store } from '../store/store';
import styles from './popup.module.css';

const pendingAtom = atom(0);

/** The loading overlay: shown while any caller holds it; calls nest. */
export const loading = {
  show(): void {
    store.set(pendingAtom, (n) => n + 1);
  },
  hide(): void {
    store.set(pendingAtom, (n) => Math.max(0, n - 1));
  },
  async during<T>(work: Promise<T>): Promise<T> {
    loading.show();
    try {
      return await work;
    } finally {
      loading.hide();
    }
  },
};

export function LoadingOverlay() {
  const pending = useAtomValue(pendingAtom, { store });
  const { t } = useTranslation('common');
  if (pending === 0) return null;
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="loading-overlay">
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>{t('loading')}</span>
    </div>
  );
}
