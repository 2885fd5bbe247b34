import { randomUUID } from 'node:crypto';
import type { SportsbookSport } from '@khela/contracts/sportsbook';
import type { Db } from '@khela/server-kit/db';
import { refuse } from '../book/book-error';
import type { BetMoney } from '../bets/bet-money';
import { CricketMatch } from './cricket-match';
import { EsportsMatch } from './esports-match';
import { SimFeed } from './feed';
import { FootballMatch } from './football-match';
import { hashSeed, type Random, seededRandom } from './random';
import { DEFAULT_PACE, type SimMatch, type SimPace } from './sim-match';

/**
 * The live demo feed (docs/sportsbook.md "Simulator"): keeps a rolling calendar — for each sport
 * one match live and a few upcoming — and plays them through the trading functions an operator's
 * /ops calls use (SimFeed, actor `simulator`). Everything comes from the seed: the teams, the
 * start times after the first tick, every ball, goal and map. `tick(now)` plays what is due;
 * `fastForward(eventId)` plays one match to its end at once (tests, e2e).
 */

/**
 * Off in production and with SPORTSBOOK_SIMULATOR=off; SPORTSBOOK_SIMULATOR_SEED picks the seed,
 * SPORTSBOOK_SIMULATOR_SPEED (default 1) runs every match that many times faster.
 */
export function simulatorSettings(env: NodeJS.ProcessEnv): { enabled: boolean; seed: number; pace: SimPace } {
  const enabled = env.NODE_ENV !== 'production' && (env.SPORTSBOOK_SIMULATOR ?? 'on') !== 'off';
  const speed = Number(env.SPORTSBOOK_SIMULATOR_SPEED ?? 1);
  const factor = Number.isFinite(speed) && speed > 0 ? speed : 1;
  const pace = Object.fromEntries(Object.entries(DEFAULT_PACE).map(([key, ms]) => [key, Math.max(1, Math.round(ms / factor))])) as unknown as SimPace;
  return { enabled, seed: env.SPORTSBOOK_SIMULATOR_SEED ? hashSeed(env.SPORTSBOOK_SIMULATOR_SEED) : 16, pace };
}

interface Fixture {
  competition: string;
  region: string;
  teams: readonly string[];
  /** Minutes between two upcoming starts. */
  spacingMinutes: number;
}

const BPL_CITIES = ['Dhaka', 'Chattogram', 'Sylhet', 'Rangpur', 'Khulna', 'Rajshahi', 'Barishal', 'Cumilla'];
/** City-based and invented names: no club's or franchise's mark. */
export const CALENDAR: Record<SportsbookSport, readonly Fixture[]> = {
  cricket: [
    { competition: 'Bangladesh Premier League T20', region: 'BD', teams: BPL_CITIES.map((city) => `${city} XI`), spacingMinutes: 150 },
    { competition: 'Indian T20 League', region: 'IN', teams: ['Mumbai XI', 'Chennai XI', 'Kolkata XI', 'Delhi XI', 'Bengaluru XI', 'Hyderabad XI', 'Jaipur XI', 'Lucknow XI'], spacingMinutes: 150 },
    { competition: 'T20 Internationals', region: 'INT', teams: ['Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Afghanistan', 'England', 'Australia', 'New Zealand'], spacingMinutes: 150 },
  ],
  football: [
    { competition: 'English Premier Division', region: 'EN', teams: ['London Athletic', 'Manchester Rovers', 'Liverpool Wanderers', 'Birmingham Town', 'Leeds Albion', 'Newcastle Rangers', 'Bristol United', 'Brighton Harbour'], spacingMinutes: 120 },
    { competition: 'Bangladesh Football League', region: 'BD', teams: ['Dhaka City FC', 'Chattogram Port FC', 'Sylhet FC', 'Rajshahi FC', 'Khulna FC', 'Narayanganj FC'], spacingMinutes: 120 },
  ],
  esports: [
    { competition: 'Dota 2 Asia Series', region: 'INT', teams: ['Bengal Tigers Gaming', 'Dhaka Storm', 'Jade Dragons', 'Nordic Wolves', 'Monsoon Five', 'Delta Rising'], spacingMinutes: 90 },
    { competition: 'CS2 Open Cup', region: 'INT', teams: ['Padma Esports', 'Red Kites', 'Iron Owls', 'Lotus Squad', 'Cyclone Gaming', 'Night Ravens'], spacingMinutes: 90 },
  ],
};

/** How many upcoming matches each sport keeps on the calendar. */
const UPCOMING = { cricket: 3, football: 2, esports: 2 } as const;

export interface SimulatorOptions {
  seed: number;
  pace?: Partial<SimPace>;
  /** Told when a match fails a step (it is then abandoned: markets void, event cancelled). */
  onError?: (error: unknown, eventId: string) => void;
}

export class Simulator {
  readonly pace: SimPace;
  private readonly feed: SimFeed;
  private readonly matches = new Map<string, SimMatch>();
  /** One queue per match: a tick and a fast-forward never play the same match at once. */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly calendarRandom: Random;
  private created = 0;
  private lastStart: Record<SportsbookSport, number> = { cricket: 0, football: 0, esports: 0 };
  private ticking: Promise<void> = Promise.resolve();
  /** Names this run's events (`sim:RUN:INDEX`): a restarted book never mistakes an earlier run's for its own. */
  private readonly run = randomUUID().slice(0, 8);

