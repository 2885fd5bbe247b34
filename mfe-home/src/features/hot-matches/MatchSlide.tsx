import { bus, formatNumber, useLanguage, type HotMatch } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { brandDays, useBrandTimeZone } from '@/lib/brand-time';
import styles from './hot-matches.module.css';
import { kickoffTime, matchDay } from './match-day';
import { TeamLogo } from './TeamLogo';

/**
 * Asks the shell to open the sports vendor that books the match (it gates login and launches);
 * Khela's own book opens straight on the match (its event id rides the launch), in its category.
 */
export function betOnMatch(match: HotMatch): void {
  const gameType = match.sport === 'esports' ? 'ESPORTS' : 'SPORTS';
  bus.emit('game:start', { vendor: match.vendor, gameType, ...(match.eventId && { eventId: match.eventId }) });
}

/** One fixture: league, day label and time, both teams, money-line odds, and the way to bet. */
export function MatchSlide({ match }: { match: HotMatch }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const timeZone = useBrandTimeZone();
  const day = matchDay(match.day, brandDays(timeZone), language);
  // A book match under way says so; the others their day (SPEC: Today / Tomorrow / date).
  const dayLabel = match.live ? t('hotMatches.live') : day.kind === 'date' ? day.text : t(`hotMatches.${day.kind}`);
  const odds = (value: number) => formatNumber(value, language, 2);
  return (
    <article className={styles.slide} aria-label={t('hotMatches.match', { home: match.home.name, away: match.away.name })} data-testid="hot-match">
      <header className={styles.slideHeader}>
        <span className={styles.league}>{match.league}</span>
        <span className={styles.when}>
          <span className={styles.day} data-testid="match-day">
            {dayLabel}
          </span>{' '}
          <time dateTime={match.kickoff}>{kickoffTime(match.kickoff, language, timeZone)}</time>
        </span>
      </header>
      <div className={styles.teams}>
        <div className={styles.team}>
          <TeamLogo name={match.home.name} logo={match.home.logo} />
          <span className={styles.teamName}>{match.home.name}</span>
        </div>
        <span className={styles.versus} aria-hidden="true">
          {t('hotMatches.versus')}
        </span>
        <div className={styles.team}>
          <TeamLogo name={match.away.name} logo={match.away.logo} />
          <span className={styles.teamName}>{match.away.name}</span>
        </div>
      </div>
      <dl className={styles.odds} aria-label={t('hotMatches.odds')}>
        <div className={styles.odd}>
          <dt>{t('hotMatches.home')}</dt>
          <dd>{odds(match.odds.home)}</dd>
        </div>
        {match.odds.draw !== null && (
          <div className={styles.odd}>
            <dt>{t('hotMatches.draw')}</dt>
            <dd>{odds(match.odds.draw)}</dd>
          </div>
        )}
        <div className={styles.odd}>
          <dt>{t('hotMatches.away')}</dt>
          <dd>{odds(match.odds.away)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className={styles.bet}
        onClick={() => betOnMatch(match)}
        aria-label={t('hotMatches.betOn', { home: match.home.name, away: match.away.name })}
      >
        {t('hotMatches.bet')}
      </button>
    </article>
  );
}
