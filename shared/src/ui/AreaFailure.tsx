import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChunkFailure } from './chunk-failure';
import { releaseFirstDrawings } from './page-kit/first-drawings';
import styles from './ui.module.css';

/**
 * What a part of the page shows when it cannot load or render: the rest of the site goes on. A
 * code file that did not arrive is named with its kind and address (SPEC §8).
 */
export function AreaFailure({ onRetry, area, failure }: { onRetry: () => void; area: string; failure?: ChunkFailure | null }) {
  const { t } = useTranslation('common');
  // The home's first banner and frame drawn by index.html stand above the page: they must not hide this message.
  useEffect(releaseFirstDrawings, []);
  return (
    <section className={styles.failure} role="alert" data-testid="area-failure" data-area={area}>
      <h2>{t('remote.failedTitle')}</h2>
      <p>{t('remote.failedBody')}</p>
      {failure && (
        <p className={styles.failureDetail} data-testid="chunk-failure" data-chunk-type={failure.type}>
          {t('errors.chunkLoad', { type: t(`errors.chunkType.${failure.type}`), address: failure.address, interpolation: { escapeValue: false } })}
        </p>
      )}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </section>
  );
}

export function AreaPending() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.pending} role="status" aria-live="polite">
      {t('remote.loading')}
    </div>
  );
}
