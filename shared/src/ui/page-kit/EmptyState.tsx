import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import styles from './page-kit.module.css';

/** An honest "nothing here" for an area whose records do not exist (yet): never made-up rows. */
export function EmptyState({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div className={styles.empty} data-testid={testId ?? 'empty-state'}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <Icon name="inbox" />
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
