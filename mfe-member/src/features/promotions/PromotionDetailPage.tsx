import { Link, memberInfoAtom, Navigate, SafeHtml, useParams } from '@khela/shared';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import standalone from '@/components/standalone.module.css';
import { usePromotionFormat } from './use-promotion-format';
import { useMemberQuery } from '@/lib/use-api-query';
import { Countdown } from './Countdown';
import { promotionCalls, type PromotionEntry } from './promotion-calls';
import { PromotionAction, StatusChip, usePromotionDates } from './PromotionAction';
import styles from './promotions.module.css';

/** Where "go to promotion" lands when no campaign has the announcement's code (SPEC §2's default). */
export const rewardCenterPath = '/member/rewardCenter';

function EntryFacts({ entry }: { entry: PromotionEntry }) {
  const { t } = useTranslation('member');
  const format = usePromotionFormat();
  const facts: Array<[string, string | null]> = [
    [t('rewardsPromotions.entry.amount'), entry.amount > 0 ? format.money(entry.amount) : null],
    [t('rewardsPromotions.entry.deposit'), entry.deposit === null ? null : format.money(entry.deposit)],
    [t('rewardsPromotions.entry.requirement'), entry.requirement === null ? null : format.money(entry.requirement)],
    [t('rewardsPromotions.entry.claimBy'), entry.claimBy ? format.dateTime(entry.claimBy) : null],
    [t('rewardsPromotions.entry.expiresAt'), entry.expiresAt ? format.dateTime(entry.expiresAt) : null],
    [t('rewardsPromotions.entry.reason'), entry.reason],
  ];
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('rewardsPromotions.entry.title')}>
      <h2>{t('rewardsPromotions.entry.title')}</h2>
      <dl className={styles.facts}>
        {shown.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /promotions/{code}: one campaign's card, the member's entry, a countdown and the terms (sanitized again here). */
export function PromotionDetailPage() {
  const { t } = useTranslation('member');
  const { code = '' } = useParams();
  const member = useAtomValue(memberInfoAtom);
  const detail = useMemberQuery(['promotion', code, member?.id ?? null], () => promotionCalls.detail(code), { staleTime: 15_000 });
  const dates = usePromotionDates();
  if (detail.error?.code === 'promotion.unknown') return <Navigate to={rewardCenterPath} replace />;
  const card = detail.value;
  return (
    <div className={standalone.standalone} data-testid="promotion-detail-page">
      <PageFrame title={card?.title ?? t('rewardsPromotions.title')}>
        <LoadStatus loading={detail.loading && !card} error={detail.error} onRetry={detail.reload} shape="cards" count={1} />
        {card && (
          <article className={styles.detail} data-code={card.code}>
            {card.image && <img src={card.image} alt="" />}
            {card.summary && <p>{card.summary}</p>}
            <p className={styles.meta}>{dates(card)}</p>
            <Countdown startsAt={card.startsAt} endsAt={card.endsAt} />
            <StatusChip card={card} />
            <PromotionAction card={card} onDone={detail.reload} />
            {card.entry && <EntryFacts entry={card.entry} />}
            {card.terms && (
              <section aria-label={t('rewardsPromotions.terms')}>
                <h2>{t('rewardsPromotions.terms')}</h2>
                <SafeHtml html={card.terms} />
              </section>
            )}
          </article>
        )}
        <Link to="/promotions">{t('rewardsPromotions.back')}</Link>
      </PageFrame>
    </div>
  );
}
