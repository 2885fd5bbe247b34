import { availablePromoCountAtom, claimableMissionCountAtom, formatNumber, NavLink, unreadMessageAtom, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { badgeSource, memberPageIds } from './member-pages';
import { centerStyles } from '@khela/shared/reports';
import styles from './center.module.css';

export function MemberNav() {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const counts = { missions: useAtomValue(claimableMissionCountAtom), promo: useAtomValue(availablePromoCountAtom), message: useAtomValue(unreadMessageAtom) };
  return (
    <nav className={centerStyles.nav} aria-label={t('center.navLabel')}>
      <ul className={centerStyles.navList}>
        {memberPageIds.map((id) => {
          const source = badgeSource[id];
          const count = source ? counts[source] : 0;
          return (
            <li key={id}>
              <NavLink to={`/member/${id}`} className={({ isActive }) => [centerStyles.navLink, isActive ? centerStyles.active : ''].join(' ')}>
                <span>{t(`pages.${id}.title`)}</span>
                {count > 0 && (
                  <span className={styles.badge} data-testid={`badge-${id}`} aria-label={t('center.badge', { count })}>
                    {formatNumber(count, language)}
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
