import { AreaFailure, currencySymbolAtom, formatDateTime, formatMoney, keepPreviousData, Skeleton, useLanguage, useQuery } from '@khela/shared';
import { DataTable } from '@khela/shared/reports';
import { lotteryCalls } from '@khela/shared/lottery';
import type { LotteryBet } from '@khela/contracts';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localOdds } from '@/lib/local-numbers';
import { useSelectionText } from './BetPanel';
import { Pager } from './Pager';
import { lotteryKey } from './use-lottery';
import styles from './lottery.module.css';

export const myBetsPageSize = 20;
const COLUMNS = ['betType', 'selection', 'cost', 'odds', 'status', 'payout'] as const;

/** The member's bets on this game, open or settled, a page at a time, grouped by draw. */
export function MyBets({ gameCode, timezone }: { gameCode: string; timezone: string }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const selectionText = useSelectionText();
  const titleId = useId();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: [lotteryKey, 'bets', gameCode, status, pageNo, language],
    queryFn: async () => {
      const page = await lotteryCalls.myBets({ gameCode, status, pageNo, pageSize: myBetsPageSize });
      if (!page.ok) throw page.error;
      return page.value;
    },
    placeholderData: keepPreviousData,
  });
  const money = (value: number) => formatMoney(value, { language, currencySymbol });
  const groups = new Map<string, LotteryBet[]>();
  for (const bet of query.data?.records ?? []) groups.set(bet.drawNo, [...(groups.get(bet.drawNo) ?? []), bet]);

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="lottery-bets">
      <h3 id={titleId} className={styles.subtitle}>
        {t('bets.title')}
      </h3>
      <div role="tablist" aria-label={t('bets.filter')} className={styles.tabs}>
        {(['open', 'settled'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            className={styles.tab}
            onClick={() => {
              setStatus(value);
              setPageNo(1);
            }}
          >
            {t(`bets.${value}`)}
          </button>
        ))}
      </div>
      {query.error && !query.isFetching ? (
        <AreaFailure area="lottery-bets" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton shape="rows" count={4} label={t('loading')} />
      ) : groups.size === 0 ? (
        <p className={styles.muted}>{t('bets.empty')}</p>
      ) : (
        <div aria-busy={query.isFetching} className={styles.section}>
          {[...groups].map(([drawNo, bets]) => (
            <DataTable
              key={drawNo}
              caption={t('bets.draw', { drawNo })}
              columns={COLUMNS.map((key) => ({ key, label: t(`bets.columns.${key}`), numeric: key === 'cost' || key === 'payout' }))}
              rows={bets.map((bet) => ({
                key: bet.id,
                cells: {
                  betType: t(`betTypes.${bet.betType}.name`, { defaultValue: bet.betType }),
                  selection: selectionText(bet.selection),
                  cost: money(bet.cost),
                  odds: localOdds(bet.odds, language),
                  status: (
                    <span data-status={bet.status} title={formatDateTime(bet.placedAt, language, timezone)}>
                      {t(`status.${bet.status}`)}
                    </span>
                  ),
                  payout: money(bet.payout),
                },
              }))}
              emptyText={t('bets.empty')}
            />
          ))}
          <Pager pageNo={pageNo} totalPages={query.data.totalPages} busy={query.isFetching} onPage={setPageNo} />
        </div>
      )}
    </section>
  );
}
