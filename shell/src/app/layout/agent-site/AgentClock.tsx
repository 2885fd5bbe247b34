import { configAtom, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentClockLabel } from './clock';
import styles from './agent-site.module.css';

/** SPEC §2: the agent site's clock, the brand's local time and its GMT offset, ticking each second. */
export function AgentClock() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const timeZone = useAtomValue(configAtom)?.merchant.timeZone ?? 'Asia/Dhaka';
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.clock}>
      <span className="kh-visually-hidden">{t('agentSite.clock')} </span>
      <time dateTime={now.toISOString()} data-testid="agent-clock">
        {agentClockLabel(now, timeZone, language)}
      </time>
    </p>
  );
}
