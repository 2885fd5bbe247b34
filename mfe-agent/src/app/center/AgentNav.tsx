import { Link, NavLink, openPopup } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { agentPageIds, agentShortcuts } from './agent-pages';
import { centerStyles } from '@khela/shared/reports';

export function AgentNav() {
  const { t } = useTranslation('agent');
  return (
    <nav className={centerStyles.nav} aria-label={t('center.navLabel')}>
      <ul className={centerStyles.navList}>
        {agentPageIds.map((id) => (
          <li key={id}>
            <NavLink to={`/agentHome/${id}`} className={({ isActive }) => [centerStyles.navLink, isActive ? centerStyles.active : ''].join(' ')}>
              {t(`pages.${id}.title`)}
            </NavLink>
          </li>
        ))}
        {agentShortcuts.map((entry) => (
          <li key={entry.id}>
            {'to' in entry ? (
              <Link to={entry.to} className={centerStyles.navLink}>
                {t(`shortcuts.${entry.id}`)}
              </Link>
            ) : (
              <button type="button" className={centerStyles.navLink} onClick={() => openPopup(entry.popup)}>
                {t(`shortcuts.${entry.id}`)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
