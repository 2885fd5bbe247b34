import type { RealityCheck } from '@khela/shared';

/**
 * How long until the reminder is due by the page's clock, corrected by the server's: the check
 * carries the server's time when it answered and `receivedAt` is the page's time then, so a phone
 * whose clock is wrong still shows the reminder on the server's schedule. null: reminders are off.
 */
export function msUntilDue(check: RealityCheck, receivedAt: number, now: number): number | null {
  if (!check.nextDueAt) return null;
  const offset = Date.parse(check.serverTime) - receivedAt;
  return Math.max(0, Date.parse(check.nextDueAt) - (now + offset));
}

/** Due by the server's own clock when it answered (a fresh check). */
export function isDue(check: RealityCheck): boolean {
  return check.nextDueAt !== null && Date.parse(check.nextDueAt) <= Date.parse(check.serverTime);
}

/** Hours and whole minutes of play. */
export function playedParts(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
