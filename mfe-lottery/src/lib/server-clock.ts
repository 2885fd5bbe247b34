import { useEffect, useState } from 'react';

/**
 * How far the phone's clock is from the server's: the answer's serverTime minus the phone's time
 * when the answer came. Countdowns add it, so a phone set a minute wrong still closes on time.
 */
export function clockSkewMs(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** The server's time now, ticking each second (from the clock, not by counting ticks). */
export function useServerNow(skewMs: number): number {
  const [now, setNow] = useState(() => Date.now() + skewMs);
  useEffect(() => {
    setNow(Date.now() + skewMs);
    const timer = window.setInterval(() => setNow(Date.now() + skewMs), 1000);
    return () => window.clearInterval(timer);
  }, [skewMs]);
  return now;
}

/** Whole seconds from `now` to `instant`, never below 0. */
export function secondsUntil(instant: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(instant) - now) / 1000));
}
