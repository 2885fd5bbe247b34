import type { SimFeed } from './feed';
import { clamp, type Random } from './random';
import { normalCdf, type SimMatch, type SimPace } from './sim-match';

/**
 * A T20 played ball by ball (docs/sportsbook.md "Simulator"). Markets: toss (settled at the toss),
 * match winner (priced from a runs/wickets/balls-left model every ball), first-innings total runs,
 * top batsman, and 6- and 10-over session lines per innings that suspend while each ball is bowled,
 * settle on the score at their over (or where the innings closed) and are re-rated every ball.
 * Every market is suspended on a wicket until the next ball; the end of the match settles the rest.
 */

type Side = 'home' | 'away';
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** One ball's outcome: runs off the bat, or a wicket ('W'). Average ≈ 1.28 runs a ball. */
const BALL_OUTCOMES: ReadonlyArray<readonly [number | 'W', number]> = [
  ['W', 0.05], [0, 0.34], [1, 0.36], [2, 0.08], [3, 0.01], [4, 0.11], [6, 0.05],
];
export const RUNS_PER_BALL = 1.28;
const BALLS = 120;
const SESSION_OVERS = [6, 10] as const;
const TOTAL_LINE = '150.5';
const TOP_BATSMEN = 4;
const SURNAMES = ['Rahman', 'Hossain', 'Islam', 'Ahmed', 'Karim', 'Hasan', 'Chowdhury', 'Uddin', 'Sarkar', 'Miah', 'Das', 'Roy', 'Khan', 'Alam', 'Haque', 'Mahmud'];
const INITIALS = 'ABDFHJKMNRST';

interface Innings {
  batting: Side;
  runs: number;
  wickets: number;
  balls: number;
  /** Runs of each batter (by order), and whether each has come in. */
  batterRuns: number[];
  batted: boolean[];
  striker: number;
  nonStriker: number;
  sessions: Array<{ over: number; line: number; marketId: string; settled: boolean }>;
}

export interface CricketSummary {
  tossWinner: Side;
  innings: Array<{ batting: Side; runs: number; wickets: number; balls: number; runsAtOver: number[]; batterRuns: number[]; batted: boolean[] }>;
  winner: Side | 'tie' | null;
}

export class CricketMatch implements SimMatch {
  readonly sport = 'cricket';
  started = false;
  finished = false;
  nextAt: number;
  private phase: 'toss' | 'start' | 'play' = 'toss';
  private readonly innings: Innings[] = [];
  private readonly runsAtOver: number[][] = [];
  private tossWinner: Side = 'home';
  private winner: Side | 'tie' | null = null;
  /** Markets suspended by a wicket, reopened with the next ball. */
  private suspendedByWicket: string[] = [];

  private constructor(
    readonly eventId: string,
    readonly startsAt: number,
    private readonly random: Random,
    private readonly pace: SimPace,
    private readonly markets: { toss: string; winner: string; total: string; top: string },
  ) {
    this.nextAt = startsAt - pace.tossLeadMs;
  }

  static async create(feed: SimFeed, random: Random, pace: SimPace, input: { competitionId: string; home: string; away: string; startsAt: Date; externalRef: string }): Promise<CricketMatch> {
    const eventId = await feed.event(input);
    const names = (side: Side) =>
      Array.from({ length: TOP_BATSMEN }, (_, i) => ({ code: `${side}${i + 1}`, name: `${INITIALS[random.int(INITIALS.length)]}. ${random.pick(SURNAMES)} (${side === 'home' ? input.home : input.away})` }));
    const toss = await feed.market(eventId, 'cricket_toss', [{ code: 'home', name: input.home }, { code: 'away', name: input.away }]);
    await feed.price(toss, { home: 0.5, away: 0.5 });
    const winner = await feed.market(eventId, 'cricket_match_winner', [{ code: 'home', name: input.home }, { code: 'away', name: input.away }]);
    await feed.price(winner, { home: 0.5, away: 0.5 });
    const total = await feed.market(eventId, 'cricket_total_runs', [{ code: 'over', name: `Over ${TOTAL_LINE}` }, { code: 'under', name: `Under ${TOTAL_LINE}` }], { period: 'innings_1', specifiers: { total: TOTAL_LINE } });
    await feed.price(total, { over: 0.5, under: 0.5 });
    const top = await feed.market(eventId, 'cricket_top_batsman', [...names('home'), ...names('away')]);
    await feed.price(top, Object.fromEntries([...names('home'), ...names('away')].map((s, i) => [s.code, 1 / (1 + (i % TOP_BATSMEN))])));
    return new CricketMatch(eventId, input.startsAt.getTime(), random, pace, { toss, winner, total, top });
  }

