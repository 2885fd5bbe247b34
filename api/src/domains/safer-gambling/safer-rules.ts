import type { SaferExclusionKind, SaferLimitKind, SaferPeriod } from '@khela/contracts/safer-gambling';

/** The rolling windows of each period, as PostgreSQL intervals (RTS 12B: 24 hours, 7 days, one month). */
export const PERIOD_INTERVALS: Record<SaferPeriod, string> = { day: '1 day', week: '7 days', month: '1 month' };

/** A raise or removal waits this long before the member may confirm it (RTS 12D). */
export const RAISE_COOLING_OFF_HOURS = 24;
/** …and lapses when not confirmed within this window after the cooling-off. */
export const RAISE_CONFIRM_WINDOW_HOURS = 7 * 24;
/** A time-out of N days is 1…42 (6 weeks); a self-exclusion at least 6 months. */
export const TIMEOUT_MAX_DAYS = 42;
export const SELF_EXCLUSION_MIN_DAYS = 182;
/** The largest limit a member may type: 10 billion (minor units ×100), far above any real need. */
export const LIMIT_MAX_MINOR = 10_000_000_000_00n;

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * A free-text amount in major units ("5000", "5,000.50", "৫০০০", " 5 000 ") as minor units.
 * '' or 0 means "no limit" (null). undefined: not an amount.
 */
export function parseFreeAmount(raw: string): bigint | null | undefined {
  const ascii = [...raw.trim()].map((c) => { const at = BENGALI_DIGITS.indexOf(c); return at >= 0 ? String(at) : c; }).join('');
  const compact = ascii.replace(/[\s,_]/g, '').replace(/^[৳$]/, '');
  if (compact === '') return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const minor = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (minor > LIMIT_MAX_MINOR) return undefined;
  return minor === 0n ? null : minor;
}

/** When a member's own time-out or self-exclusion ends. null: not a duration of that kind. */
export function exclusionEnd(kind: SaferExclusionKind, duration: string, days: number | undefined, from: Date): Date | null {
  const end = new Date(from);
  if (kind === 'timeout') {
    if (duration === '24h') end.setTime(end.getTime() + 24 * 3600_000);
    else if (duration === '1w') end.setTime(end.getTime() + 7 * 24 * 3600_000);
    else if (duration === '1m') end.setUTCMonth(end.getUTCMonth() + 1);
    else if (duration === 'days' && days !== undefined && Number.isInteger(days) && days >= 1 && days <= TIMEOUT_MAX_DAYS) end.setTime(end.getTime() + days * 24 * 3600_000);
    else return null;
    return end;
  }
  if (duration === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else if (duration === '1y') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else if (duration === '5y') end.setUTCFullYear(end.getUTCFullYear() + 5);
  else return null;
  return end;
}

export const ALL_LIMITS: readonly { kind: SaferLimitKind; period: SaferPeriod }[] = (['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
  (['day', 'week', 'month'] as const).map((period) => ({ kind, period })),
);
