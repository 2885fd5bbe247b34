import type {
  ConsolidatedContracts,
  ContractDecision,
  ContractKindWire,
  ContractOfferBody,
  ContractWire,
  DownlineContracts,
  OwnContracts,
} from '@khela/contracts';
import { api } from './client';

/**
 * Agent contracts (api docs/agents.md, "Contracts"): the contract popup's consolidated GET and
 * processing POSTs (SPEC §7), and the agent center's own, downline and offer calls.
 */
export const contractCalls = {
  consolidated: () => api.get<ConsolidatedContracts>('/wps/contract/consolidated'),
  /** Accept (A) or reject (R) an offer; confirmHigherRate answers the higher_rate notice. */
  process: (kind: ContractKindWire, body: { contractId: string; status: 'A' | 'R'; confirmHigherRate?: boolean }) =>
    api.post<ContractDecision>(`/wps/contract/${kind}/process`, { json: body }),
  own: (kind?: ContractKindWire) => api.get<OwnContracts[]>('/wps/agent/contracts', { searchParams: { kind } }),
  downlines: (kind?: ContractKindWire) => api.get<DownlineContracts[]>('/wps/agent/contracts/downlines', { searchParams: { kind } }),
  offer: (body: ContractOfferBody) => api.post<ContractWire>('/wps/agent/contracts/offers', { json: body }),
  withdraw: (contractId: string) => api.post<ContractWire>(`/wps/agent/contracts/offers/${encodeURIComponent(contractId)}/withdraw`),
};

export type {
  ConsolidatedContracts,
  ContractDecision,
  ContractKindWire,
  ContractOfferBody,
  ContractOfferWire,
  ContractTierWire,
  ContractWire,
  DownlineContracts,
  OwnContracts,
  PopupOffer,
} from '@khela/contracts';
