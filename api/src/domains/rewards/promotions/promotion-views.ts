import type { FirstDepositRules, OpsClaim, PromotionCard, PromotionEntry } from '@khela/contracts/rewards';
import { moneyToWire } from '@khela/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { Language } from '../../../platform/i18n/language';
import { type MessageKey, translate } from '../../../platform/i18n/translate';
import type { Campaign } from './campaigns';
import { ENTRY_STATUS_WIRE, type MemberCard } from './card-status';
import type { Entry } from './entries';

const inLanguage = (language: string, en: string, bn: string) => (language === 'bn' ? bn || en : en || bn);

export function cardView(campaign: Campaign, language: string, card: MemberCard | null): PromotionCard {
  const status = card?.status ?? null;
  return {
    code: campaign.code,
    kind: campaign.kind,
    category: campaign.category,
    title: inLanguage(language, campaign.titleEn, campaign.titleBn),
    summary: inLanguage(language, campaign.summaryEn, campaign.summaryBn),
    image: campaign.image,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt?.toISOString() ?? null,
    status,
    action: status === 'join' ? 'join' : status === 'claim' ? 'claim' : 'none',
  };
}

/** Reasons the engine writes are message keys (promotion.reason.*): the member reads them in their language; an operator's reason is shown as written. */
function reasonText(reason: string | null, language: Language): string | null {
  if (reason === null || !reason.startsWith('promotion.reason.')) return reason;
  return translate(language, reason as MessageKey);
}

/** The member's entry with the grant it paid (requirement, expiry) when there is one. */
export async function entryView(db: Queryable, campaign: Campaign, entry: Entry, language: Language = 'en'): Promise<PromotionEntry> {
  const [grant] = entry.grantId
    ? await db.query<{ requirement: string; expires_at: Date | null }>('SELECT requirement::text, expires_at FROM bonus_grants WHERE id = $1', [entry.grantId])
    : [];
  const window = (campaign.rules as Partial<FirstDepositRules>).claimWindowHours;
  const claimBy = entry.status === 'CLAIM' && entry.qualifiedAt && window ? new Date(entry.qualifiedAt.getTime() + window * 3_600_000).toISOString() : null;
  return {
    id: entry.id,
    period: entry.periodKey,
    status: ENTRY_STATUS_WIRE[entry.status],
    amount: moneyToWire(entry.amount),
    deposit: entry.depositAmount === null ? null : moneyToWire(entry.depositAmount),
    requirement: grant ? moneyToWire(BigInt(grant.requirement)) : null,
    expiresAt: grant?.expires_at ? new Date(grant.expires_at).toISOString() : null,
    reason: reasonText(entry.reason, language),
    claimBy,
  };
}

export interface ClaimRow {
  entry: Entry;
  campaign: string;
  account: string;
}

export function opsClaimView({ entry, campaign, account }: ClaimRow): OpsClaim {
  return {
    id: entry.id,
    campaign,
    account,
    period: entry.periodKey,
    status: entry.status,
    amount: moneyToWire(entry.amount),
    deposit: entry.depositAmount === null ? null : moneyToWire(entry.depositAmount),
    depositOrderNo: entry.depositOrderNo,
    grantId: entry.grantId,
    reason: entry.reason,
    decidedBy: entry.decidedBy,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}
