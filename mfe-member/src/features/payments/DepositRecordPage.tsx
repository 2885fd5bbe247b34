import { balanceAtom, Link } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formStyles, PageFrame } from '@khela/shared/reports';
import { paymentPageHref } from './open-payment-page';
import { paymentCalls, type DepositRecord } from './payment-calls';
import { RequestRecordCard } from './RequestRecordCard';
import { RequestRecords } from './RequestRecords';

/** depositRecord: the member's deposits by status and days, each with its order number and outcome. */
export function DepositRecordPage() {
  const { t } = useTranslation('member');
  // An approved deposit moves the balance (pushed live over the socket): the record follows it.
  const balance = useAtomValue(balanceAtom);
  const card = (record: DepositRecord) => {
    // A gateway order not paid yet can still be paid from here.
    const payHref = record.status === 'IN_PROCESS' && record.payUrl ? paymentPageHref(record.payUrl) : null;
    return (
      <RequestRecordCard key={record.orderNo} record={record} via={[t('columns.channel'), record.channelName]} testId="deposit-record">
        {payHref && (
          <a href={payHref} className={formStyles.secondary}>
            {t('deposit.records.payNow')}
          </a>
        )}
      </RequestRecordCard>
    );
  };
  return (
    <PageFrame title={t('pages.depositRecord.title')} intro={t('pages.depositRecord.intro')} testId="member-page-depositRecord">
      <RequestRecords label={t('pages.depositRecord.title')} name="deposits" load={paymentCalls.deposits} renderRecord={card} emptyText={t('deposit.records.empty')} reloadWhen={balance} testId="deposit-records" />
      <Link to="/member/depositv2" className={formStyles.secondary}>
        {t('deposit.records.makeDeposit')}
      </Link>
    </PageFrame>
  );
}
