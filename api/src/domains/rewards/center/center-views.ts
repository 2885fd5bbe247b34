import { moneyToWire } from '@khela/contracts';
import type { RewardCenterLine } from '@khela/contracts/rewards';
import type { CenterLine } from './reward-center';
import { isClaimable, type RewardItem } from './reward-items';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** An item as the center lists it, in the request's language; a claimable item past its expiry shows as expired. */
export function itemLine(item: RewardItem, language: string, now: Date): RewardCenterLine {
  const claimable = isClaimable(item, now);
  const status = item.status === 'claimable' && !claimable ? 'expired' : item.status;
  return {
    key: `item:${item.id}`,
    itemId: item.id,
    source: item.source,
    title: language === 'bn' ? item.titleBn : item.titleEn,
    amountKind: item.amountKind,
    amount: moneyToWire(item.amount),
    multipleX100: item.multipleX100,
    status,
    action: claimable ? 'claim' : 'none',
    link: null,
    createdAt: item.createdAt.toISOString(),
    expiresAt: iso(item.expiresAt),
    claimedAt: iso(item.claimedAt),
  };
}

/** A line another part contributed: its button opens that part's page, where its own Claim is. */
export function contributedLine(line: CenterLine, language: string): RewardCenterLine {
  return {
    key: line.key,
    itemId: null,
    source: line.source,
    title: language === 'bn' ? line.title.bn : line.title.en,
    amountKind: line.amountKind,
    amount: moneyToWire(line.amount),
    multipleX100: line.multipleX100,
    status: 'claimable',
    action: 'open',
    link: line.link,
    createdAt: line.createdAt.toISOString(),
    expiresAt: iso(line.expiresAt),
    claimedAt: null,
  };
}
