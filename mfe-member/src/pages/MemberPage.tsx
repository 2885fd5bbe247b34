import type { MemberPageId } from '../center/member-pages';
import { BetRecordPage } from './games/BetRecordPage';
import { DepositPage, DepositRecordPage, UplineTransferPage, WithdrawPage } from './MoneyForms';
import { RecordPage } from './RecordPage';
import { recordPages } from './record-pages';
import { SecurityCenter } from './SecurityCenter';
import { TransactionHistoryPage } from './wallet/TransactionHistoryPage';
import { TransferFundPage } from './wallet/TransferFundPage';

export function MemberPage({ id }: { id: MemberPageId }) {
  if (id === 'securityCenter') return <SecurityCenter />;
  if (id === 'transferFund') return <TransferFundPage />;
  if (id === 'transactionHistory') return <TransactionHistoryPage />;
  if (id === 'personalHistoryCopy') return <BetRecordPage />;
  if (id === 'depositv2') return <DepositPage />;
  if (id === 'depositRecord') return <DepositRecordPage />;
  if (id === 'withdraw') return <WithdrawPage />;
  if (id === 'transferUpline') return <UplineTransferPage />;
  const spec = recordPages[id];
  return spec ? <RecordPage key={id} id={id} spec={spec} /> : null;
}