  async step(feed: SimFeed): Promise<void> {
    if (this.finished) return;
    if (this.phase === 'toss') {
      this.tossWinner = this.random.next() < 0.5 ? 'home' : 'away';
      await feed.suspend(this.markets.toss);
      await feed.settle(this.markets.toss, { kind: 'winner', winner: this.tossWinner });
      this.phase = 'start';
      this.nextAt = Math.max(this.nextAt, this.startsAt);
      return;
    }
    if (this.phase === 'start') {
      // The toss winner bats first or bowls, at random.
      const battingFirst = this.random.next() < 0.5 ? this.tossWinner : other(this.tossWinner);
      this.phase = 'play';
      this.started = true;
      await feed.moveEvent(this.eventId, 'live', this.score());
      await this.openInnings(feed, battingFirst);
      this.nextAt += this.pace.ballMs;
      return;
    }
    await this.bowl(feed);
    this.nextAt += this.pace.ballMs;
  }

  /** What the match did so far (for tests and the score shown). */
  summary(): CricketSummary {
    return {
      tossWinner: this.tossWinner,
      innings: this.innings.map((inn, i) => ({ batting: inn.batting, runs: inn.runs, wickets: inn.wickets, balls: inn.balls, runsAtOver: [...this.runsAtOver[i]!], batterRuns: [...inn.batterRuns], batted: [...inn.batted] })),
      winner: this.winner,
    };
  }

  sessionMarkets(): Array<{ innings: number; over: number; line: number; marketId: string }> {
    return this.innings.flatMap((inn, i) => inn.sessions.map((s) => ({ innings: i + 1, over: s.over, line: s.line, marketId: s.marketId })));
  }

  private get current(): Innings {
    return this.innings[this.innings.length - 1]!;
  }

  private score(): object {
    return {
      sport: 'cricket',
      tossWinner: this.tossWinner,
      innings: this.innings.map((inn) => ({ batting: inn.batting, runs: inn.runs, wickets: inn.wickets, overs: `${Math.floor(inn.balls / 6)}.${inn.balls % 6}` })),
      ...(this.innings.length === 2 && { target: this.innings[0]!.runs + 1 }),
    };
  }

  private async openInnings(feed: SimFeed, batting: Side): Promise<void> {
    const innings: Innings = { batting, runs: 0, wickets: 0, balls: 0, batterRuns: Array(11).fill(0), batted: Array(11).fill(false), striker: 0, nonStriker: 1, sessions: [] };
    innings.batted[0] = innings.batted[1] = true;
    this.innings.push(innings);
    this.runsAtOver.push([]);
    const period = this.innings.length === 1 ? 'innings_1' : 'innings_2';
    for (const over of SESSION_OVERS) {
      const line = Math.max(1, Math.round(over * 6 * RUNS_PER_BALL));
      const marketId = await feed.market(this.eventId, 'cricket_session', [{ code: 'yes', name: 'Yes', rate: 100 }, { code: 'no', name: 'No', rate: 100 }], { period, specifiers: { total: String(line), overNumber: over } });
      innings.sessions.push({ over, line, marketId, settled: false });
      await this.rateSession(feed, innings, innings.sessions[innings.sessions.length - 1]!);
    }
  }

  /** Bowls the next ball: sessions suspend while it is bowled; a wicket suspends everything until the next ball. */
  private async bowl(feed: SimFeed): Promise<void> {
    const inn = this.current;
    const openSessions = inn.sessions.filter((s) => !s.settled);
    for (const id of this.suspendedByWicket) await feed.resume(id);
    this.suspendedByWicket = [];
    for (const s of openSessions) await feed.suspend(s.marketId);
    const outcome = this.drawBall();
    inn.balls += 1;
    if (outcome === 'W') {
      inn.wickets += 1;
      if (inn.wickets < 10) {
        const next = inn.wickets + 1;
        inn.batted[next] = true;
        inn.striker = next;
      }
    } else {
      inn.runs += outcome;
      inn.batterRuns[inn.striker]! += outcome;
      if (outcome % 2 === 1) [inn.striker, inn.nonStriker] = [inn.nonStriker, inn.striker];
    }
    const overDone = inn.balls % 6 === 0;
    if (overDone) {
      this.runsAtOver[this.innings.length - 1]!.push(inn.runs);
      [inn.striker, inn.nonStriker] = [inn.nonStriker, inn.striker];
    }
    const target = this.innings.length === 2 ? this.innings[0]!.runs + 1 : null;
    const inningsOver = inn.wickets === 10 || inn.balls === BALLS || (target !== null && inn.runs >= target);
    await feed.moveEvent(this.eventId, 'live', this.score());
    // Sessions whose over has just been bowled, or every open one when the innings closed early.
    for (const s of openSessions) {
      if (inn.balls === s.over * 6) await this.settleSession(feed, s, inn.runs, 'completed');
      else if (inningsOver) await this.settleSession(feed, s, inn.runs, 'all_out');
    }
    if (inningsOver) return this.closeInnings(feed);
    await this.priceWinner(feed);
    if (this.innings.length === 1) await feed.price(this.markets.total, this.totalWeights());
    for (const s of inn.sessions.filter((x) => !x.settled)) await this.rateSession(feed, inn, s);
    if (outcome === 'W') {
      this.suspendedByWicket = [this.markets.winner, this.markets.top, ...(this.innings.length === 1 ? [this.markets.total] : []), ...inn.sessions.filter((x) => !x.settled).map((x) => x.marketId)];
      for (const id of this.suspendedByWicket) await feed.suspend(id);
    } else for (const s of inn.sessions.filter((x) => !x.settled)) await feed.resume(s.marketId);
  }

