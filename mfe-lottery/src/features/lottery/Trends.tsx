import { AreaFailure, Skeleton, useLanguage, useQuery } from '@khela/shared';
import { lotteryCalls } from '@khela/shared/lottery';
import type { LotteryGame } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localCount } from '@/lib/local-numbers';
import { computeTrends, type FastKind, type NumberTrend } from '@/lib/trends';
import { lotteryKey } from './use-lottery';
import styles from './lottery.module.css';

export const trendWindows = [20, 50, 100] as const;

/** Hot and cold numbers and the big/small and colour roads of a fast game over its last N draws. */
export function Trends({ game, kind }: { game: LotteryGame; kind: FastKind }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const ids = useId();
  const [window, setWindow] = useState<number>(50);
  const query = useQuery({
    queryKey: [lotteryKey, 'results', game.gameCode, 1, 100],
    queryFn: async () => {
      const page = await lotteryCalls.results({ gameCode: game.gameCode, pageNo: 1, pageSize: 100 });
      if (!page.ok) throw page.error;
      return page.value;
    },
  });
  const trends = query.data ? computeTrends(kind, query.data.records, window) : null;
  const list = (items: NumberTrend[], how: 'seen' | 'missing', testId: string) => (
    <ol className={styles.trendList} data-testid={testId}>
      {items.map((item) => (
        <li key={item.value}>
          <span className={styles.ball} aria-hidden="true">
            {item.value}
          </span>
          <span>{t(`trends.${how}`, { value: item.value, count: localCount(item.count, language), missing: localCount(item.missing, language) })}</span>
        </li>
      ))}
    </ol>
  );

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} data-testid="lottery-trends">
      <div className={styles.boardHead}>
        <h3 id={`${ids}-title`} className={styles.subtitle}>
          {t('trends.title')}
        </h3>
        <label className={styles.inline}>
          <span>{t('trends.window')}</span>
          <select value={window} onChange={(event) => setWindow(Number(event.target.value))}>
            {trendWindows.map((count) => (
              <option key={count} value={count}>
                {t('trends.windowOption', { count, shown: localCount(count, language) })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.error && !query.isFetching ? (
        <AreaFailure area="lottery-trends" onRetry={() => void query.refetch()} />
      ) : !trends ? (
        <Skeleton shape="rows" count={5} label={t('loading')} />
      ) : trends.draws === 0 ? (
        <p className={styles.muted}>{t('trends.none')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('trends.over', { count: localCount(trends.draws, language) })}</p>
          <div className={styles.trendCols}>
            <div>
              <h4>{t('trends.hot')}</h4>
              {list(trends.hot, 'seen', 'trends-hot')}
            </div>
            <div>
              <h4>{t('trends.cold')}</h4>
              {list(trends.cold, 'missing', 'trends-cold')}
            </div>
          </div>
          <h4>{t('trends.sizeRoad')}</h4>
          <div className={styles.road} role="img" aria-label={`${t('trends.sizeRoad')}: ${trends.sizeRoad.flat().map((v) => t(`options.${v}`)).join(', ')}`} data-testid="trends-size-road">
            {trends.sizeRoad.map((column, c) => (
              <div key={c} className={styles.roadColumn}>
                {column.map((value, r) => (
                  <span key={r} className={styles.roadCell} data-value={value}>
                    {t(`trends.${value}`)}
                  </span>
                ))}
              </div>
            ))}
          </div>
          {kind === 'wingo' && (
            <>
              <h4>{t('trends.colourRoad')}</h4>
              <div
                className={styles.road}
                role="img"
                aria-label={`${t('trends.colourRoad')}: ${trends.colourRoad.flat().map((colours) => colours.map((c) => t(`options.${c}`)).join(' ')).join(', ')}`}
                data-testid="trends-colour-road"
              >
                {trends.colourRoad.map((column, c) => (
                  <div key={c} className={styles.roadColumn}>
                    {column.map((colours, r) => (
                      <span key={r} className={styles.roadCell} data-colours={colours.join(' ')}>
                        {colours.map((colour) => t(`trends.${colour}`)).join('')}
                      </span>
                    ))}
                  </div>
                ))}
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
