import { forgetVendorLanes, loadVendorLanes, type VendorCard, type VendorLane } from '@khela/shared';
import { footerVendorOrder } from '@/lib/brand/brand-constants';

/**
 * The brand's vendors for the footer: each once (a vendor may serve several categories), SPEC §9's
 * footer codes first in that order, then the others as the lanes list them.
 */
export function footerVendorsOf(lanes: readonly VendorLane[], preferred: readonly string[] = footerVendorOrder): VendorCard[] {
  const unique = new Map<string, VendorCard>();
  for (const lane of lanes) for (const vendor of lane.vendors) if (!unique.has(vendor.vassalage)) unique.set(vendor.vassalage, vendor);
  const rank = (code: string) => {
    const index = preferred.indexOf(code);
    return index === -1 ? preferred.length : index;
  };
  // Array.prototype.sort is stable: vendors of equal rank keep the lanes' order.
  return [...unique.values()].sort((a, b) => rank(a.vassalage) - rank(b.vassalage));
}

let pending: Promise<VendorCard[] | null> | null = null;

/** Loaded once a page (the footer mounts again after a game page); a failure is tried again next time. */
export function loadFooterVendors(): Promise<VendorCard[] | null> {
  pending ??= loadVendorLanes().then((result) => {
    if (result.ok) return footerVendorsOf(result.value);
    pending = null;
    return null;
  });
  return pending;
}

/** Tests: the next footer loads again. */
export function forgetFooterVendors(): void {
  forgetVendorLanes();
  pending = null;
}
