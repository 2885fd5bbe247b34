import { useId, type ReactNode } from 'react';
import styles from './payments.module.css';

export interface RecordCardProps {
  title: string;
  badge: ReactNode;
  /** Label and value pairs; a null value is left out (a reason only once there is one). */
  facts: ReadonlyArray<[string, ReactNode | null]>;
  children?: ReactNode;
  testId?: string;
}

/** One record as a card: its order number and status on top, then what it is. Fits a 360 px phone. */
export function RecordCard({ title, badge, facts, children, testId }: RecordCardProps) {
  const titleId = useId();
  return (
    <li className={styles.record} data-testid={testId} aria-labelledby={titleId}>
      <div className={styles.recordHead}>
        <h3 id={titleId} className={styles.recordTitle}>
          {title}
        </h3>
        {badge}
      </div>
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {children}
    </li>
  );
}
