import { useCallback, useEffect, useState } from 'react';

/** SPEC §4/§9: another code may be asked for after 60 s times expiredMinutes (1 when the answer has none). */
export const secondsUntilResend = (expiredMinutes: number | undefined): number => 60 * (expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1);

/**
 * Seconds left until a deadline set with `start(seconds)`; 0 when idle. Counted from the clock,
 * not from ticks, so a phone that slept in between still shows the right time.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  return { secondsLeft: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
