import { bus, CATEGORY_ICONS, EmptyState, Icon, type GameMenu, gameMenusAtom, gameMenusLoadedAtom, isLoginAtom, openPopup, releaseFirstFrame } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GamesBlock, VendorBlock } from './CategoryBlock';
import { CategoryGames } from './CategoryGames';
import { directLaunchCategories, homeTabs, isListCategory } from './category-order';
import { FavouriteGames } from './FavouriteGames';
import { GameMenuPlaceholder } from './GameMenuPlaceholder';
import styles from './game-menu.module.css';

/** HOME: every category as a block cut to 5 (games for list categories, vendors for the others), in tab order. */
function HomeOverview({ menus, order }: { menus: readonly GameMenu[]; order: readonly string[] }) {
  const { t } = useTranslation('home');
  const shown = menus
    .filter((menu) => menu.vendors.length > 0 && !directLaunchCategories.includes(menu.gameType))
    .sort((a, b) => order.indexOf(a.gameType) - order.indexOf(b.gameType));
  if (shown.length === 0) return <EmptyState title={t('menu.noMenus')} />;
  return shown.map((menu) => (isListCategory(menu.gameType) ? <GamesBlock key={menu.gameType} gameType={menu.gameType} /> : <VendorBlock key={menu.gameType} menu={menu} cut />));
}

function CategoryPanel({ menu }: { menu: GameMenu }) {
  return isListCategory(menu.gameType) ? <CategoryGames gameType={menu.gameType} /> : <VendorBlock menu={menu} cut={false} />;
}

/**
 * The home game menu: tabs in SPEC order from the game menus the shell loaded. FAV needs login
 * (the login popup opens otherwise); RUMMY and LUDO launch their game at once. Until the shell's
 * game menus call has answered, the menu's placeholder holds its place.
 */
export function GameMenuTabs() {
  const { t } = useTranslation('home');
  const menus = useAtomValue(gameMenusAtom);
  const loaded = useAtomValue(gameMenusLoadedAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const [selected, setSelected] = useState('HOME');
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const tabs = homeTabs(menus);
  // index.html's first frame drew this menu from the same answers (docs/adr/0020): once the live one
  // is drawn (this commit), the picture goes; and with the home page.
  useEffect(() => {
    if (loaded) releaseFirstFrame();
  }, [loaded]);
  useEffect(() => releaseFirstFrame, []);
  // A tab whose category went away, or FAV after logging out, falls back to HOME.
  const active = tabs.includes(selected) && (selected !== 'FAV' || isLogin) ? selected : 'HOME';

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
    if (tab === 'FAV') return <FavouriteGames />;
    if (tab === 'HOME') return <HomeOverview menus={menus} order={tabs} />;
    const menu = menus.find((candidate) => candidate.gameType === tab);
    return menu ? <CategoryPanel menu={menu} /> : <EmptyState title={t('menu.noMenus')} />;
  };

  if (!loaded) return <GameMenuPlaceholder headingId={`${baseId}-heading`} />;

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
            {CATEGORY_ICONS[tab] && <Icon name={CATEGORY_ICONS[tab]} />}
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
