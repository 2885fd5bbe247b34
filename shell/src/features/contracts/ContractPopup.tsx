import type { PopupOffer } from '@khela/shared';
import { configAtom, contractCalls, currencySymbolAtom, formatDateTime, isLoginAtom, unwrap, useLanguage, useMutation, useQuery, useQueryClient, Popup } from '@khela/shared';
import { ContractTiers } from '@khela/shared/contracts';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '@/components/LoadStatus';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from '@/components/popups.module.css';
import { offersOf, tiersOf } from './contract-offers';
import own from './contracts.module.css';

export const consolidatedQueryKey = ['contracts', 'consolidated'] as const;

/** One offer: who offers what, from when, its tiers, and accept / reject (with the higher_rate confirmation). */
function OfferCard({ offer, onDone }: { offer: PopupOffer; onDone: (message: string) => void }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(configAtom)?.merchant.timeZone || 'Asia/Dhaka';
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const headingId = `contract-offer-${offer.id}`;

  const decide = useMutation({
    mutationFn: (answer: { status: 'A' | 'R'; confirmHigherRate?: boolean }) => unwrap(contractCalls.process(offer.kind, { contractId: offer.contractId, ...answer })),
    onSuccess: (_value, answer) => onDone(answer.status === 'A' ? t('contracts.accepted') : t('contracts.rejected')),
  });

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const accept = () => {
    if (offer.downlineHigherRate === 'Y' && !confirming) setConfirming(true);
    else decide.mutate({ status: 'A', ...(offer.downlineHigherRate === 'Y' ? { confirmHigherRate: true } : {}) });
  };

  return (
    <section className={own.offer} aria-labelledby={headingId} data-testid={`contract-offer-${offer.id}`}>
      <h3 id={headingId} className={styles.detailTitle}>
        {t(`contracts.kind.${offer.kind}`)} · {t(`contracts.gameType.${offer.gameType}`)}
      </h3>
      <p>{t('contracts.offeredBy', { account: offer.offeredByAccount ?? t('contracts.brand') })}</p>
      <p>{t('contracts.startsFrom', { when: formatDateTime(offer.effectiveFromIfAccepted, language, timeZone) })}</p>
      <ContractTiers
        tiers={tiersOf(offer)}
        language={language}
        currencySymbol={currencySymbol}
        showNetLoss={offer.kind === 'dividend'}
        labels={{
          caption: t('contracts.tiers.caption'),
          tier: t('contracts.tiers.tier'),
          turnover: t('contracts.tiers.turnover'),
          netLoss: t('contracts.tiers.netLoss'),
          activeMembers: t('contracts.tiers.activeMembers'),
          rate: t('contracts.tiers.rate'),
        }}
      />
      {confirming ? (
        <div role="alert" className={own.notice} data-testid="contract-higher-rate">
          <p>{t('contracts.higherRate', { accounts: offer.cancelsDownlines.join(', ') })}</p>
        </div>
      ) : null}
      {decide.isError ? <p role="alert">{decide.error.message}</p> : null}
      <div className={own.actions}>
        {confirming ? (
          <>
            <button ref={confirmRef} type="button" className="kh-button kh-button--primary" disabled={decide.isPending} onClick={accept}>
              {t('contracts.confirmAccept')}
            </button>
            <button type="button" className="kh-button" disabled={decide.isPending} onClick={() => setConfirming(false)}>
              {t('contracts.back')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="kh-button kh-button--primary" disabled={decide.isPending} onClick={accept}>
              {t('contracts.accept')}
            </button>
            <button type="button" className="kh-button" disabled={decide.isPending} onClick={() => decide.mutate({ status: 'R' })}>
              {t('contracts.reject')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * The contract popup (SPEC §2, logged in only): the offers waiting for this member's answer, from
 * the consolidated call; each accepted or rejected through its kind's processing call.
 */
export function ContractPopup({ onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const loggedIn = useAtomValue(isLoginAtom);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const consolidated = useQuery({ queryKey: consolidatedQueryKey, queryFn: () => unwrap(contractCalls.consolidated()), enabled: loggedIn });

  useEffect(() => {
    if (!loggedIn) onClose();
  }, [loggedIn, onClose]);

  const done = (message: string) => {
    setStatus(message);
    void queryClient.invalidateQueries({ queryKey: ['contracts'] });
  };

  const offers = consolidated.data ? offersOf(consolidated.data) : [];
  return (
    <Popup title={t('contracts.title')} onClose={onClose} className={styles.wide} testId="popup-contract">
      <p role="status" aria-live="polite">{status}</p>
      {!consolidated.isSuccess ? (
        <LoadStatus query={consolidated} />
      ) : offers.length === 0 ? (
        <p>{t('contracts.none')}</p>
      ) : (
        offers.map((offer) => <OfferCard key={offer.id} offer={offer} onDone={done} />)
      )}
    </Popup>
  );
}
