import { EmptyState } from '@khela/shared';
import { useId } from 'react';
import styles from './sections.module.css';

/** A home section whose data comes with a later issue: its real heading and an honest empty state. */
export function UpcomingSection({ id, title, emptyText }: { id: string; title: string; emptyText: string }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`section-${id}`}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <EmptyState title={emptyText} />
    </section>
  );
}
