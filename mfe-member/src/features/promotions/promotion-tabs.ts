import type { AnnouncementItem } from '@khela/shared';

export const allPromotions = 'ALL';

/** "All" first, then each promotion type that occurs, in order of first appearance. */
export function promotionCategories(items: readonly AnnouncementItem[]): string[] {
  const types = items.map((item) => item.promotionType).filter((type): type is string => Boolean(type));
  return [allPromotions, ...types.filter((type, index) => types.indexOf(type) === index)];
}

export function promotionsIn(items: readonly AnnouncementItem[], category: string): AnnouncementItem[] {
  return category === allPromotions ? [...items] : items.filter((item) => item.promotionType === category);
}
