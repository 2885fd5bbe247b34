import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-error';
import { Skeleton, type SkeletonShape } from '../skeleton/Skeleton';
import styles from './status-kit.module.css';

export interface LoadStatusProps {
  loading: boolean;
  error: ApiError | null;
  onRetry: () => void;
  /** The shape of what arrives: while loading, a skeleton of it instead of the "Loading…" line. */
  shape?: SkeletonShape;
  /** How many rows, cards or tiles the skeleton draws. */
  count?: number;
  /**
   * The last answer is still on screen (a new page or filter is loading): no skeleton in front of
   * it, and the status is read out but not drawn, so nothing moves.
   */
  shown?: boolean;
}

/** A skeleton (or "Loading…") while a load runs; its translated failure and a retry when it failed; else nothing. */
export function LoadStatus({ loading, error, onRetry, shape, count, shown = false }: LoadStatusProps) {
  const { t } = useTranslation('common');
  if (error && !loading) {
    return (
      <div className={styles.failure}>
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
        <button type="button" className={styles.small} onClick={onRetry}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  if (loading && shape && !shown) return <Skeleton shape={shape} count={count} />;
  return (
    <p role="status" className={shape ? styles.quiet : styles.status}>
      {loading ? t('loading') : ''}
    </p>
  );
}
