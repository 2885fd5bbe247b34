import { newRequestId } from '@khela/shared';
import { useCallback, useRef } from 'react';

/**
 * The requestId of a redemption or a conversion: the same values sent again after a failure or a
 * lost answer reuse it, so the api applies them at most once; anything after a success is new.
 */
export function useRequestId() {
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
