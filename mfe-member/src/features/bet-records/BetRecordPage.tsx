import { EmptyState, Link } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { formStyles, LoadStatus, PageFrame } from '@khela/shared/reports';
import { Pager } from '@/components/Pager';
import { Section } from '@/components/Section';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import { gamesPath } from './bet-filters';
import { BetRecordFilters } from './BetRecordFilters';
import { BetRecordList } from './BetRecordList';
import { BetTotalsSummary } from './BetTotalsSummary';
import { useBetRecords } from './use-bet-records';
import tabStyles from '@/components/tabs.module.css';

/**
 * The betting record (personalHistoryCopy): every bet from every provider as the api recorded it
 * through the vendors' wallet calls, by category, provider, status and days in the brand's time
 * zone (today first), with the sums of the whole selection above a page of bets.
 */
export function BetRecordPage() {
  const { t } = useTranslation('member');
  const { language } = useWalletLabels();
  const { today, filters, range, page, totalPages, records, changeFilters, changeRange, setPage } = useBetRecords();
  const answer = records.error ? null : records.value;
  return (
    <PageFrame title={t('pages.personalHistoryCopy.title')} intro={t('pages.personalHistoryCopy.intro')} testId="member-page-personalHistoryCopy">
      <BetRecordFilters filters={filters} range={range} today={today} onFilters={changeFilters} onRange={changeRange} />
      <Section title={t('bets.list')} wide testId="bet-records">
        <LoadStatus loading={records.loading} error={records.error} onRetry={records.reload} shown={Boolean(records.value)} shape="rows" count={6} />
        {answer && (
          <div className={tabStyles.panel} aria-busy={records.loading}>
            {answer.records.length > 0 ? (
              <>
                <BetTotalsSummary totals={answer.totals} />
                <BetRecordList records={answer.records} />
              </>
            ) : (
              <EmptyState title={t('bets.empty')} testId="bet-records-empty">
                <Link to={gamesPath(filters.gameType)} className={formStyles.secondary}>
                  {t('bets.findGames')}
                </Link>
              </EmptyState>
            )}
          </div>
        )}
        {answer && totalPages > 1 && <Pager label={t('bets.pages')} page={page} totalPages={totalPages} language={language} busy={records.loading} onChange={setPage} />}
      </Section>
    </PageFrame>
  );
}
