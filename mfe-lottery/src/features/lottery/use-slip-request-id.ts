import { newRequestId } from '@khela/shared';
import { useCallback, useRef } from 'react';

/**
 * The requestId of a slip (docs/lottery.md "Money"): one per submission. Placing the same slip
 * again after a failure or a lost answer reuses the id, so the api books it at most once; a changed
 * slip (lines, stakes, draw) is a new submission, and so is anything after a success (`settle`).
 */
export function useSlipRequestId() {
  const last = useRef<{ slip: string; id: string } | null>(null);
  const idFor = useCallback((slip: unknown): string => {
    const key = JSON.stringify(slip);
    if (last.current?.slip !== key) last.current = { slip: key, id: newRequestId() };
    return last.current.id;
  }, []);
  const settle = useCallback(() => {
    last.current = null;
  }, []);
  return { idFor, settle };
}
