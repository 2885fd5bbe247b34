import { useReloadOnChange } from '@/lib/use-reload-on-change';
import { balanceAtom, bus, claimableMissionCountAtom, rewardsMissionsCalls, unwrap, useMutation, type ApiError, type MissionClaimAnswer, type MissionSummary, type MissionView } from '@khela/shared';
import { formStyles, LoadStatus, PageFrame } from '@khela/shared/reports';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberQuery } from '@/lib/use-api-query';
import { LeaderboardPanel } from './LeaderboardPanel';
import { MissionCard } from './MissionCard';
import styles from './missions.module.css';
import { useMissionFormat } from './use-mission-format';
import { useRewardText } from './use-reward-text';

type Tab = 'daily' | 'weekly' | 'once' | 'leaderboard';
type Group = Exclude<Tab, 'leaderboard'>;

const claimableIn = (summary: MissionSummary) => [...summary.daily, ...summary.weekly, ...summary.once].filter((mission) => mission.status === 'claim').length;

/**
 * missionLeaderboard (docs/rewards.md "Missions and leaderboards"): daily, weekly and one-time
 * missions with progress bars and Claim, the member's visit streak, and the leaderboard tab. The
 * badge follows live (a claim here, or in another tab, and the summary's pushes).
 */
export function MissionLeaderboardPage() {
  const { t } = useTranslation('member');
  const { count } = useMissionFormat();
  const rewardText = useRewardText();
  const [tab, setTab] = useState<Tab>('daily');
  const loaded = useMemberQuery<MissionSummary>(['rewards', 'missions'], rewardsMissionsCalls.summary, { staleTime: 0 });
  const { reload, setValue } = loaded;
  const setBalance = useSetAtom(balanceAtom);
  const setBadge = useSetAtom(claimableMissionCountAtom);
  // A mission done or claimed elsewhere (a bet settling, another tab) changes the badge: the list follows it.
  const markSeen = useReloadOnChange(useAtomValue(claimableMissionCountAtom), reload);
  const [done, setDone] = useState<string | null>(null);

  const claim = useMutation<MissionClaimAnswer, ApiError, MissionView>({
    mutationFn: (mission) => unwrap(rewardsMissionsCalls.claim(mission.id, mission.periodStart)),
    onSuccess: (answer) => {
      const claimed = answer.mission;
      const replace = (list: MissionView[]) => list.map((mission) => (mission.id === claimed.id && mission.periodStart === claimed.periodStart ? claimed : mission));
      setValue((current) => {
        if (!current) return current;
        const next = { ...current, daily: replace(current.daily), weekly: replace(current.weekly), once: replace(current.once) };
        const count = claimableIn(next);
        markSeen(count);
        setBadge(count);
        return next;
      });
      setBalance(answer.balance);
      setDone(t('missions.claimed', { title: claimed.title, reward: rewardText(claimed.reward) }));
      bus.emit('rewards:changed', { reason: 'claim' });
    },
  });
  const onClaim = (mission: MissionView) => {
    if (claim.isPending) return;
    setDone(null);
    claim.mutate(mission);
  };

  const summary = loaded.value;
  const tabs: Tab[] = summary && summary.once.length > 0 ? ['daily', 'weekly', 'once', 'leaderboard'] : ['daily', 'weekly', 'leaderboard'];
  const group = (name: Group) => summary?.[name] ?? [];
  return (
    <PageFrame title={t('pages.missionLeaderboard.title')} intro={t('pages.missionLeaderboard.intro')} testId="member-page-missionLeaderboard">
      <div role="tablist" aria-label={t('missions.tabsLabel')} className={styles.tabs}>
        {tabs.map((name) => (
          <button key={name} type="button" role="tab" id={`missions-tab-${name}`} aria-selected={tab === name} aria-controls={`missions-panel-${name}`} className={tab === name ? styles.tabOn : styles.tab} onClick={() => setTab(name)}>
            {t(`missions.tabs.${name}`)}
            {name !== 'leaderboard' && group(name).some((mission) => mission.status === 'claim') && (
              <span className={styles.dot}>{count(group(name).filter((mission) => mission.status === 'claim').length)}</span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`missions-panel-${tab}`} aria-labelledby={`missions-tab-${tab}`} className={styles.panel}>
        {tab === 'leaderboard' ? (
          <LeaderboardPanel />
        ) : (
          <>
            <LoadStatus loading={loaded.loading && !summary} error={summary ? null : loaded.error} onRetry={reload} shape="rows" count={4} />
            {summary && (
              <p className={styles.streak} data-testid="streak">
                {summary.streak > 0 ? t('missions.streak', { count: summary.streak, days: count(summary.streak) }) : t('missions.noStreak')}
              </p>
            )}
            {done && (
              <p role="status" className={styles.done} data-testid="mission-claimed">
                {done}
              </p>
            )}
            {claim.error && (
              <p role="alert" className={formStyles.fieldError}>
                {claim.error.message}
              </p>
            )}
            {summary && (
              <>
                <p className={styles.note}>{t(`missions.resets.${tab}`)}</p>
                {group(tab).length === 0 ? (
                  <p className={styles.note}>{t('missions.empty')}</p>
                ) : (
                  <ul className={styles.cards} aria-label={t(`missions.tabs.${tab}`)}>
                    {group(tab).map((mission) => (
                      <MissionCard key={`${mission.id}:${mission.periodStart}`} mission={mission} claiming={claim.isPending && claim.variables?.id === mission.id} onClaim={onClaim} />
                    ))}
                  </ul>
                )}
              </>
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}
