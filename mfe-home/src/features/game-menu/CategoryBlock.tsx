import { Link, type Game, type GameMenu } from '@khela/shared';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTiles, TileGrid, TileSkeletons } from '@/components/GameTiles';
import { QueryArea } from '@/components/QueryArea';
import { useNearHomeViewport } from '@/lib/use-near-viewport';
import { categoryPaths, homeEntriesPerCategory } from './category-order';
import styles from './game-menu.module.css';
import { useCategoryGames, useCategoryGamesAtHand } from './use-category-games';
import { VendorCard } from './VendorCard';

export function useCategoryName(gameType: string): string {
  const { t } = useTranslation('home');
  return t(`common:categories.${gameType}`, { defaultValue: gameType });
}

/** A category's block: its title, a "see all" link to its center when cut, and its entries. */
function BlockFrame({ gameType, title, seeAll, children, ref }: { gameType: string; title: string; seeAll: boolean; children: ReactNode; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation('home');
  const name = useCategoryName(gameType);
  const path = categoryPaths[gameType];
  return (
    <section ref={ref} className={styles.block} data-testid={`category-${gameType}`}>
      <div className={styles.blockHeader}>
        <h3 className={styles.blockTitle}>{title}</h3>
        {seeAll && path && (
          <Link to={path} className={styles.more}>
            {t('menu.more', { category: name })}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A vendor category (SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT…): its vendors' cards, cut to 5 on HOME. */
export function VendorBlock({ menu, cut }: { menu: GameMenu; cut: boolean }) {
  const { t } = useTranslation('home');
  const name = useCategoryName(menu.gameType);
  const vendors = cut ? menu.vendors.slice(0, homeEntriesPerCategory) : menu.vendors;
  return (
    <BlockFrame gameType={menu.gameType} title={t('menu.vendorsOf', { category: name })} seeAll={cut}>
      <TileGrid>
        {vendors.map((vendor) => (
          <VendorCard key={`${vendor.gameType}-${vendor.vassalage}`} vendor={vendor} />
        ))}
      </TileGrid>
    </BlockFrame>
  );
}

/** A list category's games as its query has them: skeleton tiles, its failure with a retry, empty, or `children`. */
export function CategoryGamesArea({ gameType, skeletons, children }: { gameType: string; skeletons: number; children: (games: readonly Game[]) => ReactNode }) {
  const { t } = useTranslation('home');
  const name = useCategoryName(gameType);
  const { query, games } = useCategoryGames(gameType);
  return (
    <QueryArea query={query} loading={<TileSkeletons count={skeletons} />} failedTitle={t('menu.gamesFailed', { category: name })} isEmpty={() => games.length === 0} emptyTitle={t('menu.noGames', { category: name })}>
      {() => children(games)}
    </QueryArea>
  );
}

/**
 * A list category (RNG, LIVE, FISH, PVP) on HOME: its first games, cut to 5. The page of 12 is
 * fetched when the block nears the viewport and kept for the category's tab; when it is at hand
 * already (index.html came with it), the tiles show at once.
 */
export function GamesBlock({ gameType }: { gameType: string }) {
  const name = useCategoryName(gameType);
  const [ref, near] = useNearHomeViewport<HTMLElement>();
  const atHand = useCategoryGamesAtHand(gameType);
  return (
    <BlockFrame ref={ref} gameType={gameType} title={name} seeAll>
      {near || atHand ? (
        <CategoryGamesArea gameType={gameType} skeletons={homeEntriesPerCategory}>
          {(games) => <GameTiles games={games.slice(0, homeEntriesPerCategory)} />}
        </CategoryGamesArea>
      ) : (
        <TileSkeletons count={homeEntriesPerCategory} />
      )}
    </BlockFrame>
  );
}
