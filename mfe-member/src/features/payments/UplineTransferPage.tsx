import { bus } from '@khela/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { Section } from '@/components/Section';
import panelStyles from '@/components/panel.module.css';
import { useMemberProfile } from '@/lib/member-account';
import { BalanceSummary } from './BalanceSummary';
import type { UplineRole } from './payment-calls';
import styles from './payments.module.css';
import { PaymentPasswordNotice } from './PaymentPasswordNotice';
import { UplineRecords } from './UplineRecords';
import { UplineTransferForm } from './UplineTransferForm';
import { paymentCalls } from './payment-calls';
import { useMemberQuery } from '@/lib/use-api-query';
import { useMainBalance } from './use-main-balance';

/**
 * transferUpline: send money to the upline agent, and the transfers sent and received, where the
 * receiver confirms and the sender may report one that did not arrive.
 */
export function UplineTransferPage() {
  const { t } = useTranslation('member');
  const wallet = useMainBalance();
  // Whether a payment password is set comes with the member's full info.
  const member = useMemberProfile();
  const hasPaymentPassword = member.value ? member.value.hasPaymentPassword : null;
  // An open bonus is given up by money sent to the upline as by a withdrawal: the limits call tells of it.
  const limits = useMemberQuery(['withdrawalLimits'], paymentCalls.withdrawalLimits, { staleTime: 0 });
  const [role, setRole] = useState<UplineRole>('sent');
  const [refreshKey, setRefreshKey] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  const onSent = (orderNo: string) => {
    setSent(orderNo);
    bus.emit('balance:changed', { reason: 'upline-transfer' });
    wallet.refresh();
    limits.reload();
    setRole('sent');
    setRefreshKey((key) => key + 1);
    outcome.current?.focus();
  };

  return (
    <PageFrame title={t('pages.transferUpline.title')} intro={t('pages.transferUpline.intro')} testId="member-page-transferUpline">
      {hasPaymentPassword === false && <PaymentPasswordNotice />}
      {/* Until the member's info says whether the payment password notice goes above, a skeleton: the sections drawn first would be pushed down by it (CLS, issue 19). */}
      {hasPaymentPassword === null && !member.error ? (
        <LoadStatus loading error={null} onRetry={member.reload} shape="cards" count={2} />
      ) : (
        <div className={styles.sections}>
          <Section title={t('upline.formTitle')} testId="upline-send">
            <BalanceSummary balance={wallet.balance} loading={wallet.loading} error={wallet.error} onRetry={wallet.refresh} />
            {!member.value && <LoadStatus loading={member.loading} error={member.error} onRetry={member.reload} />}
            <UplineTransferForm balance={wallet.balance} hasPaymentPassword={hasPaymentPassword} openBonus={limits.value?.openBonus ?? null} onDone={onSent} />
            <p ref={outcome} tabIndex={-1} role="status" className={panelStyles.success} data-testid="upline-outcome">
              {sent ? t('upline.sent', { orderNo: sent }) : ''}
            </p>
          </Section>
          <Section title={t('upline.records.title')} testId="upline-records">
            <UplineRecords role={role} onRole={setRole} refreshKey={refreshKey} />
          </Section>
        </div>
      )}
    </PageFrame>
  );
}
