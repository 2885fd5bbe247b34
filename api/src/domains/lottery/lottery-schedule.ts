import { Cron } from 'croner';

/**
 * A game's draw times: a cron pattern (croner, 5 fields) read in the game's time zone, e.g. every
 * minute `* * * * *`, every 3 minutes `*\/3 * * * *`, daily 18:15 `15 18 * * *`, Wednesday,
 * Saturday and Sunday 19:00 `0 19 * * 0,3,6`. A draw opens when the one before it is drawn and
 * closes `freezeSeconds` before its own draw time.
 */
export interface DrawTimes {
  drawNo: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

const patterns = new Map<string, Cron>();

/** Throws (with croner's message) on a bad pattern or zone. */
export function cronOf(schedule: string, timezone: string): Cron {
  const key = `${timezone}\u0000${schedule}`;
  let cron = patterns.get(key);
  if (!cron) {
    cron = new Cron(schedule, { timezone, paused: true });
    patterns.set(key, cron);
  }
  return cron;
}

/** Is this a valid schedule (5-field cron, at least one draw a week) in a valid zone? */
export function scheduleProblem(schedule: string, timezone: string): string | null {
  if (schedule.trim().split(/\s+/).length !== 5) return 'five fields: minute hour day month weekday';
  try {
    const runs = cronOf(schedule, timezone).nextRuns(2, new Date());
    if (runs.length < 2 || runs[1]!.getTime() - runs[0]!.getTime() > 8 * 86_400_000) return 'at least one draw a week';
    if (runs[1]!.getTime() - runs[0]!.getTime() < 60_000) return 'at most one draw a minute';
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'not a schedule';
  }
}

/** Seconds between draws when they are evenly spaced within a day (a fast game); null otherwise. */
export function periodSecondsOf(schedule: string, timezone: string, at: Date = new Date()): number | null {
  const runs = cronOf(schedule, timezone).nextRuns(4, at);
  const gaps = runs.slice(1).map((run, i) => run.getTime() - runs[i]!.getTime());
  if (gaps.length < 3 || gaps.some((gap) => gap !== gaps[0]) || gaps[0]! >= 86_400_000) return null;
  return gaps[0]! / 1000;
}

/** The game's local date and time of an instant: { date: '2026-11-26', time: '18:15', weekday: 0–6 (Sunday 0) }. */
export function localParts(at: Date, timezone: string): { date: string; compactDate: string; time: string; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, compactDate: `${parts.year}${parts.month}${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekday };
}

/** Does the schedule draw on the local day of `at` (before or after it)? */
export function drawsOnDayOf(schedule: string, timezone: string, at: Date): boolean {
  const cron = cronOf(schedule, timezone);
  const today = localParts(at, timezone).date;
  return [...cron.previousRuns(1, at), ...cron.nextRuns(1, at)].some((run) => localParts(run, timezone).date === today);
}

/** The period id players see: `20261126-1815` (local draw time) for a fast game, `2026-11-26` for a daily or weekly one. */
export function drawNoOf(drawAt: Date, timezone: string, fast: boolean): string {
  const local = localParts(drawAt, timezone);
  return fast ? `${local.compactDate}-${local.time.replace(':', '')}` : local.date;
}

/** The next `count` draws after `at` (the one betting is on now first). */
export function upcomingDraws(schedule: string, timezone: string, freezeSeconds: number, at: Date, count: number): DrawTimes[] {
  const cron = cronOf(schedule, timezone);
  const fast = periodSecondsOf(schedule, timezone, at) !== null;
  return cron.nextRuns(count, at).map((drawAt) => {
    const opensAt = cron.previousRuns(1, drawAt)[0] ?? new Date(drawAt.getTime() - 86_400_000);
    const closesAt = new Date(Math.max(opensAt.getTime(), drawAt.getTime() - freezeSeconds * 1000));
    return { drawNo: drawNoOf(drawAt, timezone, fast), opensAt, closesAt, drawAt };
  });
}

/** The draws between two instants (the demo's past draws). */
export function drawsBetween(schedule: string, timezone: string, freezeSeconds: number, from: Date, to: Date, max: number): DrawTimes[] {
  const cron = cronOf(schedule, timezone);
  const fast = periodSecondsOf(schedule, timezone, from) !== null;
  const times: Date[] = [];
  let cursor = cron.previousRuns(max, to);
  cursor = cursor.filter((t) => t.getTime() > from.getTime());
  times.push(...cursor.reverse());
  return times.map((drawAt) => {
    const opensAt = cron.previousRuns(1, drawAt)[0] ?? new Date(drawAt.getTime() - 86_400_000);
    const closesAt = new Date(Math.max(opensAt.getTime(), drawAt.getTime() - freezeSeconds * 1000));
    return { drawNo: drawNoOf(drawAt, timezone, fast), opensAt, closesAt, drawAt };
  });
}

/**
 * Vietnam's weekly province calendar (docs/lottery.md "Engine"): which provinces' companies (đài)
 * draw on each weekday (Sunday 0). The North draws one result a day under the day's province's
 * name (XSMB, one game); in the South and the Centre each province draws its own result (XSMN,
 * XSMT), so each is its own game (`VN_PROVINCE_TABLE`, `vnProvinceGames`).
 */
export const VN_PROVINCES: Record<'vn_north' | 'vn_south' | 'vn_central', string[][]> = {
  vn_north: [['Thái Bình'], ['Hà Nội'], ['Quảng Ninh'], ['Bắc Ninh'], ['Hà Nội'], ['Hải Phòng'], ['Nam Định']],
  vn_south: [
    ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
    ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
    ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
  ],
  vn_central: [
    ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
    ['Thừa Thiên Huế', 'Phú Yên'],
    ['Đắk Lắk', 'Quảng Nam'],
    ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    ['Gia Lai', 'Ninh Thuận'],
    ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
  ],
};

/**
 * Each province's short ASCII code, as the market abbreviates it (XSHCM, XSDNG …). A game code is
 * `${kind}_${code}`: stable, so bets, draws and links keep it whatever the calendar says later.
 */
const VN_PROVINCE_CODES: Record<string, string> = {
  'Tiền Giang': 'tg', 'Kiên Giang': 'kg', 'Đà Lạt': 'dl', 'TP. Hồ Chí Minh': 'hcm', 'Đồng Tháp': 'dt', 'Cà Mau': 'cm',
  'Bến Tre': 'btr', 'Vũng Tàu': 'vt', 'Bạc Liêu': 'bl', 'Đồng Nai': 'dn', 'Cần Thơ': 'ct', 'Sóc Trăng': 'st',
  'Tây Ninh': 'tn', 'An Giang': 'ag', 'Bình Thuận': 'bth', 'Vĩnh Long': 'vl', 'Bình Dương': 'bd', 'Trà Vinh': 'tv',
  'Long An': 'la', 'Bình Phước': 'bp', 'Hậu Giang': 'hg',
  'Kon Tum': 'kt', 'Khánh Hòa': 'kh', 'Thừa Thiên Huế': 'tth', 'Phú Yên': 'py', 'Đắk Lắk': 'dlk', 'Quảng Nam': 'qnm',
  'Đà Nẵng': 'dng', 'Bình Định': 'bdh', 'Quảng Trị': 'qt', 'Quảng Bình': 'qb', 'Gia Lai': 'gl', 'Ninh Thuận': 'nt',
  'Quảng Ngãi': 'qng', 'Đắk Nông': 'dno',
};

/** Draw time of each region's companies, Asia/Ho_Chi_Minh: the South 16:15, the Centre 17:15. */
export const VN_REGION_DRAW_TIME: Record<'vn_south' | 'vn_central', { hour: number; minute: number }> = {
  vn_south: { hour: 16, minute: 15 },
  vn_central: { hour: 17, minute: 15 },
};

export interface VnProvince {
  /** `vn_south_hcm`: the game's code. */
  gameCode: string;
  code: string;
  name: string;
  region: 'vn_south' | 'vn_central';
  /** Its draw days, Sunday 0, ascending. */
  weekdays: number[];
}

/** One row per province of the South and the Centre, read from the calendar (its source of truth), in calendar order. */
export const VN_PROVINCE_TABLE: VnProvince[] = (['vn_south', 'vn_central'] as const).flatMap((region) => {
  const rows = new Map<string, VnProvince>();
  // Monday first, as the market lists the week; the weekdays themselves are kept in cron order.
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    for (const name of VN_PROVINCES[region][weekday]!) {
      const code = VN_PROVINCE_CODES[name];
      if (!code) throw new Error(`VN_PROVINCE_CODES lacks ${name}`);
      const row = rows.get(name) ?? { gameCode: `${region}_${code}`, code, name, region, weekdays: [] };
      row.weekdays.push(weekday);
      rows.set(name, row);
    }
  }
  return [...rows.values()].map((row) => ({ ...row, weekdays: [...row.weekdays].sort((a, b) => a - b) }));
});

/** A province's draw schedule: its region's time on its weekdays, e.g. TP. Hồ Chí Minh `15 16 * * 1,6`. */
export function vnProvinceSchedule(province: Pick<VnProvince, 'region' | 'weekdays'>): string {
  const { hour, minute } = VN_REGION_DRAW_TIME[province.region];
  return `${minute} ${hour} * * ${province.weekdays.join(',')}`;
}

/** The provinces of a North draw (by its local weekday: the day's company names XSMB); [] for other kinds. */
export function provincesOf(kind: string, drawAt: Date, timezone: string): string[] {
  if (kind !== 'vn_north') return [];
  return VN_PROVINCES.vn_north[localParts(drawAt, timezone).weekday]!;
}
