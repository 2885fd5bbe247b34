import { useLanguage } from '@khela/shared';
import { localClock } from '@/lib/local-numbers';
import { secondsUntil } from '@/lib/server-clock';

/** A live countdown to `until` by the server's clock (`now` already corrected for the phone's skew), in the reader's digits. */
export function Countdown({ until, now, className }: { until: string; now: number; className?: string }) {
  const language = useLanguage();
  const seconds = secondsUntil(until, now);
  return (
    <time className={className} dateTime={until} role="timer" aria-live="off">
      {localClock(seconds, language)}
    </time>
  );
}
