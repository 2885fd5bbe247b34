import { formatNumber, useLanguage, type BetRecord } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import styles from './games.module.css';

type Detail = NonNullable<BetRecord['detail']>;

/** The bet's result in words, from the record's status and payout against the stake. */
export function sportsResult(record: Pick<BetRecord, 'status' | 'stake' | 'payout'>): string {
  if (record.status === 'open' || record.payout === null) return 'open';
  if (record.status === 'rolled_back') return 'rolledBack';
  if (record.payout === 0) return 'lost';
  if (record.payout === record.stake) return 'void';
  if (record.payout < record.stake) return 'partLost';
  return 'won';
}

/**
 * A sportsbook bet's legs (docs/vendor-wallet.md "Bet detail"): sport, match, market, selection and
 * the odds taken, one line each, then the bet's result. The words are the book's, in both languages.
 */
export function SportsBetDetail({ record, detail }: { record: BetRecord; detail: Detail }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const kind = detail.legs.length === 1 ? t('bets.sports.single') : t('bets.sports.parlay', { n: formatNumber(detail.legs.length, language) });
  return (
    <div className={styles.sportsDetail} data-testid="bet-sports-detail">
      <p className={styles.sportsKind}>{kind}</p>
      <ul className={styles.legs} aria-label={t('bets.sports.legs')}>
        {detail.legs.map((leg, i) => (
          <li key={i} className={styles.leg} data-testid="bet-leg">
            <span className={styles.legSport}>
              {t(`bets.sports.sport.${leg.sport}`, { defaultValue: leg.sport })} · {leg.competition}
            </span>
            <span className={styles.legEvent}>{leg.event}</span>
            <span>
              {leg.market[language]}: <strong>{leg.selection[language]}</strong> · {t('bets.sports.odds', { odds: formatNumber(Number(leg.odds), language, 2) })}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.sportsResult} data-testid="bet-result">
        {t('bets.sports.result')}: {t(`bets.sports.results.${sportsResult(record)}`)}
      </p>
    </div>
  );
}
