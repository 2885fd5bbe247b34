import { loadVendorLanes, unwrap, useLanguage, useQuery, type UseQueryResult, type VendorCard, type VendorLane } from '@khela/shared';
import { footerExcludedCategories, footerVendorOrder } from '@/lib/brand/brand-constants';

/**
 * The brand's vendors for the footer: each once (a vendor may serve several categories), none of
 * SPEC §9's excluded categories (sports, lotteries, e-sports, cockfight), SPEC §9's footer codes
 * first in that order, then the others as the lanes list them.
 */
export function footerVendorsOf(lanes: readonly VendorLane[], preferred: readonly string[] = footerVendorOrder): VendorCard[] {
  const unique = new Map<string, VendorCard>();
  for (const lane of lanes) {
    if (footerExcludedCategories.includes(lane.gameType)) continue;
    for (const vendor of lane.vendors) if (!unique.has(vendor.vassalage)) unique.set(vendor.vassalage, vendor);
  }
  const rank = (code: string) => {
    const index = preferred.indexOf(code);
    return index === -1 ? preferred.length : index;
  };
  // Array.prototype.sort is stable: vendors of equal rank keep the lanes' order.
  return [...unique.values()].sort((a, b) => rank(a.vassalage) - rank(b.vassalage));
}

/**
 * The footer's vendors, asked for only once `enabled` (the reader is near the footer). The lanes
 * change with the operator's catalogue, not within a visit: five minutes fresh, so the footer that
 * mounts again after a game page shows them at once. A failure leaves the section out and is asked
 * again the next time the footer mounts.
 */
export function useFooterVendors(enabled: boolean): UseQueryResult<VendorCard[]> {
  const language = useLanguage();
  return useQuery({
    queryKey: ['footer-vendors', language],
    queryFn: async () => footerVendorsOf(await unwrap(loadVendorLanes(language))),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