  private drawBall(): number | 'W' {
    let u = this.random.next();
    for (const [outcome, chance] of BALL_OUTCOMES) {
      if (u < chance) return outcome;
      u -= chance;
    }
    return 0;
  }

  private async settleSession(feed: SimFeed, session: Innings['sessions'][number], runs: number, end: 'completed' | 'all_out'): Promise<void> {
    session.settled = true;
    await feed.settle(session.marketId, { kind: 'session', session: { runs, penaltyRuns: 0, end } });
  }

  private async closeInnings(feed: SimFeed): Promise<void> {
    const inn = this.current;
    if (this.innings.length === 1) {
      await feed.settle(this.markets.total, { kind: 'total', value: inn.runs });
      await this.openInnings(feed, other(inn.batting));
      await this.priceWinner(feed);
      for (const id of [this.markets.winner, this.markets.top]) await feed.resume(id);
      this.nextAt += 10 * this.pace.ballMs; // the innings break
      return;
    }
    const first = this.innings[0]!;
    this.winner = inn.runs > first.runs ? inn.batting : inn.runs < first.runs ? first.batting : 'tie';
    await feed.settle(this.markets.winner, { kind: 'winner', winner: this.winner });
    const all = this.innings.flatMap((x) => x.batterRuns.map((runs, i) => ({ code: `${x.batting}${i + 1}`, runs, batted: x.batted[i]! })));
    const best = Math.max(...all.map((b) => b.runs));
    const leaders = all.filter((b) => b.batted && b.runs === best).map((b) => b.code);
    const offered = (['home', 'away'] as const).flatMap((side) => Array.from({ length: TOP_BATSMEN }, (_, i) => `${side}${i + 1}`));
    const nonRunners = offered.filter((code) => !all.find((b) => b.code === code)!.batted);
    await feed.settle(this.markets.top, { kind: 'top', leaders, nonRunners });
    this.finished = true;
    await feed.moveEvent(this.eventId, 'ended', { ...this.score(), winner: this.winner });
  }

  /** The chance the side batting first wins, from runs, wickets and balls left. */
  private firstSideChance(): number {
    const first = this.innings[0]!;
    const resources = (inn: Innings) => (BALLS - inn.balls) * RUNS_PER_BALL * ((10 - inn.wickets) / 10) ** 0.7;
    if (this.innings.length === 1) {
      const projected = first.runs + resources(first);
      return clamp(normalCdf((projected - 150) / 22), 0.03, 0.97);
    }
    const chase = this.current;
    const need = first.runs + 1 - chase.runs;
    const spread = 6 + Math.sqrt(BALLS - chase.balls) * 1.4;
    return clamp(1 - normalCdf((resources(chase) - need) / spread), 0.01, 0.99);
  }

  private async priceWinner(feed: SimFeed): Promise<void> {
    const p = this.firstSideChance();
    const firstSide = this.innings[0]!.batting;
    await feed.price(this.markets.winner, { home: firstSide === 'home' ? p : 1 - p, away: firstSide === 'home' ? 1 - p : p });
  }

  private totalWeights(): Record<string, number> {
    const inn = this.innings[0]!;
    const left = BALLS - inn.balls;
    const projected = inn.runs + left * RUNS_PER_BALL * ((10 - inn.wickets) / 10) ** 0.7;
    const over = clamp(normalCdf((projected - 150.5) / (2 + Math.sqrt(left) * 1.6)), 0.01, 0.99);
    return { over, under: 1 - over };
  }

  /** YES wins stake × rate/100, NO risks stake × rate/100: rates from the chance the line is reached, with the margin. */
  private async rateSession(feed: SimFeed, inn: Innings, session: Innings['sessions'][number]): Promise<void> {
    const left = Math.max(0, session.over * 6 - inn.balls);
    const projected = inn.runs + left * RUNS_PER_BALL * ((10 - inn.wickets) / 10) ** 0.7;
    const yes = clamp(normalCdf((projected - session.line + 0.5) / (1 + Math.sqrt(left) * 1.6)), 0.02, 0.98);
    const fair = (100 * (1 - yes)) / yes;
    await feed.rates(session.marketId, { yes: Math.round(clamp(fair / 1.05, 1, 1000)), no: Math.round(clamp(fair * 1.05, 1, 1000)) });
  }
}
