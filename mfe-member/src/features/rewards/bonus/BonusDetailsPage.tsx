import { bus, modal, rewardsBonusCalls, type BonusRecord, type BonusStatus } from '@khela/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { ChoiceFilter } from '@/components/ChoiceFilter';
import panelStyles from '@/components/panel.module.css';
import { useBonusFormat } from './use-bonus-format';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { useMemberQuery } from '@/lib/use-api-query';
import { BonusCard } from './BonusCard';
import styles from './bonus.module.css';

const STATUSES: readonly BonusStatus[] = ['active', 'queued', 'converted', 'forfeited', 'expired', 'exhausted'];
const PAGE_SIZE = 50;

/**
 * bonusDetails (docs/adr/0016 §15): every bonus the member received, each with its amount, its
 * wagering progress, what it holds, its expiry and status, and a Forfeit button after a
 * confirmation that repeats the amount. The list is read fresh: settled bets move the progress.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation('member');
  const format = useBonusFormat();
  const [status, setStatus] = useState<BonusStatus | ''>('');
  const bonuses = useMemberQuery(['bonuses', status], () => rewardsBonusCalls.bonuses({ status: status || undefined, pageNo: 1, pageSize: PAGE_SIZE }), { staleTime: 0 });
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  // The card's button goes away with the forfeit: the outcome takes the focus instead.
  const focusAfterRender = useFocusAfterRender({ done: outcome, failed: failure });

  const forfeit = async (bonus: BonusRecord) => {
    setDone(null);
    setError(null);
    const sure = await modal.confirm({
      icon: 'warning',
      title: t('bonusDetails.forfeit.confirmTitle'),
      text: t('bonusDetails.forfeit.confirmText', { title: bonus.title, amount: format.money(bonus.balance) }),
      confirmLabel: t('bonusDetails.forfeit.confirmButton'),
      cancelLabel: t('common:actions.cancel'),
    });
    if (!sure) return;
    setBusy(bonus.id);
    const result = await rewardsBonusCalls.forfeit(bonus.id);
    setBusy(null);
    if (result.ok) {
      focusAfterRender('done');
      setDone(t('bonusDetails.forfeit.done', { title: bonus.title }));
      bus.emit('balance:changed', { reason: 'bonus' });
      bonuses.reload();
    } else {
      focusAfterRender('failed');
      setError(result.error.message);
    }
  };

  const records = bonuses.value?.records ?? [];
  return (
    <PageFrame title={t('pages.bonusDetails.title')} intro={t('pages.bonusDetails.intro')} testId="member-page-bonusDetails">
      <div className={styles.filters}>
        <ChoiceFilter label={t('bonusDetails.filter')} value={status} choices={STATUSES} nameOf={(choice) => t(`bonusDetails.status.${choice}`)} onChange={setStatus} />
      </div>
      <p ref={outcome} tabIndex={-1} role="status" className={panelStyles.success} data-testid="bonus-outcome">
        {done ?? ''}
      </p>
      <p ref={failure} tabIndex={-1} role="alert" className={panelStyles.error}>
        {error ?? ''}
      </p>
      <LoadStatus loading={bonuses.loading} error={bonuses.error} onRetry={bonuses.reload} shown={Boolean(bonuses.value)} shape="rows" count={5} />
      {bonuses.value &&
        (records.length === 0 ? (
          <p className={styles.empty}>{t('bonusDetails.empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('pages.bonusDetails.title')} aria-busy={bonuses.loading}>
            {records.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} busy={busy === bonus.id} onForfeit={() => void forfeit(bonus)} />
            ))}
          </ul>
        ))}
    </PageFrame>
  );
}
