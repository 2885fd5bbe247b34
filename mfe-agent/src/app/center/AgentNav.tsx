import { Link, NavLink, openPopup } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { agentPageIds, agentShortcuts } from './agent-pages';
import styles from './center.module.css';

export function AgentNav() {
  const { t } = useTranslation('agent');
  return (
    <nav className={styles.nav} aria-label={t('center.navLabel')}>
      <ul className={styles.navList}>
        {agentPageIds.map((id) => (
          <li key={id}>
            <NavLink to={`/agentHome/${id}`} className={({ isActive }) => [styles.navLink, isActive ? styles.active : ''].join(' ')}>
              {t(`pages.${id}.title`)}
            </NavLink>
          </li>
        ))}
        {agentShortcuts.map((entry) => (
          <li key={entry.id}>
            {'to' in entry ? (
              <Link to={entry.to} className={styles.navLink}>
                {t(`shortcuts.${entry.id}`)}
              </Link>
            ) : (
              <button type="button" className={styles.navLink} onClick={() => openPopup(entry.popup)}>
                {t(`shortcuts.${entry.id}`)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
