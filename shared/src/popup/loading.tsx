import { atom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { store } from '../store/store';
import { DelayedProgress } from '../ui/skeleton/DelayedProgress';
import styles from './popup.module.css';

const pendingAtom = atom(0);
/** The translated words of the labelled waits under way (the newest is shown). */
const labelsAtom = atom<readonly string[]>([]);

/** The loading overlay: shown while any caller holds it; calls nest. */
export const loading = {
  show(): void {
    store.set(pendingAtom, (n) => n + 1);
  },
  hide(): void {
    store.set(pendingAtom, (n) => Math.max(0, n - 1));
  },
  /**
   * Holds the overlay while `work` runs. With a `label` ("Opening the game…"), a wait that outlasts
   * a second also shows those words over a progress bar.
   */
  async during<T>(work: Promise<T>, label?: string): Promise<T> {
    loading.show();
    const entry = label;
    if (entry !== undefined) store.set(labelsAtom, (labels) => [...labels, entry]);
    try {
      return await work;
    } finally {
      if (entry !== undefined) store.set(labelsAtom, (labels) => labels.filter((_, index) => index !== labels.lastIndexOf(entry)));
      loading.hide();
    }
  },
};

export function LoadingOverlay() {
  const pending = useAtomValue(pendingAtom, { store });
  const labels = useAtomValue(labelsAtom, { store });
  const { t } = useTranslation('common');
  if (pending === 0) return null;
  const label = labels.at(-1);
  return (
    <div className={styles.loading} data-testid="loading-overlay">
      <div className={styles.loadingBox}>
        <div className={styles.spinner} aria-hidden="true" />
        <span role="status" className={styles.srOnly}>
          {t('loading')}
        </span>
        {label !== undefined && <DelayedProgress active label={label} testId="loading-progress" />}
      </div>
    </div>
  );
}
