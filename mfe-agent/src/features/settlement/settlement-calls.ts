import { api, unwrap } from '@khela/shared';
import type { BillsPage, SettlementKind } from '@khela/contracts';

export interface BillsRequest {
  kind: SettlementKind;
  /** own: the agent's bills; paid: the bills it paid its direct downlines. */
  role: 'own' | 'paid';
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
}

export const billsPaths = { own: '/wps/agent/settlement/bills', paid: '/wps/agent/settlement/downline-bills' } as const;

/** One page of bills with the totals over the whole filter (docs/agents.md "Settlement"). */
export function loadBills({ role, ...query }: BillsRequest): Promise<BillsPage> {
  return unwrap(api.get<BillsPage>(billsPaths[role], { searchParams: { ...query } }));
}
