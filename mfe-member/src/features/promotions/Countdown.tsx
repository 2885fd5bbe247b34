import { formatNumber, useLanguage } from '@khela/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './promotions.module.css';

const MINUTE = 60_000;

/** Days, hours and minutes left, in the reader's digits. */
export function timeLeft(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.ceil(ms / MINUTE));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** "Starts in …" before the start, "Ends in …" until an end; nothing for an open-ended running campaign. */
export function Countdown({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const start = Date.parse(startsAt);
  const end = endsAt ? Date.parse(endsAt) : null;
  const [key, target] = now < start ? (['starts', start] as const) : end !== null && now < end ? (['ends', end] as const) : [null, 0];
  if (!key) return null;
  const left = timeLeft(target - now);
  const time = t('rewardsPromotions.countdown.parts', { days: formatNumber(left.days, language), hours: formatNumber(left.hours, language), minutes: formatNumber(left.minutes, language) });
  return (
    <p className={styles.meta} data-testid="promotion-countdown">
      {t(`rewardsPromotions.countdown.${key}`, { time })}
    </p>
  );
}
