import { useCallback, useEffect, useRef } from 'react';

/**
 * Reloads a page's data when `value` changes after the first render: a badge count pushed live
 * (another tab, a job, a settled bet) means the list the page shows is out of date. The answer
 * marks a value the page set itself (after its own claim) as seen, so it causes no reload.
 */
export function useReloadOnChange<T>(value: T, reload: () => void): (own: T) => void {
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    reload();
  }, [value, reload]);
  return useCallback((own: T) => {
    seen.current = own;
  }, []);
}
