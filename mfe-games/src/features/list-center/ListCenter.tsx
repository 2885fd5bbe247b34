import { EmptyState, gameCalls, Skeleton, useLanguage, useSearchParams } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { gamesPerPage } from '@/lib/centers';
import { filledClassifications, useVendorLanes, vendorsOf } from '@/lib/vendor-lanes';
import type { PageLoader } from '@/lib/fetch-pages';
import { PagedGameGrid } from '@/components/PagedGameGrid';
import { usePagedGames } from '@/lib/use-paged-games';
import { ChipGroup, type Chip } from '@/components/ChipGroup';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeading } from '@/components/PageHeading';
import styles from '@/components/ui.module.css';
import { readListQuery, withClassify, withPage, withVendor } from '@/lib/list-query';
import { LiveTables } from './LiveTables';

/**
 * /live, /fish, /rng, /pvp (/live first shows its live tables): vendor chips, the slot classifications the chosen vendor fills (on
 * /rng), and the games 24 at a time. The filters and the page live in the URL (list-query.ts).
 */
export function ListCenter({ category }: { category: string }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const query = readListQuery(search);
  const lanes = useVendorLanes();
  const vendors = vendorsOf(lanes.lanes, category);
  const vendor = vendors.find((candidate) => candidate.vassalage === query.vendor) ?? null;
  const title = t(`common:categories.${category}`, { defaultValue: category });

  const load: PageLoader = async (pageNo) => {
    const result = await gameCalls.games({
      gameType: category,
      vassalage: query.vendor ?? undefined,
      gameClassify: query.classify ?? undefined,
      pageNo,
      pageSize: gamesPerPage,
    });
    return result.ok ? { ok: true, value: { games: result.value.games, totalPages: result.value.totalPages, total: result.value.total } } : result;
  };
  const list = usePagedGames({
    queryKey: ['games', 'list', category, query.vendor, query.classify, language],
    load,
    page: query.page,
    // The catalogue changes rarely: a list's pages serve 5 minutes of browsing (as on the home).
    staleTime: 5 * 60_000,
  });

  const vendorChips: Chip[] = [[null, t('listCenter.allVendors')], ...vendors.map((v): Chip => [v.vassalage, v.displayName])];
  // Only the classifications with games to show; one chosen by a link stays so it can be cleared.
  const classifications = category === 'RNG' ? filledClassifications(vendors, query.vendor) : [];
  const classifyCodes = query.classify && category === 'RNG' && !classifications.some((c) => c === query.classify) ? [...classifications, query.classify] : classifications;
  const classifyChips: Chip[] = [[null, t('listCenter.allClassifications')], ...classifyCodes.map((c): Chip => [c, t(`classify.${c}`, { defaultValue: c })])];

  const chooseVendor = (code: string | null) => {
    let next = withVendor(search, code);
    // A classification the new vendor has no games in would only show an empty list.
    if (query.classify && !filledClassifications(vendors, code).some((c) => c === query.classify)) next = withClassify(next, null);
    setSearch(next);
  };
  const filtered = query.vendor !== null || query.classify !== null;
  const gamesLabel = vendor ? t('listCenter.vendorGamesHeading', { vendor: vendor.displayName }) : t('listCenter.gamesHeading', { category: title });

  return (
    <div className={styles.page} data-testid={`list-center-${category}`}>
      <PageHeading category={category}>{title}</PageHeading>
      {/* /live opens on the tables running now, with their dealers (SPEC §7 live model list). */}
      {category === 'LIVE' && <LiveTables />}
      {lanes.error && <LoadFailure error={lanes.error} onRetry={lanes.retry} />}
      {/* The vendor chips' row while the lanes load, so the games below do not move down when they come. */}
      {!lanes.lanes && !lanes.error && <Skeleton shape="chips" count={4} label={t('loading', { what: t('listCenter.vendorFilter') })} testId="vendor-chips-skeleton" />}
      {/* On /rng the slot classifications' row comes with the lanes too: its place is held as well. */}
      {!lanes.lanes && !lanes.error && category === 'RNG' && (
        <Skeleton shape="chips" count={4} label={t('loading', { what: t('listCenter.classifications') })} testId="classify-chips-skeleton" />
      )}
      {vendors.length > 0 && <ChipGroup label={t('listCenter.vendorFilter')} chips={vendorChips} selected={query.vendor} onSelect={chooseVendor} />}
      {classifyCodes.length > 0 && (
        <ChipGroup label={t('listCenter.classifications')} chips={classifyChips} selected={query.classify} onSelect={(code) => setSearch(withClassify(search, code))} />
      )}
      <PagedGameGrid
        list={list}
        label={gamesLabel}
        onLoadMore={() => setSearch(withPage(search, query.page + 1), { replace: true })}
        empty={
          <EmptyState title={t(filtered ? 'listCenter.emptyFiltered' : 'listCenter.empty')}>
            {filtered && (
              <button type="button" className={styles.primary} onClick={() => setSearch(withClassify(withVendor(search, null), null))}>
                {t('listCenter.showAll', { category: title })}
              </button>
            )}
          </EmptyState>
        }
      />
    </div>
  );
}
