import { Popup } from '@khela/shared';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SliderCheck } from '../verification/SliderCheck';
import { useIdentityTranslation } from '../identity-texts';

/**
 * The slider check asked for on demand (SPEC §4: before the login call, one-click and SMS codes):
 * `verify()` opens the check over the form and resolves with the single-use token, or null when
 * the reader closes it. Render `element` once in the form that uses it.
 */
export function useSliderCheck(): { verify: () => Promise<string | null>; element: ReactNode } {
  const { t } = useIdentityTranslation();
  const [open, setOpen] = useState(false);
  const pending = useRef<((token: string | null) => void) | null>(null);

  const settle = useCallback((token: string | null) => {
    const resolve = pending.current;
    pending.current = null;
    setOpen(false);
    resolve?.(token);
  }, []);

  // A form that goes away with a check open gives up on it.
  useEffect(() => () => pending.current?.(null), []);

  const verify = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const element = open ? (
    <Popup title={t('login.sliderTitle')} onClose={() => settle(null)} testId="popup-slider">
      <SliderCheck onPass={(token) => settle(token)} />
    </Popup>
  ) : null;
  return { verify, element };
}
