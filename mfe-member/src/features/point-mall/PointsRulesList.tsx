import { formatNumber } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from '@/components/standalone.module.css';
import type { PointsRules } from './point-mall-types';
import { usePointsFormat } from './use-points-format';

/** The rules: what each game type earns, how points convert, and that points never expire (SPEC §9). */
export function PointsRulesList({ rules }: { rules: PointsRules | null }) {
  const { t } = useTranslation('member');
  const { count, money, multiple, language } = usePointsFormat();
  // rate_milli is points ×1000: 1500 reads "1.5", 250 "0.25".
  const points = (rateMilli: number) => formatNumber(rateMilli / 1000, language, rateMilli % 1000 === 0 ? 0 : rateMilli % 100 === 0 ? 1 : rateMilli % 10 === 0 ? 2 : 3);
  const lines: string[] = [t('pointsMall.rules.earn')];
  if (rules) {
    if (rules.rates.length === 0) lines.push(t('pointsMall.rules.noRates'));
    for (const rate of rules.rates.filter((r) => r.rateMilli > 0)) lines.push(t('pointsMall.rules.rate', { gameType: rate.gameType, points: points(rate.rateMilli), amount: money(10_000) }));
    lines.push(t('pointsMall.rules.convert', { perTaka: count(rules.pointsPerTaka), one: money(100), min: count(rules.minConvert) }));
    if (rules.maxConvertPerDay !== null) lines.push(t('pointsMall.rules.convertLimit', { points: count(rules.maxConvertPerDay) }));
    if (rules.convertsPerDay !== null) lines.push(t('pointsMall.rules.convertTimes', { n: count(rules.convertsPerDay) }));
    if (rules.convertMultipleX100 > 0) lines.push(t('pointsMall.rules.convertBonus', { multiple: multiple(rules.convertMultipleX100) }));
  }
  lines.push(t('pointsMall.rules.redeem'), t('pointsMall.rules.neverExpire'), t('pointsMall.rules.review'));
  return (
    <ol className={styles.rules}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ol>
  );
}
