import type { MemberPageId } from '../center/member-pages';
import { DepositPage, MoneyRequestPage } from './MoneyForms';
import { RecordPage } from './RecordPage';
import { recordPages } from './record-pages';
import { SecurityCenter } from './SecurityCenter';

export function MemberPage({ id }: { id: MemberPageId }) {
  if (id === 'securityCenter') return <SecurityCenter />;
  if (id === 'depositv2') return <DepositPage />;
  if (id === 'withdraw' || id === 'transferUpline') return <MoneyRequestPage kind={id} />;
  const spec = recordPages[id];
  return spec ? <RecordPage key={id} id={id} spec={spec} /> : null;
}
