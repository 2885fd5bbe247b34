import { Link, memberInfoAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMemberQuery } from '@/lib/use-api-query';
import { promotionCalls, type ActivityStatus, type PromotionCard } from './promotion-calls';
import { PromotionAction, StatusChip } from './PromotionAction';
import styles from './promotions.module.css';

/** The statuses in which a first-deposit bonus still concerns a member about to deposit (or who just did). */
const offered: ReadonlySet<ActivityStatus> = new Set<ActivityStatus>(['join', 'joined', 'claim', 'applying']);

/** The first-deposit campaigns the deposit page offers: open to join, joined and waiting for the deposit, or to claim. */
export function depositOffers(campaigns: PromotionCard[]): PromotionCard[] {
  return campaigns.filter((card) => card.kind === 'first_deposit' && card.status !== null && offered.has(card.status));
}

/**
 * The deposit page's first-deposit card (docs/rewards.md "Promotions"): the brand's first-deposit
 * bonus with the member's status and its Join (before the deposit: the bonus comes with it) or Claim
 * (after it). It reads the promotions list the promotions page reads (same query), so a join on
 * either page shows on both. Nothing is shown when no first-deposit bonus concerns the member.
 */
export function DepositBonusOffer() {
  const { t } = useTranslation('member');
  const member = useAtomValue(memberInfoAtom);
  const list = useMemberQuery(['promotions', member?.id ?? null], promotionCalls.list, { staleTime: 15_000, enabled: member !== null });
  if (!member || !list.value) return null;
  const cards = depositOffers(list.value.campaigns);
  if (cards.length === 0) return null;
  return (
    <section aria-label={t('rewardsPromotions.deposit.title')} data-testid="deposit-bonus-offer">
      <ul className={styles.offers}>
        {cards.map((card) => (
          <li key={card.code}>
            <article className={styles.card} data-testid="deposit-bonus-card" data-code={card.code}>
              <p className={styles.meta}>{t('rewardsPromotions.deposit.title')}</p>
              <h2>
                <Link to={`/promotions/${encodeURIComponent(card.code)}`}>{card.title}</Link>
              </h2>
              {card.summary && <p>{card.summary}</p>}
              <StatusChip card={card} />
              <p className={styles.meta} data-testid="deposit-bonus-hint">
                {t(`rewardsPromotions.deposit.hint.${card.status as 'join' | 'joined' | 'claim' | 'applying'}`)}
              </p>
              <PromotionAction card={card} onDone={list.reload} />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
