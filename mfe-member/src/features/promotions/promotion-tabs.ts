import type { PromotionCard } from './promotion-calls';

export const allPromotions = 'ALL';

/** "All" first, then each category the brand has campaigns in (the api's order). */
export function promotionTabs(categories: readonly string[]): string[] {
  return [allPromotions, ...categories];
}

export function promotionsIn(campaigns: readonly PromotionCard[], tab: string): PromotionCard[] {
  return tab === allPromotions ? [...campaigns] : campaigns.filter((campaign) => campaign.category === tab);
}
