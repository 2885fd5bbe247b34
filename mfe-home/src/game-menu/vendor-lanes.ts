import { forgetVendorLanes, loadVendorLanes, type VendorImages } from '@khela/shared';
import { useEffect, useState } from 'react';

export type VendorImagesByKey = ReadonlyMap<string, VendorImages>;

export const vendorKey = (gameType: string, vendor: string) => `${gameType}:${vendor}`;

let kept: Promise<VendorImagesByKey | null> | null = null;
/** The answer once it has arrived: later cards show their artwork at once. */
let arrived: VendorImagesByKey | undefined;

/**
 * The vendors' artwork paths from the vendor lanes (SPEC §7 "game vendor", cached in @khela/shared:
 * one call for the page, shared with the centers and the footer). A failure is not kept, and answers null: the cards
 * then use the SPEC's default paths.
 */
export function loadVendorImages(): Promise<VendorImagesByKey | null> {
  kept ??= loadVendorLanes().then((result) => {
    if (!result.ok) {
      kept = null;
      return null;
    }
    const images = new Map<string, VendorImages>();
    for (const lane of result.value) for (const vendor of lane.vendors) images.set(vendorKey(lane.gameType, vendor.vassalage), vendor.images);
    arrived = images;
    return images;
  });
  return kept;
}

/** undefined while the lanes load (the card keeps its artwork's place), then the map (or null). */
export function useVendorImages(): VendorImagesByKey | null | undefined {
  const [images, setImages] = useState<VendorImagesByKey | null | undefined>(arrived);
  useEffect(() => {
    if (arrived) return;
    let live = true;
    void loadVendorImages().then((answer) => live && setImages(answer));
    return () => {
      live = false;
    };
  }, []);
  return images;
}

export function forgetVendorImagesForTests(): void {
  forgetVendorLanes();
  kept = null;
  arrived = undefined;
}
