import type { ReactNode } from 'react';
import styles from './form-kit.module.css';

/** A center page (member or agent): its title as the page's h1, an optional line under it, then its sections. */
export function PageFrame({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.frame} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
