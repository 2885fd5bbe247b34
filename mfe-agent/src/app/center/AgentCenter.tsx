import { memberInfoAtom, Outlet, useLocation } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { requestAgentSignOut } from '@/features/landing/agent-login';
import { AgentClock } from './AgentClock';
import { AgentNav } from './AgentNav';
import { centerStyles } from '@khela/shared/reports';
import styles from './center.module.css';

/** The layout of /agentHome/<page>: the back-office bar (clock, who is signed in), its navigation and the page. */
export function AgentCenter() {
  const { t } = useTranslation('agent');
  const member = useAtomValue(memberInfoAtom);
  const { pathname } = useLocation();
  return (
    <div className={`${centerStyles.center} ${styles.wide}`} data-testid="agent-center">
      <div className={styles.bar}>
        <p className={styles.brand}>{t('center.title')}</p>
        <AgentClock />
        <p className={styles.who}>
          <span className={styles.muted}>{t('center.signedInAs')}</span> <strong data-testid="agent-name">{member?.nickname || member?.account || '—'}</strong>
        </p>
        <button type="button" className={styles.signOut} onClick={() => requestAgentSignOut(pathname)}>
          {t('center.signOut')}
        </button>
      </div>
      <AgentNav />
      <div className={centerStyles.content}>
        <Outlet />
      </div>
    </div>
  );
}
