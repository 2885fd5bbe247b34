import { configAtom, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentClockLabel } from './clock';
import styles from './center.module.css';

export function AgentClock() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const timeZone = useAtomValue(configAtom)?.merchant.timeZone ?? 'Asia/Dhaka';
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.clock}>
      <span className={styles.muted}>{t('center.clock')}</span>{' '}
      <time dateTime={now.toISOString()} data-testid="agent-clock">
        {agentClockLabel(now, timeZone, language)}
      </time>
    </p>
  );
}
