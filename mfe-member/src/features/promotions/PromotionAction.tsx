import { memberInfoAtom, openPopup, type ApiResult } from '@khela/shared';
import { formStyles } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotionFormat } from './use-promotion-format';
import { promotionCalls, type PromotionCard, type PromotionEntry } from './promotion-calls';
import styles from './promotions.module.css';

/**
 * The card's action (docs/adr/0016 §4): Join or Claim when the status allows it, else the status
 * as a disabled label; a visitor is asked to log in. After a join or claim the page reloads.
 */
export function PromotionAction({ card, onDone }: { card: PromotionCard; onDone: () => void }) {
  const { t } = useTranslation('member');
  const format = usePromotionFormat();
  const member = useAtomValue(memberInfoAtom);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ error: string } | { done: string } | null>(null);

  if (card.kind === 'announcement') return null;
  if (!member) {
    return (
      <div className={styles.actions}>
        <button type="button" className={formStyles.secondary} onClick={() => openPopup('login')}>
          {t('rewardsPromotions.action.login')}
        </button>
      </div>
    );
  }

  const act = async <T,>(call: () => Promise<ApiResult<T>>, done: (value: T) => string) => {
    setSending(true);
    setOutcome(null);
    const result = await call();
    setSending(false);
    if (!result.ok) return setOutcome({ error: result.error.message });
    setOutcome({ done: done(result.value) });
    onDone();
  };
  const entryDone = (kind: 'join' | 'claim') => (entry: PromotionEntry) =>
    entry.status === 'applying' ? t('rewardsPromotions.done.applying') : kind === 'join' ? t('rewardsPromotions.done.join') : t('rewardsPromotions.done.claim', { amount: format.money(entry.amount) });
  // A raffle's Join buys a ticket.
  const join = () =>
    card.kind === 'raffle'
      ? act(() => promotionCalls.raffle(card.code, crypto.randomUUID()), (tickets) => t('rewardsPromotions.done.raffle', { count: tickets.entries, tickets: format.count(tickets.entries) }))
      : act(() => promotionCalls.join(card.code), entryDone('join'));

  const label = (text: string) => (sending ? t('rewardsPromotions.action.working') : text);
  return (
    <div className={styles.actions}>
      {card.action === 'join' && (
        <button type="button" className={formStyles.primary} disabled={sending} onClick={() => void join()}>
          {label(t('rewardsPromotions.action.join'))}
        </button>
      )}
      {card.action === 'claim' && (
        <button type="button" className={formStyles.primary} disabled={sending} onClick={() => void act(() => promotionCalls.claim(card.code, crypto.randomUUID()), entryDone('claim'))}>
          {label(t('rewardsPromotions.action.claim'))}
        </button>
      )}
      {card.action === 'none' && card.status && (
        <button type="button" className={formStyles.secondary} disabled>
          {t(`rewardsPromotions.status.${card.status}`)}
        </button>
      )}
      {outcome && 'error' in outcome && <p role="alert">{outcome.error}</p>}
      {outcome && 'done' in outcome && <p role="status">{outcome.done}</p>}
    </div>
  );
}

/** The status as a chip (data-status names it for styles and tests). */
export function StatusChip({ card }: { card: PromotionCard }) {
  const { t } = useTranslation('member');
  if (!card.status) return null;
  return (
    <span className={styles.chip} data-status={card.status} data-testid="promotion-status">
      {t(`rewardsPromotions.status.${card.status}`)}
    </span>
  );
}

/** "1 Dec – 31 Dec" in the reader's digits, or "From 1 Dec" for an open-ended campaign. */
export function usePromotionDates() {
  const { t } = useTranslation('member');
  const format = usePromotionFormat();
  return (card: PromotionCard) =>
    card.endsAt ? t('rewardsPromotions.dates.range', { from: format.dateTime(card.startsAt), to: format.dateTime(card.endsAt) }) : t('rewardsPromotions.dates.from', { from: format.dateTime(card.startsAt) });
}
