import type { ContractKindWire } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { ContractKindPage } from '@/features/contracts/ContractKindPage';
import { ContractBillsPanel } from '@/features/settlement/ContractBillsPanel';

/**
 * A contract kind's page: the contracts feature's "My contract" and "Downlines" tabs, then the
 * settlement feature's "Records" (the bills). Composed here because features do not import each other.
 */
export function ContractPage({ kind, page }: { kind: ContractKindWire; page: string }) {
  const { t } = useTranslation('agent');
  return <ContractKindPage kind={kind} page={page} extraTabs={[{ id: 'records', label: t('settlement.title'), render: () => <ContractBillsPanel kind={kind} /> }]} />;
}
