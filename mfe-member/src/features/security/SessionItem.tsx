import { useTranslation } from 'react-i18next';
import { useSecurityLabels } from './labels';
import type { SessionEntry } from '@/lib/member-account';
import recordStyles from '@/components/records.module.css';
import styles from './security.module.css';

/** One signed-in device: what it is, this one marked, where from, how and when. */
export function SessionItem({ session }: { session: SessionEntry }) {
  const { t } = useTranslation('member');
  const labels = useSecurityLabels();
  return (
    <li className={styles.session} data-testid={session.current ? 'session-current' : 'session'}>
      <p className={styles.sessionTitle} title={session.userAgent ?? undefined}>
        {labels.device(session.userAgent)}
        {session.current && <span className={styles.badge}>{t('security.sessions.current')}</span>}
      </p>
      <dl className={recordStyles.facts}>
        <dt>{t('columns.ip')}</dt>
        <dd>{session.ip ?? '—'}</dd>
        <dt>{t('security.sessions.method')}</dt>
        <dd>{labels.method(session.loginMethod)}</dd>
        <dt>{t('security.sessions.started')}</dt>
        <dd>{labels.dateTime(session.createdAt)}</dd>
        <dt>{t('security.sessions.lastSeen')}</dt>
        <dd>{labels.dateTime(session.lastSeenAt)}</dd>
      </dl>
    </li>
  );
}
