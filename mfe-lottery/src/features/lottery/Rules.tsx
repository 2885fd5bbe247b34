import { currencySymbolAtom, formatDateTime, formatMoney, useLanguage } from '@khela/shared';
import type { LotteryGame } from '@khela/contracts';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localCount } from '@/lib/local-numbers';
import { OddsList } from './OddsList';
import styles from './lottery.module.css';

/** A game's rules: each bet type with how it wins, its odds and limits; the schedule and the freeze; fairness. */
export function Rules({ game }: { game: LotteryGame; now: number }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const titleId = useId();
  const money = (value: number) => formatMoney(value, { language, currencySymbol });
  const period = game.periodSeconds;

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="lottery-rules">
      <h3 id={titleId} className={styles.subtitle}>
        {t('rules.title', { name: game.name })}
      </h3>
      {/* One card per bet type (a table of rule sentences and odds lists does not fit a phone). */}
      <h4>{t('rules.betTypes')}</h4>
      <ul className={styles.cards} aria-label={t('rules.betTypes')}>
        {game.betTypes.map((type) => (
          <li key={type.betType} className={styles.card} data-testid={`lottery-rule-${type.betType}`}>
            <h5 className={styles.cardTitle}>{t(`betTypes.${type.betType}.name`, { defaultValue: type.betType })}</h5>
            <p className={styles.ruleText}>{t(`betTypes.${type.betType}.rule`, { defaultValue: '' })}</p>
            <dl className={styles.ruleFacts}>
              <dt>{t('rules.columns.odds')}</dt>
              <dd>
                <OddsList kind={game.kind} betType={type.betType} odds={type.odds} oddsAlt={type.oddsAlt} />
              </dd>
              <dt>{t('rules.columns.stake')}</dt>
              <dd>{`${money(type.minStake)} – ${money(type.maxStake)}`}</dd>
              <dt>{t('rules.columns.maxPayout')}</dt>
              <dd>{money(type.maxPayoutPerNumber)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('rules.oddsNote')}</p>
      <h4>{t('rules.schedule')}</h4>
      <ul className={styles.facts}>
        <li>
          {period === null
            ? t('rules.daily', { timezone: game.timezone })
            : period % 60 === 0
              ? t('rules.every', { minutes: localCount(period / 60, language) })
              : t('rules.everySeconds', { seconds: localCount(period, language) })}
        </li>
        {game.nextDraw && <li>{t('rules.nextDrawAt', { time: formatDateTime(game.nextDraw.drawAt, language, game.timezone) })}</li>}
        <li>{t('rules.freeze', { seconds: localCount(game.freezeSeconds, language) })}</li>
        <li>{t('rules.maxPerDraw', { amount: money(game.maxStakePerDraw) })}</li>
      </ul>
      <p>{t('rules.fairness')}</p>
    </section>
  );
}
