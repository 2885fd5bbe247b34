import type { ConsolidatedContracts, ContractKindWire, ContractTierWire, PopupOffer } from '@khela/shared';
import { contractCalls, isPopupClosed, isTrialAtom, memberInfoAtom, openPopup, sessionKeys, store, whitelabelAtom, writeStorage } from '@khela/shared';

/** Where each kind's offers sit in the consolidated answer (REFERENCES §1.1). */
const KEYS = [
  ['dividend', 'divtypereq'],
  ['daily', 'dailysalreq'],
  ['hourly', 'contracthoursalreq'],
  ['realtime', 'realtimesalreq'],
] as const satisfies ReadonlyArray<readonly [ContractKindWire, keyof ConsolidatedContracts]>;

/** Every pending offer of the consolidated answer, dividend first, then daily, hourly, real-time. */
export function offersOf(value: ConsolidatedContracts): PopupOffer[] {
  return KEYS.flatMap(([, key]) => Object.values(value[key]).flat());
}

/** A popup tier back in the contract's own terms. */
export function tiersOf(offer: PopupOffer): ContractTierWire[] {
  return offer.details.map((d) => ({ turnover: d.betVolume, netLoss: d.netLoss, activeMembers: d.activeMember, rateType: d.rateType, rate: d.rate }));
}

/** The session flag set when the member closes the contract popup (SPEC §2: not shown again that session). */
export const contractPopupClosedFlag = 'CONTRACT_POPUP';

/**
 * After login (and at start with a session): the consolidated contract query (SPEC §6: only for a
 * logged-in non-trial member when AGENTPOLICY3 is on), kept in session storage as SPEC §3 lists
 * (consolidated, enableSalary, enableContract); the contract popup opens when an offer waits.
 */
export async function loadContractOffers(): Promise<void> {
  const result = await contractCalls.consolidated();
  if (!result.ok) return;
  const value = result.value;
  writeStorage('session', sessionKeys.consolidated, JSON.stringify(value));
  writeStorage('session', sessionKeys.enableSalary, String(value.enableSalary));
  writeStorage('session', sessionKeys.enableContract, String(value.enableContract));
  if (offersOf(value).length > 0 && !isPopupClosed(contractPopupClosedFlag)) openPopup('contract', { sessionFlag: contractPopupClosedFlag });
}

/** Loads the offers for a logged-in non-trial member of a brand with AGENTPOLICY3 on (SPEC §6); nothing otherwise. */
export function offerContractPopup(): Promise<void> {
  if (!store.get(memberInfoAtom) || store.get(isTrialAtom) || !store.get(whitelabelAtom).agentPolicy) return Promise.resolve();
  return loadContractOffers();
}

/** Each time a member's info arrives (start with a session, or a login), offers the contract popup once. */
export function watchContractOffers(): () => void {
  let offeredTo: string | null = null;
  const check = () => {
    const member = store.get(memberInfoAtom);
    if (!member) offeredTo = null;
    else if (member.id !== offeredTo) {
      offeredTo = member.id;
      void offerContractPopup();
    }
  };
  check();
  return store.sub(memberInfoAtom, check);
}
