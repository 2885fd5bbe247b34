import type { BetStatus } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from './games.module.css';

const tone: Record<BetStatus, string | undefined> = {
  open: styles.open,
  settled: styles.settled,
  rolled_back: styles.rolledBack,
};

/** A bet's status in words (the colour only repeats them). */
export function BetStatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation('member');
  return (
    <span className={`${styles.badge} ${tone[status] ?? ''}`} data-testid="bet-status" data-status={status}>
      {t(`bets.status.${status}`, { defaultValue: status })}
    </span>
  );
}
