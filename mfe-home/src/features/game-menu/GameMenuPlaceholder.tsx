import { Bone } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { TileSkeletons } from '@/components/GameTiles';
import { homeEntriesPerCategory } from './category-order';
import styles from './game-menu.module.css';

/** Tabs and HOME blocks the placeholder draws: enough to fill a phone's screen below the banner. */
const placeholderTabs = 5;
const placeholderBlocks = 2;

/**
 * The game menu's place while the shell's game menus call is out: its heading, a row of tab-sized
 * pills and the HOME panel's first blocks (a title row and a row of tiles each), in the menu's own
 * sizes, so the winners board below does not move when the menu comes. A screen reader hears
 * that the categories are loading.
 */
export function GameMenuPlaceholder({ headingId }: { headingId: string }) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.menu} aria-labelledby={headingId} aria-busy="true" data-testid="game-menu-placeholder">
      <h2 id={headingId} className={styles.heading}>
        {t('menu.label')}
      </h2>
      <p role="status" className={styles.srOnly}>
        {t('menu.loading')}
      </p>
      <div className={styles.tabs} aria-hidden="true">
        {Array.from({ length: placeholderTabs }, (_, index) => (
          <span key={index} className={styles.tabBone} />
        ))}
      </div>
      <div className={styles.panel} aria-hidden="true">
        {Array.from({ length: placeholderBlocks }, (_, index) => (
          <div key={index} className={styles.block}>
            <div className={`${styles.blockHeader} ${styles.headerBone}`}>
              <Bone width="8em" />
            </div>
            <TileSkeletons count={homeEntriesPerCategory} />
          </div>
        ))}
      </div>
    </section>
  );
}
