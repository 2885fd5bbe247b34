import type { MissionView } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { useMissionFormat } from './use-mission-format';

/** What a mission or a prize gives, in words: cash, a bonus with its wagering, or points. */
export function useRewardText() {
  const { t } = useTranslation('member');
  const { money, count, multiple } = useMissionFormat();
  return (reward: MissionView['reward']) => {
    if (reward.kind === 'points') return t('missions.reward.points', { points: count(reward.amount) });
    if (reward.multipleX100 === 0) return t('missions.reward.cash', { amount: money(reward.amount) });
    return t('missions.reward.bonus', { amount: money(reward.amount), multiple: multiple(reward.multipleX100) });
  };
}
