import type { ReactNode } from 'react';
import { EmptyState, Link } from '@khela/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, LoadStatus, PageFrame } from '@khela/shared/reports';
import { useMemberQuery } from '@/lib/use-api-query';
import { ChannelPicker } from './ChannelPicker';
import { DepositForm, type SubmittedDeposit } from './DepositForm';
import { DepositSubmitted } from './DepositSubmitted';
import { paymentCalls } from './payment-calls';
import styles from './payments.module.css';

/** depositv2: choose a channel, fill its form; a gateway continues on its page, a manual one is recorded. */
/** `notice`: what app/ puts above the form (safer gambling's deposit-limit prompt and link, RTS 12A/12C). */
/** `offer`: what app/ puts above the channels (promotions' first-deposit bonus card, docs/rewards.md "Promotions"). */
export function DepositPage({ notice = null, offer = null }: { notice?: ReactNode; offer?: ReactNode } = {}) {
  const { t } = useTranslation('member');
  // The operator turns channels on and off and edits payee details: read again each time the page opens.
  const loaded = useMemberQuery(['depositChannels'], paymentCalls.depositChannels, { staleTime: 0 });
  const channels = loaded.value?.channels ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<SubmittedDeposit | null>(null);
  const channel = channels.find((candidate) => candidate.code === chosen) ?? channels[0];

  return (
    <PageFrame title={t('pages.depositv2.title')} intro={t('pages.depositv2.intro')} testId="member-page-depositv2">
      {notice}
      {/* Below the notice: the loading line leaves once the channels come, and must not move what is above (CLS). */}
      <LoadStatus loading={loaded.loading} error={loaded.error} onRetry={loaded.reload} />
      {loaded.value && channels.length === 0 && <EmptyState title={t('deposit.noChannels')} testId="deposit-no-channels" />}
      {submitted ? (
        <DepositSubmitted submitted={submitted} onAnother={() => setSubmitted(null)} />
      ) : (
        channel && (
          <div className={styles.stack}>
            {offer}
            <ChannelPicker channels={channels} selected={channel.code} onSelect={setChosen} />
            <DepositForm key={channel.code} channel={channel} onSubmitted={setSubmitted} />
          </div>
        )
      )}
      <Link to="/member/depositRecord" className={formStyles.secondary}>
        {t('pages.depositRecord.title')}
      </Link>
    </PageFrame>
  );
}
