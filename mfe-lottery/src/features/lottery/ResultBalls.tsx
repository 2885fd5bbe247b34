import type { LotteryKind, LotteryResult } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { wingoColours } from '@/lib/numbers';
import styles from './lottery.module.css';

interface Props {
  kind: LotteryKind;
  result: LotteryResult | null;
  /** The lobby's and tables' short form: the fast game's numbers, VN's special prize, 4D's first prize. */
  compact?: boolean;
}

function Ball({ value, colours }: { value: string; colours?: string[] }) {
  return (
    <span className={styles.ball} data-colours={colours?.join(' ')}>
      {value}
    </span>
  );
}

/** A draw's result as players read it: balls, dice, colours, or the prize tiers of VN and 4D. */
export function ResultBalls({ kind, result, compact = false }: Props) {
  const { t } = useTranslation('lottery');
  if (!result || result.tiers.length === 0) return <span className={styles.muted}>{t('lobby.noResult')}</span>;
  const first = result.tiers[0]!;
  if (kind === 'wingo') {
    const n = Number(first.numbers[0]);
    const colours = wingoColours(n);
    return (
      <span className={styles.balls} aria-label={`${first.numbers[0]} ${colours.map((c) => t(`options.${c}`)).join(' ')}`}>
        <Ball value={first.numbers[0] ?? ''} colours={colours} />
        <span className={styles.tags} aria-hidden="true">
          {n >= 5 ? t('options.big') : t('options.small')} · {colours.map((c) => t(`options.${c}`)).join(' ')}
        </span>
      </span>
    );
  }
  if (kind === 'd5' || kind === 'k3') {
    const sum = first.numbers.reduce((total, n) => total + Number(n), 0);
    return (
      <span className={styles.balls}>
        {first.numbers.map((n, i) => (
          <span key={i} className={kind === 'k3' ? styles.die : styles.ball}>
            {n}
          </span>
        ))}
        <span className={styles.tags}>{t('tiers.sum', { sum })}</span>
      </span>
    );
  }
  if (compact) {
    return (
      <span className={styles.balls}>
        <span className={styles.tags}>{t(`tiers.${first.tier}`, { defaultValue: first.tier })}</span>
        <strong className={styles.prize}>{first.numbers.join(' ')}</strong>
      </span>
    );
  }
  return (
    <table className={styles.tiers}>
      <tbody>
        {result.tiers.map((tier) => (
          <tr key={tier.tier}>
            <th scope="row">{t(`tiers.${tier.tier}`, { defaultValue: tier.tier })}</th>
            <td>{tier.numbers.join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
