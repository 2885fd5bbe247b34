import { useLanguage } from '@khela/shared';
import type { LotteryKind } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { localOdds } from '@/lib/local-numbers';
import { oddsTable } from '@/lib/odds';
import styles from './lottery.module.css';

/** A bet type's odds as a small labelled list (colour → odds, sum → odds, prize → odds); the single value otherwise. */
export function OddsList({ kind, betType, odds, oddsAlt }: { kind: LotteryKind; betType: string; odds: string; oddsAlt: string | null }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const table = oddsTable(kind, betType, { odds, oddsAlt });
  if (!table) return <>{localOdds(odds, language)}</>;
  return (
    <dl className={styles.oddsList} aria-label={t('odds.table', { betType: t(`betTypes.${betType}.name`, { defaultValue: betType }) })}>
      {table.map((entry) => (
        <div key={entry.key} className={styles.oddsRow}>
          <dt>{t(entry.label, entry.values)}</dt>
          <dd>{localOdds(entry.odds, language)}</dd>
        </div>
      ))}
    </dl>
  );
}
