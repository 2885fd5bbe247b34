import { useLanguage, useQuery, vendorLanesQuery, type VendorImages, type VendorLane } from '@khela/shared';

export type VendorImagesByKey = ReadonlyMap<string, VendorImages>;

export const vendorKey = (gameType: string, vendor: string) => `${gameType}:${vendor}`;

function imagesByVendor(lanes: readonly VendorLane[]): VendorImagesByKey {
  const images = new Map<string, VendorImages>();
  for (const lane of lanes) for (const vendor of lane.vendors) images.set(vendorKey(lane.gameType, vendor.vassalage), vendor.images);
  return images;
}

/**
 * The vendors' artwork paths from the vendor lanes (SPEC §7 "game vendor": one cached call for the
 * page, shared with the centers and the footer). undefined while the lanes load (the card keeps its
 * artwork's place), null when they failed (the cards then use the SPEC's default paths).
 */
export function useVendorImages(): VendorImagesByKey | null | undefined {
  const { data, isError } = useQuery({ ...vendorLanesQuery(useLanguage()), select: imagesByVendor });
  return data ?? (isError ? null : undefined);
}
