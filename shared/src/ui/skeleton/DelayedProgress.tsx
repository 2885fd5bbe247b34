import { useEffect, useState } from 'react';
import styles from './skeleton.module.css';

/** How long a wait is left alone before it gets a progress bar: a quick answer shows nothing. */
export const progressDelayMs = 1000;

export interface DelayedProgressProps {
  /** The wait is on. */
  active: boolean;
  /** What is going on, translated ("Opening the game…", "Uploading: 40%"): the bar's name and the visible line. */
  label: string;
  /** 0–100 when the share done is known (an upload); absent for a wait of unknown length. */
  percent?: number;
  testId?: string;
}

/** True once `active` has held for `progressDelayMs`; false again as soon as it ends. */
export function useDelayedFlag(active: boolean, delayMs = progressDelayMs): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

/**
 * A progress bar for a wait that outlasts a second (a game launch, a gateway redirect, a report,
 * an upload): the translated line and a `role="progressbar"` (determinate when `percent` is given)
 * inside a polite live region, which is there from the start so the line is announced when it appears.
 */
export function DelayedProgress({ active, label, percent, testId = 'delayed-progress' }: DelayedProgressProps) {
  const shown = useDelayedFlag(active);
  const value = percent === undefined ? undefined : Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div aria-live="polite" data-testid={`${testId}-region`}>
      {shown && (
        <div className={styles.progress} data-testid={testId}>
          <span>{label}</span>
          <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
            <span className={styles.bar} data-value={value} style={value === undefined ? undefined : { width: `${value}%` }} />
          </div>
        </div>
      )}
    </div>
  );
}
