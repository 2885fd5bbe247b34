import { useVendorLanes as useCachedVendorLanes, type ApiError, type GameClassification, type VendorCard, type VendorLane } from '@khela/shared';
import { queryView } from '@khela/shared';
import { rngClassifications } from './centers';

export interface VendorLanesState {
  /** null until this language's lanes are here. */
  lanes: VendorLane[] | null;
  error: ApiError | null;
  retry: () => void;
}

/** The vendor lanes (one cached call per language in @khela/shared), as the centers draw them. */
export function useVendorLanes(): VendorLanesState {
  const query = useCachedVendorLanes();
  const view = queryView(query);
  return {
    lanes: view.status === 'ready' ? view.value : null,
    error: view.status === 'failed' ? (query.error as ApiError) : null,
    retry: () => void query.refetch(),
  };
}

export function vendorsOf(lanes: readonly VendorLane[] | null, category: string): VendorCard[] {
  return lanes?.find((candidate) => candidate.gameType === category)?.vendors ?? [];
}

/** The slot classifications the chosen vendor (or, with none chosen, any vendor of the list) has games in, in SPEC order. */
export function filledClassifications(vendors: readonly VendorCard[], vendor: string | null): GameClassification[] {
  const chosen = vendor ? vendors.filter((candidate) => candidate.vassalage === vendor) : vendors;
  const filled = new Set(chosen.flatMap((candidate) => candidate.gameClassify));
  return rngClassifications.filter((code) => filled.has(code));
}
