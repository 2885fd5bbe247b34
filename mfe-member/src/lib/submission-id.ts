import { newRequestId } from '@khela/shared';
import { useCallback, useRef } from 'react';

/**
 * The requestId of a money form (docs/wallet.md): one per submission. Sending the same values again
 * after a failure or a lost answer reuses the id, so the api applies the request at most once;
 * changed values are a new submission, and so is anything after a success (`settle`).
 */
export function useSubmissionId() {
  const last = useRef<{ values: string; id: string } | null>(null);
  const idFor = useCallback((values: unknown): string => {
    const key = JSON.stringify(values);
    if (last.current?.values !== key) last.current = { values: key, id: newRequestId() };
    return last.current.id;
  }, []);
  const settle = useCallback(() => {
    last.current = null;
  }, []);
  return { idFor, settle };
}
