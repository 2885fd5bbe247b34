import { NavLink } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { agentPageIds } from './agent-pages';
import { centerStyles } from '@khela/shared/reports';
import styles from './center.module.css';

/** The agent center's pages; deposit, withdraw, messages and customer service are in the agent site's header. */
export function AgentNav() {
  const { t } = useTranslation('agent');
  return (
    <nav className={centerStyles.nav} aria-label={t('center.navLabel')}>
      <ul className={`${centerStyles.navList} ${styles.navList}`}>
        {agentPageIds.map((id) => (
          <li key={id}>
            <NavLink to={`/agentHome/${id}`} className={({ isActive }) => [centerStyles.navLink, isActive ? centerStyles.active : ''].join(' ')}>
              {t(`pages.${id}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
