import { gameMenusAtom, useSearchParams } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { rngClassifications } from '../centers/centers';
import { PageHeading } from '../ui/PageHeading';
import styles from '../ui/ui.module.css';
import { useGameList } from './game-tile';
import { GameGrid } from './GameGrid';
import { readListQuery, withClassify, withPage, withVendor } from './list-query';

/** /live, /fish, /rng, /pvp: vendor chips, the slot classifications on /rng, and the games. */
export function ListCenter({ category }: { category: string }) {
  const { t } = useTranslation('games');
  const menus = useAtomValue(gameMenusAtom);
  const [search, setSearch] = useSearchParams();
  const query = readListQuery(search);
  const vendors = menus.find((menu) => menu.gameType === category)?.vendors ?? [];
  const { games, hasMore } = useGameList({ category, ...query });
  const title = t(`common:categories.${category}`, { defaultValue: category });

  const vendorChips: Array<[string | null, string]> = [[null, t('listCenter.allVendors')], ...vendors.map((v): [string, string] => [v.vassalage, v.displayName])];
  const classifyTabs: Array<[string | null, string]> = [[null, t('listCenter.allClassifications')], ...rngClassifications.map((c): [string, string] => [c, t(`classify.${c}`)])];

  return (
    <div className={styles.page} data-testid={`list-center-${category}`}>
      <PageHeading>{title}</PageHeading>
      {vendors.length > 0 && (
        <div role="group" aria-label={t('listCenter.vendorFilter')} className={styles.chips}>
          {vendorChips.map(([code, name]) => (
            <button key={code ?? 'all'} type="button" className={styles.chip} aria-pressed={query.vendor === code} onClick={() => setSearch(withVendor(search, code))}>
              {name}
            </button>
          ))}
        </div>
      )}
      {category === 'RNG' && (
        <div role="group" aria-label={t('listCenter.classifications')} className={styles.chips}>
          {classifyTabs.map(([code, name]) => (
            <button key={code ?? 'all'} type="button" className={styles.chip} aria-pressed={query.classify === code} onClick={() => setSearch(withClassify(search, code))}>
              {name}
            </button>
          ))}
        </div>
      )}
      <GameGrid
        games={games}
        hasMore={hasMore}
        label={t('listCenter.gamesHeading', { category: title })}
        onLoadMore={() => setSearch(withPage(search, query.page + 1), { replace: true })}
      />
    </div>
  );
}
