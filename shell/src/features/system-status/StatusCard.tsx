import { Icon, type IconName } from '@khela/shared';
import type { ReactNode } from 'react';
import { CustomerServiceButton } from '@/components/customer-service/CustomerServiceButton';
import styles from './status.module.css';

interface StatusCardProps {
  testId: string;
  /** A decorative icon, hidden from screen readers. */
  symbol: IconName;
  title: string;
  children: ReactNode;
}

/** The page a system status shows instead of the site: its message, and customer service to reach. */
export function StatusCard({ testId, symbol, title, children }: StatusCardProps) {
  return (
    <main className={styles.page} data-testid={testId}>
      <div className={styles.card}>
        <div className={styles.symbol} aria-hidden="true">
          <Icon name={symbol} />
        </div>
        <h1>{title}</h1>
        {children}
        <div className={styles.actions}>
          <CustomerServiceButton />
        </div>
      </div>
    </main>
  );
}
