import { rewardsMissionsCalls, type LeaderboardAnswer } from '@khela/shared';
import { DataTable, LoadStatus, SelectFilter } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberQuery } from '@/lib/use-api-query';
import styles from './missions.module.css';
import { useMissionFormat } from './use-mission-format';
import { useRewardText } from './use-reward-text';

type Period = 'current' | 'previous';

/** The leaderboard tab: a board picker, this or the last period, the top 50 (names masked) and the member's own rank. */
export function LeaderboardPanel() {
  const { t } = useTranslation('member');
  const { money, count } = useMissionFormat();
  const rewardText = useRewardText();
  const [board, setBoard] = useState<string | null>(null);
  const [period, setPeriod] = useState<Period>('current');
  // Scores move with every settled bet: read again each time the tab opens.
  const loaded = useMemberQuery<LeaderboardAnswer>(['rewards', 'leaderboard', board, period], () => rewardsMissionsCalls.leaderboard(board, period), { staleTime: 0 });
  const answer = loaded.value;
  const current = answer?.boards.find((item) => item.code === answer.board) ?? null;
  return (
    <div data-testid="leaderboard">
      <LoadStatus loading={loaded.loading && !answer} error={answer ? null : loaded.error} onRetry={loaded.reload} shape="rows" count={5} />
      {answer && answer.boards.length === 0 && <p className={styles.note}>{t('missions.noBoards')}</p>}
      {answer && current && (
        <>
          <div className={styles.filters}>
            <SelectFilter
              label={t('missions.board')}
              value={current.code}
              options={answer.boards.map((item) => [item.code, item.title] as [string, string])}
              onChange={(value) => setBoard(value)}
            />
            <div role="group" aria-label={t('missions.period.label')} className={styles.periods}>
              {(['current', 'previous'] as const).map((choice) => (
                <button key={choice} type="button" aria-pressed={period === choice} className={period === choice ? styles.periodOn : styles.period} onClick={() => setPeriod(choice)}>
                  {t(`missions.period.${choice}`)}
                </button>
              ))}
            </div>
          </div>
          <p className={styles.note} data-testid="my-rank">
            {answer.me ? t('missions.myRank', { rank: count(answer.me.rank), score: money(answer.me.score) }) : t('missions.notRanked')}
          </p>
          {answer.prizes.length > 0 && (
            <section aria-label={t('missions.prizes')} className={styles.prizes}>
              <h3 className={styles.sectionTitle}>{t('missions.prizes')}</h3>
              <ul>
                {answer.prizes.map((prize) => (
                  <li key={prize.rank}>{t('missions.prize', { rank: count(prize.rank), reward: rewardText(prize) })}</li>
                ))}
              </ul>
            </section>
          )}
          <DataTable
            caption={t('missions.ranking', { board: current.title })}
            columns={[
              { key: 'rank', label: t('missions.column.rank'), numeric: true },
              { key: 'player', label: t('missions.column.player') },
              { key: 'score', label: t('missions.column.score'), numeric: true },
            ]}
            rows={answer.rows.map((row) => ({
              key: row.rank,
              cells: {
                rank: count(row.rank),
                player: row.me ? <strong>{`${row.player} ${t('missions.you')}`}</strong> : row.player,
                score: money(row.score),
              },
            }))}
            emptyText={t('missions.noScores')}
          />
        </>
      )}
    </div>
  );
}
