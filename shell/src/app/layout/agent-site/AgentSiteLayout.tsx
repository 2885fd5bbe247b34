import { useTranslation } from 'react-i18next';
import { ShellRoutes } from '../../routes/ShellRoutes';
import layoutStyles from '../layout.module.css';
import { AgentHeader } from './AgentHeader';
import styles from './agent-site.module.css';

/**
 * /agent and /agentHome/*: the agent site's own layout (SPEC §2) — its header and the routed agent
 * remote, with no player header, top navigation, side menu or footer. The agent center's own
 * navigation (a side column on desktop, a drawer on phones) belongs to the agent remote.
 */
export function AgentSiteLayout() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.site} data-testid="agent-site-layout">
      <a href="#main" className={layoutStyles.skip}>
        {t('layout.skipToContent')}
      </a>
      <div className={styles.top}>
        <AgentHeader />
      </div>
      <main id="main" className={styles.main} tabIndex={-1}>
        <ShellRoutes />
      </main>
    </div>
  );
}
