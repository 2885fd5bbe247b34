import { Icon, isAgentAtom, Link, useLocation } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sitePaths } from '@/lib/site-paths';
import styles from './agent-site.module.css';

/**
 * An agent on a member-center page (deposit, withdraw, messages from the agent header, or any other)
 * gets a clear way back to the agent center (docs/agents.md "Agent site").
 */
export function AgentReturnBar() {
  const { t } = useTranslation('shell');
  const isAgent = useAtomValue(isAgentAtom);
  const { pathname } = useLocation();
  if (!isAgent || !pathname.startsWith('/member')) return null;
  return (
    <nav className={styles.returnBar} aria-label={t('agentSite.returnLabel')}>
      <Link to={sitePaths.agentCenter} className={styles.returnLink} data-testid="back-to-agent-center">
        <Icon name="arrow-left" /> {t('agentSite.backToCenter')}
      </Link>
    </nav>
  );
}
