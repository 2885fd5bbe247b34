import type { ContractKind, ContractPeriod } from '../contract-model';
import { REALTIME_WINDOW_MINUTES } from '../contract-model';

/**
 * Settlement periods in a brand's time zone: [start, end) in UTC instants whose ends fall on the
 * brand's wall clock (5-minute windows, hours, days from midnight, weeks from Monday, half months
 * from the 1st and the 16th, months). Computed with Intl only: the zone's offset at an instant.
 */
export interface Period {
  start: Date;
  end: Date;
}

interface Wall {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallOf(at: Date, timeZone: string): Wall {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
}

/** The instant the zone's wall clock reads this (the earlier one in a DST overlap). */
function instantOf(wall: Wall, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  let guess = asUtc;
  for (let i = 0; i < 3; i += 1) {
    const seen = wallOf(new Date(guess), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    const delta = asUtc - seenUtc;
    if (delta === 0) break;
    guess += delta;
  }
  return new Date(guess);
}

/** Normalises an out-of-range wall time (day 32, month 13, …) through the UTC calendar. */
function wallPlus(wall: Wall, change: Partial<Wall>): Wall {
  const d = new Date(Date.UTC(wall.year + (change.year ?? 0), wall.month - 1 + (change.month ?? 0), wall.day + (change.day ?? 0), wall.hour + (change.hour ?? 0), wall.minute + (change.minute ?? 0)));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

function startWall(wall: Wall, period: ContractPeriod): Wall {
  switch (period) {
    case 'realtime':
      return { ...wall, minute: wall.minute - (wall.minute % REALTIME_WINDOW_MINUTES) };
    case 'hourly':
      return { ...wall, minute: 0 };
    case 'daily':
      return { ...wall, hour: 0, minute: 0 };
    case 'weekly': {
      const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay(); // 0 Sunday
      return wallPlus({ ...wall, hour: 0, minute: 0 }, { day: -((weekday + 6) % 7) });
    }
    case 'semimonthly':
      return { ...wall, day: wall.day >= 16 ? 16 : 1, hour: 0, minute: 0 };
    case 'monthly':
      return { ...wall, day: 1, hour: 0, minute: 0 };
  }
}

function nextStartWall(start: Wall, period: ContractPeriod): Wall {
  switch (period) {
    case 'realtime':
      return wallPlus(start, { minute: REALTIME_WINDOW_MINUTES });
    case 'hourly':
      return wallPlus(start, { hour: 1 });
    case 'daily':
      return wallPlus(start, { day: 1 });
    case 'weekly':
      return wallPlus(start, { day: 7 });
    case 'semimonthly':
      return start.day === 1 ? { ...start, day: 16 } : wallPlus({ ...start, day: 1 }, { month: 1 });
    case 'monthly':
      return wallPlus(start, { month: 1 });
  }
}

/** The period that contains `at`. */
export function periodContaining(at: Date, period: ContractPeriod, timeZone: string): Period {
  const start = startWall(wallOf(at, timeZone), period);
  return { start: instantOf(start, timeZone), end: instantOf(nextStartWall(start, period), timeZone) };
}

/** The last period that ended at or before `at`. */
export function periodBefore(at: Date, period: ContractPeriod, timeZone: string): Period {
  const current = periodContaining(at, period, timeZone);
  return periodContaining(new Date(current.start.getTime() - 1), period, timeZone);
}

/** Every period that starts at or after the one containing `from` and ends at or before `to`, oldest first. */
export function periodsBetween(from: Date, to: Date, period: ContractPeriod, timeZone: string, max = 10_000): Period[] {
  const periods: Period[] = [];
  let current = periodContaining(from, period, timeZone);
  while (current.end.getTime() <= to.getTime() && periods.length < max) {
    periods.push(current);
    current = periodContaining(current.end, period, timeZone);
  }
  return periods;
}

/** The period a contract kind settles by: the salaries' own, the brand's for dividends. */
export function kindPeriod(kind: ContractKind, dividendPeriod: ContractPeriod): ContractPeriod {
  return kind === 'dividend' ? dividendPeriod : kind;
}

/** The instants a yyyy-MM-dd range covers in a zone: [start of `from`, end of `to`). */
export function dayRange(from: string | undefined, to: string | undefined, timeZone: string): { start: Date | null; end: Date | null } {
  const at = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return instantOf({ year, month, day: date, hour: 0, minute: 0 }, timeZone);
  };
  return {
    start: from ? at(from) : null,
    end: to ? instantOf(wallPlus({ ...wallOf(at(to), timeZone), hour: 0, minute: 0 }, { day: 1 }), timeZone) : null,
  };
}
