import { CATEGORY_ICONS, gameMenusAtom, Icon } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '@khela/shared';
import { availableCategories, largeVendorListAbove, topNavOrder, vendorPath, type GameCategory } from './game-categories';
import { sitePaths } from '@/lib/site-paths';
import styles from './top-nav.module.css';

/** On desktop a category's vendors show on hover or focus; phones go straight to the category. */
function VendorPanel({ category }: { category: GameCategory }) {
  const { t } = useTranslation('shell');
  const large = category.vendors.length > largeVendorListAbove;
  return (
    <ul className={styles.vendors} data-large={large} aria-label={t('nav.vendors', { category: t(`common:categories.${category.gameType}`) })}>
      {category.vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <Link to={vendorPath(category, vendor)} className={styles.vendorLink}>
            {vendor.displayName}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Top navigation of SPEC §2: home first, categories with vendors in order, promotions last. */
export function TopNav() {
  const { t } = useTranslation('shell');
  const menus = useAtomValue(gameMenusAtom);
  const categories = availableCategories(menus, topNavOrder);
  return (
    <nav className={styles.topNav} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <NavLink to={sitePaths.home} end className={styles.link}>
            <Icon name="home" />
            {t('common:categories.HOME')}
          </NavLink>
        </li>
        {categories.map((category) => {
          const icon = CATEGORY_ICONS[category.gameType];
          return (
            <li key={category.gameType} className={styles.item} data-testid={`top-nav-${category.gameType}`}>
              <NavLink to={category.path} className={styles.link}>
                {icon && <Icon name={icon} />}
                {t(`common:categories.${category.gameType}`)}
              </NavLink>
              <VendorPanel category={category} />
            </li>
          );
        })}
        <li className={styles.item}>
          <NavLink to={sitePaths.promotions} className={styles.link}>
            {t('common:categories.PROMOTIONS')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
