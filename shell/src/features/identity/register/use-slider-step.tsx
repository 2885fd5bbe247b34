import { useCallback, useState } from 'react';
import { SliderCheck } from '../verification/SliderCheck';

/**
 * The slider check as a step the registration awaits (SPEC §4: before registering and before an
 * SMS code is sent): `verify()` shows the check and resolves with its single-use token, or with
 * null when the reader closes it. `element` is where the form draws it.
 */
export function useSliderStep() {
  const [waiting, setWaiting] = useState<{ resolve: (token: string | null) => void } | null>(null);

  const verify = useCallback(() => new Promise<string | null>((resolve) => setWaiting({ resolve })), []);

  const finish = (token: string | null) => {
    waiting?.resolve(token);
    setWaiting(null);
  };

  const element = waiting ? (
    // Focus moves here so the check is seen (it appears under a long form) and used by keyboard.
    <div tabIndex={-1} ref={(node) => node?.focus()}>
      <SliderCheck onPass={finish} onCancel={() => finish(null)} />
    </div>
  ) : null;

  return { verify, element };
}
