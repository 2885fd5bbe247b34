import { useId, type ReactNode } from 'react';
import styles from '@/components/panel.module.css';

/** One card of the page: a region named by its h2. */
export function Section({ title, children, wide = false, testId }: { title: string; children: ReactNode; wide?: boolean; testId?: string }) {
  const headingId = useId();
  return (
    <section className={wide ? `${styles.section} ${styles.wide}` : styles.section} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
