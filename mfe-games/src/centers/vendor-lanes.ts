import { forgetVendorLanes, loadVendorLanes, useLanguage, type ApiError, type GameClassification, type Language, type VendorCard, type VendorLane } from '@khela/shared';
import { useCallback, useEffect, useState } from 'react';
import { rngClassifications } from './centers';

/** The lanes' one cached call per language lives in @khela/shared (every root uses it). */
export function resetVendorLanesForTests(): void {
  forgetVendorLanes();
}

export interface VendorLanesState {
  lanes: VendorLane[] | null;
  error: ApiError | null;
  retry: () => void;
}

export function useVendorLanes(): VendorLanesState {
  const language = useLanguage();
  const [state, setState] = useState<{ language: Language; lanes: VendorLane[] | null; error: ApiError | null }>({ language, lanes: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void loadVendorLanes(language).then((result) => {
      if (current) setState({ language, lanes: result.ok ? result.value : null, error: result.ok ? null : result.error });
    });
    return () => {
      current = false;
    };
  }, [language, attempt]);
  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, error: null }));
    setAttempt((n) => n + 1);
  }, []);
  // Another language's lanes would show the wrong titles for a moment: wait for this one's.
  return state.language === language ? { lanes: state.lanes, error: state.error, retry } : { lanes: null, error: null, retry };
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
