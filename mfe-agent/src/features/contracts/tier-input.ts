import { asciiDigits, type ContractTierWire } from '@khela/shared';

/** One tier as the agent types it: amounts in taka, a percentage or an amount for the rate. */
export interface TierDraft {
  turnover: string;
  netLoss: string;
  activeMembers: string;
  rate: string;
}

export const emptyTier: TierDraft = { turnover: '0', netLoss: '0', activeMembers: '0', rate: '' };

/** "12.5" (percent) → "0.125" (fraction), exactly: no float touches the rate. Null when not a percentage with up to 4 decimals. */
export function percentToFraction(text: string): string | null {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(asciiDigits(text).trim());
  if (!match) return null;
  const digits = `${match[1]}${(match[2] ?? '').padEnd(4, '0')}`; // percent × 10^4
  const millionths = BigInt(digits); // fraction × 10^6
  const whole = millionths / 1_000_000n;
  const fraction = (millionths % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** "1,500.50" taka → 150050 poisha; null when not an amount with up to 2 decimals. */
export function takaToMinor(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(asciiDigits(text).trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type DraftError = { tier: number; field: keyof TierDraft };

/** Turns the drafts into the wire's tiers, or names the first field that is not a number. The rules themselves are the api's. */
export function tiersFromDrafts(drafts: TierDraft[], rateType: 'P' | 'F', withNetLoss: boolean): ContractTierWire[] | DraftError {
  const tiers: ContractTierWire[] = [];
  for (const [index, draft] of drafts.entries()) {
    const tier = index + 1;
    const turnover = takaToMinor(draft.turnover);
    if (turnover === null) return { tier, field: 'turnover' };
    const members = asciiDigits(draft.activeMembers).trim();
    const activeMembers = /^\d{1,6}$/.test(members) ? Number(members) : null;
    if (activeMembers === null) return { tier, field: 'activeMembers' };
    const rate = rateType === 'P' ? percentToFraction(draft.rate) : (() => { const minor = takaToMinor(draft.rate); return minor === null ? null : String(minor); })();
    if (rate === null) return { tier, field: 'rate' };
    const netLoss = withNetLoss ? takaToMinor(draft.netLoss) : 0;
    if (netLoss === null) return { tier, field: 'netLoss' };
    tiers.push({ turnover, activeMembers, rateType, rate, ...(withNetLoss ? { netLoss } : {}) });
  }
  return tiers;
}
