import { AreaFailure, formatDateTime, keepPreviousData, Link, Skeleton, useLanguage, useLocation, useQuery } from '@khela/shared';
import { DataTable } from '@khela/shared/reports';
import { lotteryCalls } from '@khela/shared/lottery';
import type { LotteryGame } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFastKind } from '@/lib/trends';
import { boardHref, hasPrizeTable } from './lottery-kinds';
import { Pager } from './Pager';
import { ResultBalls } from './ResultBalls';
import { Trends } from './Trends';
import { lotteryKey } from './use-lottery';
import styles from './lottery.module.css';

export const resultsPageSize = 20;

/** A game's finished draws, newest first, paged; each drawn one links to its verification; trends for the fast games. */
export function Results({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const { pathname } = useLocation();
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: [lotteryKey, 'results', game.gameCode, pageNo, resultsPageSize],
    queryFn: async () => {
      const page = await lotteryCalls.results({ gameCode: game.gameCode, pageNo, pageSize: resultsPageSize });
      if (!page.ok) throw page.error;
      return page.value;
    },
    placeholderData: keepPreviousData,
  });
  const columns = (['draw', 'time', 'result', 'status', 'verify'] as const).map((key) => ({ key, label: t(`results.columns.${key}`) }));

  return (
    <>
      {isFastKind(game.kind) && <Trends game={game} kind={game.kind} />}
      <section className={styles.section} aria-labelledby={titleId} data-testid="lottery-results">
        <h3 id={titleId} className={styles.subtitle}>
          {t('results.title')}
        </h3>
        {query.error && !query.isFetching ? (
          <AreaFailure area="lottery-results" onRetry={() => void query.refetch()} />
        ) : (
          <div aria-busy={query.isFetching}>
            {hasPrizeTable(game.kind) ? (
              // A prize table per draw (27, 18 or 23 numbers) does not fit a table cell on a phone: one card per draw.
              (query.data?.records ?? []).length === 0 ? (
                query.data ? <p className={styles.muted}>{t('results.empty')}</p> : <Skeleton shape="cards" count={3} label={t('loading')} />
              ) : (
                <ul className={styles.drawCards} aria-label={t('results.title')}>
                  {(query.data?.records ?? []).map((draw) => (
                    <li key={draw.id} className={styles.card} data-testid={`lottery-result-${draw.id}`}>
                      <p className={styles.cardLine}>
                        <strong>{t('bets.draw', { drawNo: draw.drawNo })}</strong>
                        <span className={styles.muted}>{formatDateTime(draw.drawAt, language, game.timezone)}</span>
                        <span>{t(`status.${draw.status}`)}</span>
                      </p>
                      <ResultBalls kind={game.kind} result={draw.result} />
                      {draw.seed && (
                        <Link to={boardHref(pathname, game.gameCode, 'verify', { drawId: draw.id })} className={styles.link} aria-label={t('results.verify', { drawNo: draw.drawNo })}>
                          {t('betting.views.verify')}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              )
            ) : (
            <DataTable
              caption={t('results.title')}
              columns={columns}
              rows={(query.data?.records ?? []).map((draw) => ({
                key: draw.id,
                cells: {
                  draw: draw.drawNo,
                  time: formatDateTime(draw.drawAt, language, game.timezone),
                  result: <ResultBalls kind={game.kind} result={draw.result} compact />,
                  status: t(`status.${draw.status}`),
                  verify: draw.seed ? (
                    <Link to={boardHref(pathname, game.gameCode, 'verify', { drawId: draw.id })} className={styles.link} aria-label={t('results.verify', { drawNo: draw.drawNo })}>
                      {t('betting.views.verify')}
                    </Link>
                  ) : null,
                },
              }))}
              emptyText={query.data ? t('results.empty') : t('loading')}
            />
            )}
            {query.data && <Pager pageNo={pageNo} totalPages={query.data.totalPages} busy={query.isFetching} onPage={setPageNo} />}
          </div>
        )}
      </section>
    </>
  );
}
