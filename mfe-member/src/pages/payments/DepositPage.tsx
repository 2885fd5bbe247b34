import { EmptyState, Link } from '@khela/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../payments-kit';
import { LoadStatus } from '../security/LoadStatus';
import { useApiLoad } from '../security/use-api-load';
import { uiStyles } from '../ui-kit';
import { ChannelPicker } from './ChannelPicker';
import { DepositForm } from './DepositForm';
import { DepositSubmitted } from './DepositSubmitted';
import { paymentCalls } from './payment-calls';
import styles from './payments.module.css';

/** depositv2: choose a channel, fill its form; a gateway continues on its page, a manual one is recorded. */
export function DepositPage() {
  const { t } = useTranslation('member');
  const loaded = useApiLoad(paymentCalls.depositChannels);
  const channels = loaded.value?.channels ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const channel = channels.find((candidate) => candidate.code === chosen) ?? channels[0];

  return (
    <PageFrame title={t('pages.depositv2.title')} intro={t('pages.depositv2.intro')} testId="member-page-depositv2">
      <LoadStatus loading={loaded.loading} error={loaded.error} onRetry={loaded.reload} />
      {loaded.value && channels.length === 0 && <EmptyState title={t('deposit.noChannels')} testId="deposit-no-channels" />}
      {submitted ? (
        <DepositSubmitted orderNo={submitted} onAnother={() => setSubmitted(null)} />
      ) : (
        channel && (
          <div className={styles.stack}>
            <ChannelPicker channels={channels} selected={channel.code} onSelect={setChosen} />
            <DepositForm key={channel.code} channel={channel} onSubmitted={setSubmitted} />
          </div>
        )
      )}
      <Link to="/member/depositRecord" className={uiStyles.secondary}>
        {t('pages.depositRecord.title')}
      </Link>
    </PageFrame>
  );
}
