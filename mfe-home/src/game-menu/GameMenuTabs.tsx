import { bus, EmptyState, type GameMenu, gameMenusAtom, isLoginAtom, Link, openPopup } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryPaths, directLaunchCategories, homeEntriesPerCategory, homeTabs } from './category-order';
import styles from './game-menu.module.css';
import { VendorCard } from './VendorCard';

function CategoryBlock({ menu, cut }: { menu: GameMenu; cut: boolean }) {
  const { t } = useTranslation('home');
  const name = t(`common:categories.${menu.gameType}`, { defaultValue: menu.gameType });
  const vendors = cut ? menu.vendors.slice(0, homeEntriesPerCategory) : menu.vendors;
  const path = categoryPaths[menu.gameType];
  return (
    <section className={styles.block} data-testid={`category-${menu.gameType}`}>
      <div className={styles.blockHeader}>
        <h3 className={styles.blockTitle}>{t('menu.vendorsOf', { category: name })}</h3>
        {cut && path && (
          <Link to={path} className={styles.more}>
            {t('menu.more', { category: name })}
          </Link>
        )}
      </div>
      <ul className={styles.grid}>
        {vendors.map((vendor) => (
          <VendorCard key={`${vendor.gameType}-${vendor.vassalage}`} vendor={vendor} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The home game menu: tabs in SPEC order from the game menus the shell loaded. FAV needs login
 * (the login popup opens otherwise); RUMMY and LUDO launch their game at once.
 */
export function GameMenuTabs() {
  const { t } = useTranslation('home');
  const menus = useAtomValue(gameMenusAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const [selected, setSelected] = useState('HOME');
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const tabs = homeTabs(menus);
  const active = tabs.includes(selected) ? selected : 'HOME';

  const choose = (tab: string) => {
    if (tab === 'FAV' && !isLogin) {
      openPopup('login');
      return;
    }
    if (directLaunchCategories.includes(tab)) {
      const vendor = menus.find((menu) => menu.gameType === tab)?.vendors[0];
      if (vendor) bus.emit('game:start', { vendor: vendor.vassalage, gameType: tab });
      return;
    }
    setSelected(tab);
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); Enter or Space chooses.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length]!;
    tabRefs.current[tab]?.focus();
  };

  const panelFor = (tab: string) => {
    if (tab === 'FAV') return <EmptyState title={t('menu.favEmpty')} />;
    const shown = tab === 'HOME' ? menus.filter((menu) => menu.vendors.length > 0 && !directLaunchCategories.includes(menu.gameType)) : menus.filter((menu) => menu.gameType === tab);
    if (shown.length === 0) return <EmptyState title={t('menu.noMenus')} />;
    const order = homeTabs(menus);
    return [...shown]
      .sort((a, b) => order.indexOf(a.gameType) - order.indexOf(b.gameType))
      .map((menu) => <CategoryBlock key={menu.gameType} menu={menu} cut={tab === 'HOME'} />);
  };

  return (
    <section className={styles.menu} aria-labelledby={`${baseId}-heading`} data-testid="game-menu">
      <h2 id={`${baseId}-heading`} className={styles.heading}>
        {t('menu.label')}
      </h2>
      <div role="tablist" aria-labelledby={`${baseId}-heading`} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === active ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`common:categories.${tab}`, { defaultValue: tab })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`} className={styles.panel} tabIndex={0}>
        {panelFor(active)}
      </div>
    </section>
  );
}
