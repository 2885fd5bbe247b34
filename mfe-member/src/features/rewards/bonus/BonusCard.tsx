import type { BonusRecord } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import { useBonusFormat } from './use-bonus-format';
import styles from './bonus.module.css';

export interface BonusCardProps {
  bonus: BonusRecord;
  busy: boolean;
  onForfeit: () => void;
}

const isOpen = (bonus: BonusRecord) => bonus.status === 'active' || bonus.status === 'queued';

/** Why a closed bonus ended, in words: the api's reason is a code (withdrawal:{orderNo}, operator:{name}, …). */
function reasonKey(reason: string | null): string | null {
  if (!reason) return null;
  const [kind] = reason.split(':');
  return ['wagering', 'play', 'expiry', 'player', 'withdrawal', 'upline', 'operator'].includes(kind!) ? kind! : 'other';
}

/** One bonus: amount, what it holds, the wagering progress bar, what counts, expiry, status and the Forfeit button. */
export function BonusCard({ bonus, busy, onForfeit }: BonusCardProps) {
  const { t } = useTranslation('member');
  const { money, count, dateTime } = useBonusFormat();
  const reason = reasonKey(bonus.closeReason);
  const progressLabel = t('bonusDetails.progress', { wagered: money(bonus.wagered), requirement: money(bonus.requirement), pct: count(bonus.progressPct) });
  return (
    <li className={styles.card} data-testid="bonus-card" aria-label={bonus.title}>
      <div className={styles.head}>
        <h3 className={styles.title}>{bonus.title}</h3>
        <span className={`${styles.status} ${styles[bonus.status] ?? ''}`} data-testid="bonus-status">
          {t(`bonusDetails.status.${bonus.status}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bonusDetails.amount')}</dt>
          <dd>{money(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('bonusDetails.balance')}</dt>
          <dd>{money(bonus.balance)}</dd>
        </div>
        {bonus.held > 0 && (
          <div>
            <dt>{t('bonusDetails.held')}</dt>
            <dd>{money(bonus.held)}</dd>
          </div>
        )}
        <div>
          <dt>{t('bonusDetails.requirement')}</dt>
          <dd>{money(bonus.requirement)}</dd>
        </div>
        <div>
          <dt>{t('bonusDetails.counts')}</dt>
          <dd>{bonus.categories.length === 0 ? t('bonusDetails.allGames') : bonus.categories.map((category) => t(`bonusDetails.category.${category}`, { defaultValue: category })).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('bonusDetails.expiry')}</dt>
          <dd>{bonus.expiresAt ? dateTime(bonus.expiresAt) : t('bonusDetails.expiryWaiting')}</dd>
        </div>
        {bonus.converted > 0 && (
          <div>
            <dt>{t('bonusDetails.converted')}</dt>
            <dd>{money(bonus.converted)}</dd>
          </div>
        )}
        {reason && (
          <div>
            <dt>{t('bonusDetails.closed')}</dt>
            <dd>{t(`bonusDetails.reason.${reason}`)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.progress}>
        <div role="progressbar" aria-label={t('bonusDetails.progressName')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={bonus.progressPct} aria-valuetext={progressLabel} className={styles.bar}>
          <span className={styles.fill} style={{ width: `${bonus.progressPct}%` }} />
        </div>
        <p className={styles.progressText}>{progressLabel}</p>
      </div>
      {isOpen(bonus) && (
        <button type="button" className={formStyles.secondary} onClick={onForfeit} disabled={busy}>
          {busy ? t('bonusDetails.forfeit.sending') : t('bonusDetails.forfeit.button')}
        </button>
      )}
    </li>
  );
}
