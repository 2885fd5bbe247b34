import { memberInfoAtom, Navigate, useLocation, useParams } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { requestAgentSignOut } from '../landing/agent-login';
import { AgentPage } from '../pages/AgentPage';
import { AgentClock } from './AgentClock';
import { AgentNav } from './AgentNav';
import { defaultAgentPage, isAgentPage } from './agent-pages';
import styles from './center.module.css';

/** /agentHome/:page — the back-office bar (clock, who is signed in), its navigation and the page. */
export function AgentCenter() {
  const { t } = useTranslation('agent');
  const { page } = useParams();
  const member = useAtomValue(memberInfoAtom);
  const { pathname } = useLocation();
  if (!isAgentPage(page)) return <Navigate to={`/agentHome/${defaultAgentPage}`} replace />;
  return (
    <div className={styles.center} data-testid="agent-center">
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
      <div className={styles.content}>
        <AgentPage id={page} />
      </div>
    </div>
  );
}