  constructor(
    private readonly db: Db,
    money: BetMoney,
    private readonly options: SimulatorOptions,
  ) {
    this.pace = { ...DEFAULT_PACE, ...options.pace };
    this.feed = new SimFeed(db, money);
    this.calendarRandom = seededRandom(options.seed);
  }

  /** The simulator's matches not yet finished, by event id. */
  get active(): ReadonlyMap<string, SimMatch> {
    return new Map([...this.matches].filter(([, m]) => !m.finished));
  }

  match(eventId: string): SimMatch | undefined {
    return this.matches.get(eventId);
  }

  /**
   * A match of this run's simulator is played from memory; one an earlier run left unfinished cannot
   * be resumed (its script lived in that process), so it is voided through the trading functions:
   * its open markets void (stakes back) and the event cancelled.
   */
  async cancelLeftovers(): Promise<number> {
    const events = await this.db.query<{ id: string }>(`SELECT id FROM events WHERE external_ref LIKE 'sim:%' AND state IN ('scheduled', 'live', 'suspended')`);
    let cancelled = 0;
    for (const { id } of events) {
      if (this.matches.has(id)) continue;
      await this.abandon(id, 'simulator restarted');
      cancelled += 1;
    }
    return cancelled;
  }

  /** Voids the event's markets still open or suspended (stakes back) and cancels it. */
  private async abandon(eventId: string, reason: string): Promise<void> {
    const markets = await this.db.query<{ id: string }>(`SELECT id FROM markets WHERE event_id = $1 AND state IN ('open', 'suspended')`, [eventId]);
    for (const market of markets) await this.feed.settle(market.id, { kind: 'void', reason });
    const [event] = await this.db.query<{ state: string }>('SELECT state FROM events WHERE id = $1', [eventId]);
    if (event && event.state !== 'ended' && event.state !== 'cancelled') await this.feed.moveEvent(eventId, 'cancelled');
  }

  /** Plays every step due by `now`, then tops the calendar up. Calls run one after another. */
  tick(now: Date): Promise<void> {
    this.ticking = this.ticking.catch(() => undefined).then(() => this.playDue(now.getTime()));
    return this.ticking;
  }

  /** Plays the match to its end at once (toss, start, every step). */
  async fastForward(eventId: string): Promise<void> {
    const match = this.matches.get(eventId) ?? refuse('not_found', 404, { what: 'simulated event' });
    await this.queued(match, async () => {
      while (!match.finished) await match.step(this.feed);
    });
  }

  private queued(match: SimMatch, work: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(match.eventId) ?? Promise.resolve()).catch(() => undefined).then(work);
    this.queues.set(match.eventId, next);
    return next;
  }

  private async playDue(now: number): Promise<void> {
    for (const match of [...this.matches.values()]) {
      try {
        await this.queued(match, async () => {
          while (!match.finished && match.nextAt <= now) await match.step(this.feed);
        });
      } catch (error) {
        // A step half played cannot be replayed (its draws are spent): the match is abandoned, its bets void.
        this.options.onError?.(error, match.eventId);
        match.finished = true;
        await this.abandon(match.eventId, 'simulator error').catch((again: unknown) => this.options.onError?.(again, match.eventId));
      }
    }
    for (const [id, match] of this.matches) if (match.finished) this.matches.delete(id);
    await this.fillCalendar(now);
  }

  /** Each sport: one match live (one starting now when none is) and UPCOMING more, spaced out. */
  private async fillCalendar(now: number): Promise<void> {
    for (const sport of ['cricket', 'football', 'esports'] as const) {
      const mine = [...this.matches.values()].filter((m) => m.sport === sport && !m.finished);
      if (!mine.some((m) => m.started || m.startsAt <= now)) {
        const match = await this.create(sport, now);
        await this.queued(match, async () => {
          while (!match.started) await match.step(this.feed);
        });
      }
      let upcoming = mine.filter((m) => m.startsAt > now).length;
      while (upcoming < UPCOMING[sport]) {
        const fixture = CALENDAR[sport][this.created % CALENDAR[sport].length]!;
        const startsAt = Math.max(now, this.lastStart[sport]) + fixture.spacingMinutes * 60_000;
        await this.create(sport, startsAt);
        upcoming += 1;
      }
    }
  }

  private async create(sport: SportsbookSport, startsAt: number): Promise<SimMatch> {
    const index = this.created;
    this.created += 1;
    const fixture = CALENDAR[sport][index % CALENDAR[sport].length]!;
    const homeIndex = this.calendarRandom.int(fixture.teams.length);
    const awayIndex = (homeIndex + 1 + this.calendarRandom.int(fixture.teams.length - 1)) % fixture.teams.length;
    const competitionId = await this.feed.competition(sport, fixture.competition, fixture.region);
    const input = { competitionId, home: fixture.teams[homeIndex]!, away: fixture.teams[awayIndex]!, startsAt: new Date(startsAt), externalRef: `sim:${this.run}:${index}` };
    const random = seededRandom(hashSeed(`${this.options.seed}:${index}`));
    const match =
      sport === 'cricket'
        ? await CricketMatch.create(this.feed, random, this.pace, input)
        : sport === 'football'
          ? await FootballMatch.create(this.feed, random, this.pace, input)
          : await EsportsMatch.create(this.feed, random, this.pace, input);
    this.matches.set(match.eventId, match);
    this.lastStart[sport] = Math.max(this.lastStart[sport], startsAt);
    return match;
  }
}
