import { useReloadOnChange } from '@/lib/use-reload-on-change';
import { availablePromoCountAtom, balanceAtom, bus, Link, newRequestId, rewardsCalls, unwrap, useMutation, type ApiError, type RewardCenter, type RewardCenterLine, type RewardClaimAnswer } from '@khela/shared';
import { formStyles, LoadStatus, PageFrame } from '@khela/shared/reports';
import { EmptyState } from '@khela/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberQuery } from '@/lib/use-api-query';
import styles from './reward-center.module.css';
import { useRewardFormat } from './use-reward-format';

/** What a line gives: money (with its wagering, if any) or points. */
function useLineAmount() {
  const { t } = useTranslation('member');
  const { money, count, multiple } = useRewardFormat();
  return (line: Pick<RewardCenterLine, 'amountKind' | 'amount' | 'multipleX100'>) => {
    if (line.amountKind === 'points') return t('rewardCenter.points', { points: count(line.amount) });
    if (line.multipleX100 === 0) return money(line.amount);
    return t('rewardCenter.withWagering', { amount: money(line.amount), multiple: multiple(line.multipleX100) });
  };
}

function LineCard({ line, claiming, onClaim }: { line: RewardCenterLine; claiming: boolean; onClaim: (line: RewardCenterLine) => void }) {
  const { t } = useTranslation('member');
  const { dateTime } = useRewardFormat();
  const amount = useLineAmount();
  const titleId = useId();
  const when =
    line.status === 'claimed' && line.claimedAt
      ? t('rewardCenter.claimedAt', { time: dateTime(line.claimedAt) })
      : line.expiresAt
        ? t(line.status === 'expired' ? 'rewardCenter.expiredAt' : 'rewardCenter.expiresAt', { time: dateTime(line.expiresAt) })
        : line.amountKind === 'points'
          ? t('rewardCenter.neverExpires')
          : null;
  return (
    <li className={styles.line} data-testid="reward-line" data-status={line.status} aria-labelledby={titleId}>
      <div className={styles.lineHead}>
        <h2 id={titleId} className={styles.lineTitle}>
          {line.title}
        </h2>
        <span className={styles.status} data-status={line.status} data-testid="reward-status">
          {t(`rewardCenter.status.${line.status}`)}
        </span>
      </div>
      <p className={styles.amount}>{amount(line)}</p>
      {when && <p className={styles.when}>{when}</p>}
      {line.action === 'claim' && line.itemId && (
        <button type="button" className={formStyles.primary} disabled={claiming} onClick={() => onClaim(line)} aria-label={t('rewardCenter.claimNamed', { title: line.title })}>
          {claiming ? t('rewardCenter.claiming') : t('rewardCenter.claim')}
        </button>
      )}
      {line.action === 'open' && line.link && (
        <Link to={line.link} className={formStyles.primary} aria-label={t('rewardCenter.claimNamed', { title: line.title })}>
          {t('rewardCenter.claim')}
        </Link>
      )}
    </li>
  );
}

/**
 * rewardCenter (docs/rewards.md "Reward center and live badges"): every reward the member can claim
 * in one list (items, and the lines other rewards add: a campaign's Claim, a finished mission, the
 * rebate), then what was claimed or expired lately. A claim pays at once; the badge follows live.
 */
export function RewardCenterPage() {
  const { t } = useTranslation('member');
  const { money } = useRewardFormat();
  const amount = useLineAmount();
  const loaded = useMemberQuery<RewardCenter>(['rewards', 'center'], rewardsCalls.center, { staleTime: 0 });
  const { reload, setValue } = loaded;
  const setBalance = useSetAtom(balanceAtom);
  // A reward given or claimed elsewhere (another tab, a job) changes the badge: the list follows it.
  useReloadOnChange(useAtomValue(availablePromoCountAtom), reload);
  const [done, setDone] = useState<string | null>(null);

  const claim = useMutation<RewardClaimAnswer, ApiError, { itemId: string; requestId: string }>({
    mutationFn: ({ itemId, requestId }) => unwrap(rewardsCalls.claim(itemId, requestId)),
    onSuccess: (answer) => {
      setValue((current) => (current ? { ...current, items: current.items.map((line) => (line.key === answer.item.key ? answer.item : line)) } : current));
      setBalance(answer.balance);
      setDone(t('rewardCenter.claimed', { title: answer.item.title, amount: amount(answer.item) }));
      bus.emit('rewards:changed', { reason: 'claim' });
    },
  });
  const onClaim = (line: RewardCenterLine) => {
    if (claim.isPending || !line.itemId) return;
    setDone(null);
    claim.mutate({ itemId: line.itemId, requestId: newRequestId() });
  };

  const center = loaded.value;
  const empty = center !== null && center.items.length === 0 && center.rebate === null;
  return (
    <PageFrame title={t('pages.rewardCenter.title')} intro={t('pages.rewardCenter.intro')} testId="member-page-rewardCenter">
      <LoadStatus loading={loaded.loading && !center} error={center ? null : loaded.error} onRetry={reload} shape="rows" count={4} />
      {done && (
        <p role="status" className={styles.done} data-testid="reward-claimed">
          {done}
        </p>
      )}
      {claim.error && (
        <p role="alert" className={formStyles.fieldError}>
          {claim.error.message}
        </p>
      )}
      {empty && <EmptyState title={t('rewardCenter.empty')} testId="reward-center-empty">{t('rewardCenter.emptyHint')}</EmptyState>}
      {center && !empty && (
        <ul className={styles.lines} aria-label={t('pages.rewardCenter.title')}>
          {center.rebate && (
            <li className={styles.line} data-testid="reward-line" data-status="claimable">
              <div className={styles.lineHead}>
                <h2 className={styles.lineTitle}>{t('rewardCenter.rebate')}</h2>
                <span className={styles.status} data-status="claimable">
                  {t('rewardCenter.status.claimable')}
                </span>
              </div>
              <p className={styles.amount}>{money(center.rebate.claimable)}</p>
              <Link to="/member/manualRebate" className={formStyles.primary}>
                {t('rewardCenter.openRebate')}
              </Link>
            </li>
          )}
          {center.items.map((line) => (
            <LineCard key={line.key} line={line} claiming={claim.isPending && claim.variables?.itemId === line.itemId} onClaim={onClaim} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
