import { addDays, lastDays, type DayRange } from '@khela/shared/reports';
import { useTranslation } from 'react-i18next';
import styles from './reports.module.css';

/** Quick ranges beside SPEC §9's moves: today, yesterday, the last 7 and 30 days, this month (brand calendar). */
export function DatePresets({ range, today, onChange }: { range: DayRange; today: string; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation('agent');
  const yesterday = addDays(today, -1);
  const presets: Array<[key: string, DayRange]> = [
    ['today', { from: today, to: today }],
    ['yesterday', { from: yesterday, to: yesterday }],
    ['last7', lastDays(7, today)],
    ['last30', lastDays(30, today)],
    ['thisMonth', { from: `${today.slice(0, 8)}01`, to: today }],
  ];
  return (
    <div className={styles.presets} role="group" aria-label={t('reports.presets.label')}>
      {presets.map(([key, preset]) => (
        <button
          key={key}
          type="button"
          className={styles.chip}
          aria-pressed={preset.from === range.from && preset.to === range.to}
          onClick={() => onChange(preset)}
        >
          {t(`reports.presets.${key}`)}
        </button>
      ))}
    </div>
  );
}
