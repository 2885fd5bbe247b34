import { bus } from '@khela/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { Section } from '@/components/Section';
import panelStyles from '@/components/panel.module.css';
import { useMemberQuery } from '@/lib/use-api-query';
import { BalanceSummary } from './BalanceSummary';
import { paymentCalls, type PayoutAccount, type WithdrawalRecord } from './payment-calls';
import styles from './payments.module.css';
import { PaymentPasswordNotice } from './PaymentPasswordNotice';
import { PayoutAccountsSection } from './PayoutAccountsSection';
import { RequestRecordCard } from './RequestRecordCard';
import { RequestRecords } from './RequestRecords';
import { useMainBalance } from './use-main-balance';
import { usePaymentFormat } from './use-payment-format';
import { WithdrawForm } from './WithdrawForm';

/**
 * withdraw: the balance and today's limits, the payout accounts (and binding one), the request
 * form and the requests made. A request holds the amount at once, so the header balance is told.
 */
export function WithdrawPage() {
  const { t } = useTranslation('member');
  const format = usePaymentFormat();
  const wallet = useMainBalance();
  // Today's withdrawals count against the limits, and accounts are bound here: both read fresh on open.
  const limits = useMemberQuery(['withdrawalLimits'], paymentCalls.withdrawalLimits, { staleTime: 0 });
  const payout = useMemberQuery(['payoutAccounts'], paymentCalls.payoutAccounts, { staleTime: 0 });
  const [accountId, setAccountId] = useState<number | null>(null);
  const [requested, setRequested] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const outcome = useRef<HTMLParagraphElement>(null);

  const onBound = (account: PayoutAccount) => {
    if (payout.value) payout.setValue({ ...payout.value, accounts: [...payout.value.accounts, account] });
    setAccountId(account.id);
  };
  const onRequested = (orderNo: string) => {
    setRequested(orderNo);
    bus.emit('balance:changed', { reason: 'withdrawal' });
    wallet.refresh();
    limits.reload();
    setRefreshKey((key) => key + 1);
    // The outcome is read out and the focus goes to it, not back to an emptied field.
    outcome.current?.focus();
  };
  const withdrawal = (record: WithdrawalRecord) => (
    <RequestRecordCard
      key={record.orderNo}
      record={record}
      via={[t('withdrawal.records.account'), t('withdrawal.records.accountValue', { channel: record.channelName, number: record.accountNumber })]}
      testId="withdrawal-record"
    />
  );
  const shownLimits = limits.value;

  return (
    <PageFrame title={t('pages.withdraw.title')} intro={t('pages.withdraw.intro')} testId="member-page-withdraw">
      {shownLimits && !shownLimits.hasPaymentPassword && <PaymentPasswordNotice />}
      {/* Until the limits say whether the payment password notice goes above, a skeleton: the sections drawn first would be pushed down by it (CLS, issue 19). */}
      {!shownLimits && !limits.error ? (
        <LoadStatus loading error={null} onRetry={limits.reload} shape="cards" count={2} />
      ) : (
        <div className={styles.sections}>
          <Section title={t('withdrawal.summary')} testId="withdraw-summary">
            <BalanceSummary balance={wallet.balance} loading={wallet.loading} error={wallet.error} onRetry={wallet.refresh} />
            {shownLimits ? (
              <dl className={styles.facts} data-testid="withdraw-limits">
                <div className={styles.fact}>
                  <dt>{t('withdrawal.limits.min')}</dt>
                  <dd>{format.money(shownLimits.min)}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('withdrawal.limits.max')}</dt>
                  <dd>{format.money(shownLimits.max)}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('withdrawal.limits.today')}</dt>
                  <dd>{t('withdrawal.limits.todayValue', { used: format.count(shownLimits.usedToday), count: format.count(shownLimits.dailyCount) })}</dd>
                </div>
              </dl>
            ) : (
              <LoadStatus loading={limits.loading} error={limits.error} onRetry={limits.reload} />
            )}
          </Section>
          <Section title={t('payout.title')} testId="payout-accounts">
            {payout.value ? (
              <PayoutAccountsSection payout={payout.value} canBind={shownLimits?.hasPaymentPassword === true} onBound={onBound} />
            ) : (
              <LoadStatus loading={payout.loading} error={payout.error} onRetry={payout.reload} />
            )}
          </Section>
          <Section title={t('withdrawal.formTitle')} testId="withdraw-request">
            <WithdrawForm limits={shownLimits} accounts={payout.value?.accounts ?? null} balance={wallet.balance} accountId={accountId} onAccount={setAccountId} onDone={onRequested} />
            <p ref={outcome} tabIndex={-1} role="status" className={panelStyles.success} data-testid="withdraw-outcome">
              {requested ? t('withdrawal.requested', { orderNo: requested }) : ''}
            </p>
          </Section>
          <Section title={t('withdrawal.records.title')} wide testId="withdrawal-records-section">
            {/* Keyed by the requests made here: a new one shows at once, on the first page of every status. */}
            <RequestRecords key={refreshKey} name="withdrawals" label={t('withdrawal.records.title')} load={paymentCalls.withdrawals} renderRecord={withdrawal} emptyText={t('withdrawal.records.empty')} testId="withdrawal-records" />
          </Section>
        </div>
      )}
    </PageFrame>
  );
}
