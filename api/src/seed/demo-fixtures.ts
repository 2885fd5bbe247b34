import type { Db } from '../platform/db/db';
import { type FixtureInput, insertFixture } from '../domains/sports/fixtures-repo';
import type { Sport } from '@khela/contracts';

/**
 * Demo fixtures for the home page's hot matches: invented teams named after Bangladeshi cities (no
 * real club's name or badge), booked by the demo sports vendor KSPORT. Demo data must never go
 * stale, so every start tops the schedule up to the next DEMO_DAYS days instead of seeding once.
 */
export const DEMO_FIXTURE_VENDOR = 'KSPORT';
/** The demo brands' zone: a match day is a Dhaka day. */
const DEMO_TIME_ZONE = 'Asia/Dhaka';
/** Today and the six days after it. */
export const DEMO_DAYS = 7;

interface Team {
  code: string;
  en: string;
  bn: string;
}

interface Competition {
  sport: Sport;
  league: { bn: string; en: string };
  /** Kick-off times, Dhaka wall clock; one match per slot per day. */
  slots: string[];
  teams: Team[];
}

export const DEMO_COMPETITIONS: Competition[] = [
  {
    sport: 'cricket',
    league: { en: 'Khela Premier T20', bn: 'খেলা প্রিমিয়ার টি-টোয়েন্টি' },
    slots: ['10:00', '15:30', '20:00'],
    teams: [
      { code: 'DHKT', en: 'Dhaka Tigers', bn: 'ঢাকা টাইগার্স' },
      { code: 'CTGW', en: 'Chattogram Waves', bn: 'চট্টগ্রাম ওয়েভস' },
      { code: 'SYLS', en: 'Sylhet Storm', bn: 'সিলেট স্টর্ম' },
      { code: 'KHLR', en: 'Khulna Royals', bn: 'খুলনা রয়্যালস' },
      { code: 'RAJR', en: 'Rajshahi Riders', bn: 'রাজশাহী রাইডার্স' },
      { code: 'BARB', en: 'Barishal Bulls', bn: 'বরিশাল বুলস' },
      { code: 'RNGR', en: 'Rangpur Rhinos', bn: 'রংপুর রাইনোস' },
      { code: 'CUMC', en: 'Cumilla Comets', bn: 'কুমিল্লা কমেটস' },
    ],
  },
  {
    sport: 'football',
    league: { en: 'Khela Super Cup', bn: 'খেলা সুপার কাপ' },
    slots: ['13:00', '19:00', '23:30'],
    teams: [
      { code: 'DHKF', en: 'Dhaka City FC', bn: 'ঢাকা সিটি এফসি' },
      { code: 'NGJU', en: 'Narayanganj United', bn: 'নারায়ণগঞ্জ ইউনাইটেড' },
      { code: 'GAZR', en: 'Gazipur Rovers', bn: 'গাজীপুর রোভার্স' },
      { code: 'MYMS', en: 'Mymensingh Stars', bn: 'ময়মনসিংহ স্টারস' },
      { code: 'BOGA', en: 'Bogura Athletic', bn: 'বগুড়া অ্যাথলেটিক' },
      { code: 'JSRE', en: 'Jashore Eagles', bn: 'যশোর ঈগলস' },
      { code: 'COXM', en: "Cox's Bazar Mariners", bn: 'কক্সবাজার মেরিনার্স' },
      { code: 'DNJF', en: 'Dinajpur Falcons', bn: 'দিনাজপুর ফ্যালকনস' },
    ],
  },
];

/** yyyy-MM-dd of `at` in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant a wall-clock time of a day has in a time zone. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(guess)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wallClockAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return new Date(guess.getTime() - (wallClockAsUtc - guess.getTime()));
}

/** A small stable hash (FNV-1a) so a match's odds are the same on every instance and every start. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Money-line odds in hundredths with a bookmaker's ~6 % margin; a draw only where the sport has one. */
function demoOdds(sport: Sport, key: string): FixtureInput['odds'] {
  const h = hash(key);
  const toOdds = (probability: number) => Math.max(105, Math.round(100 / probability));
  const draw = sport === 'football' ? 0.26 + (h % 8) / 100 : 0;
  const shared = 1.06 - draw;
  const home = 0.2 + (((h >>> 8) % 100) / 100) * (shared - 0.4);
  const away = shared - home;
  return { home: toOdds(home), draw: draw ? toOdds(draw) : null, away: toOdds(away) };
}

/** One competition's matches on one day: the teams rotate daily, nobody plays twice a day. */
function matchesOn(day: string, competition: Competition): FixtureInput[] {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const { teams } = competition;
  const rotated = teams.map((_, i) => teams[(i + dayNumber) % teams.length]!);
  const half = teams.length / 2;
  return competition.slots.map((time, i) => {
    const [first, second] = [rotated[i]!, rotated[i + half]!];
    const [home, away] = dayNumber % 2 === 0 ? [first, second] : [second, first];
    return {
      vendorCode: DEMO_FIXTURE_VENDOR,
      sport: competition.sport,
      league: competition.league,
      home,
      away,
      kickoff: zonedInstant(day, time, DEMO_TIME_ZONE),
      odds: demoOdds(competition.sport, `${day}:${home.code}:${away.code}`),
    };
  });
}

/** Every demo match from `now`'s Dhaka day through the next DEMO_DAYS − 1 days. */
export function demoFixtures(now: Date): FixtureInput[] {
  const today = dayIn(now, DEMO_TIME_ZONE);
  return Array.from({ length: DEMO_DAYS }, (_, i) => addDays(today, i)).flatMap((day) =>
    DEMO_COMPETITIONS.flatMap((competition) => matchesOn(day, competition)),
  );
}

/**
 * The start-time top-up: adds the demo matches of today and the next days that are missing. Safe
 * to repeat and to run on several instances at once (natural key + ON CONFLICT DO NOTHING).
 * Returns how many were added.
 */
export async function topUpDemoFixtures(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const fixture of demoFixtures(now)) if (await insertFixture(tx, fixture)) added += 1;
    return added;
  });
}
