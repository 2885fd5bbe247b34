import { clockText, secondsUntil } from '@/lib/server-clock';

/** A live countdown to `until` by the server's clock (`now` already corrected for the phone's skew). */
export function Countdown({ until, now, className }: { until: string; now: number; className?: string }) {
  const seconds = secondsUntil(until, now);
  return (
    <time className={className} dateTime={until} role="timer" aria-live="off">
      {clockText(seconds)}
    </time>
  );
}
