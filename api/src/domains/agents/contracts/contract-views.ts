import type { ConsolidatedContracts, ContractOfferWire, ContractWire, PopupOffer, PopupTier } from '@khela/contracts';
import type { ContractKind, ContractTier } from '../contract-model';
import { rateUnits } from './chain-rule';
import type { Contract, } from './contract-repo';
import type { PendingOffer } from './contract-service';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function contractView(c: Contract): ContractWire {
  return {
    id: c.id,
    agentId: c.agentId,
    account: c.account,
    offeredBy: c.offeredBy,
    offeredByAccount: c.offeredByAccount,
    kind: c.kind,
    gameType: c.gameType as ContractWire['gameType'],
    period: c.period,
    carryPolicy: c.carryPolicy,
    tiers: c.tiers,
    status: c.status,
    offeredAt: c.offeredAt.toISOString(),
    decidedAt: iso(c.decidedAt),
    effectiveFrom: iso(c.effectiveFrom),
    endedAt: iso(c.endedAt),
    replacesId: c.replacesId,
  };
}

export function offerView(o: PendingOffer): ContractOfferWire {
  return { ...contractView(o), downlineHigherRate: o.downlineHigherRate, cancelsDownlines: o.cancelsDownlines, effectiveFromIfAccepted: o.effectiveFromIfAccepted.toISOString() };
}

/** A P rate as the popup prints it: "0.015" → "1.5" (percent, up to 4 decimals, no trailing zeros). */
export function percentText(rate: string): string {
  const units = rateUnits(rate) * 100n; // percent in millionths
  const whole = units / 1_000_000n;
  const fraction = (units % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

function popupTier(t: ContractTier): PopupTier {
  return {
    minimumBet: t.turnover,
    betVolume: t.turnover,
    netLoss: t.netLoss ?? 0,
    activeMember: t.activeMembers,
    rateType: t.rateType,
    rate: t.rate,
    contractRate: t.rateType === 'P' ? percentText(t.rate) : t.rate,
  };
}

function popupOffer(o: PendingOffer): PopupOffer {
  const details = o.tiers.map(popupTier);
  return {
    id: o.id,
    contractId: o.id,
    kind: o.kind,
    gameType: o.gameType as PopupOffer['gameType'],
    status: 'P',
    period: o.period,
    offeredByAccount: o.offeredByAccount,
    offeredAt: o.offeredAt.toISOString(),
    effectiveFromIfAccepted: o.effectiveFromIfAccepted.toISOString(),
    downlineHigherRate: o.downlineHigherRate,
    cancelsDownlines: o.cancelsDownlines,
    details,
    hourSalaryRates: details,
  };
}

const KEYS: Record<ContractKind, 'divtypereq' | 'dailysalreq' | 'contracthoursalreq' | 'realtimesalreq'> = {
  dividend: 'divtypereq',
  daily: 'dailysalreq',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreq',
};

/** The consolidated answer (REFERENCES §1.1 shapes) from the pending offers and whether the member holds contracts. */
export function consolidatedView(offers: PendingOffer[], holds: { any: boolean; salary: boolean }): ConsolidatedContracts {
  const value: ConsolidatedContracts = {
    divtypereq: {}, dailysalreq: {}, contracthoursalreq: {}, realtimesalreq: {},
    dailysalreqtype: false, divtypereqtype: false, contracthoursalreqtype: false, realtimesalreqtype: false,
    enableContract: holds.any || offers.length > 0,
    enableSalary: holds.salary,
  };
  for (const offer of offers) {
    const key = KEYS[offer.kind];
    (value[key][offer.gameType] ??= []).push(popupOffer(offer));
    value[`${key}type` as 'dailysalreqtype'] = true;
  }
  return value;
}
