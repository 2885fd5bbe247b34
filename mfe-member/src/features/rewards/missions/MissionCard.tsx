import type { MissionView } from '@khela/shared';
import { formStyles } from '@khela/shared/reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './missions.module.css';
import { useMissionFormat } from './use-mission-format';
import { useRewardText } from './use-reward-text';

/** One mission: its progress bar toward the target, its reward, and Claim once it is done. */
export function MissionCard({ mission, claiming, onClaim }: { mission: MissionView; claiming: boolean; onClaim: (mission: MissionView) => void }) {
  const { t } = useTranslation('member');
  const { metricValue } = useMissionFormat();
  const rewardText = useRewardText();
  const titleId = useId();
  const percent = Math.min(100, Math.round((mission.value / mission.target) * 100));
  const progress = t('missions.progress', { value: metricValue(mission.metric, mission.value), target: metricValue(mission.metric, mission.target) });
  return (
    <li className={styles.card} data-testid="mission" data-status={mission.status} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {mission.title}
        </h3>
        <span className={styles.status} data-status={mission.status}>
          {t(`missions.status.${mission.status}`)}
        </span>
      </div>
      {mission.description && <p className={styles.description}>{mission.description}</p>}
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('missions.progressLabel', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progress}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.figures}>
        <span>{progress}</span>
        <span>{rewardText(mission.reward)}</span>
      </p>
      {mission.status === 'claim' && (
        <button type="button" className={formStyles.primary} disabled={claiming} onClick={() => onClaim(mission)} aria-label={t('missions.claimNamed', { title: mission.title })}>
          {claiming ? t('missions.claiming') : t('missions.claim')}
        </button>
      )}
    </li>
  );
}
