import { useId, type ReactNode, type Ref } from 'react';
import styles from './sections.module.css';

/** A home section: its heading, and whatever its data gives (list, empty or failed state). */
export function HomeSection({ id, title, children, ref }: { id: string; title: string; children: ReactNode; ref?: Ref<HTMLElement> }) {
  const headingId = useId();
  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId} data-testid={`section-${id}`}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
