import { type MarketType, settleSelection } from '@khela/contracts/sportsbook';
import type { SimFeed } from './feed';
import { type Random } from './random';
import type { SimMatch, SimPace } from './sim-match';

/**
 * Football minute by minute (docs/sportsbook.md "Simulator"): each side scores in a minute with the
 * chance its Poisson rate gives; 1X2, Asian handicap and over/under (whole, half and quarter lines)
 * and both teams to score are re-priced every minute from the goals still to come, each selection's
 * weight read through the contract's own settlement of every final score; a goal suspends the
 * markets while the score is entered. Full time settles every market on the score.
 */

export const HANDICAP_LINES = ['-0.75', '-0.25', '0', '0.5'] as const;
export const TOTAL_LINES = ['2.25', '2.5', '2.75', '3'] as const;
const MINUTES = 90;
/** A line as shown beside a team: '+0.5', '-0.25', '0'. */
const signed = (line: number) => (line > 0 ? `+${line}` : String(line));
const MAX_GOALS = 10;

/** Won counts in full, a half win by half: the weights the margin then turns into prices. */
const SHARE: Record<string, number> = { won: 1, half_won: 0.5, dead_heat: 0.5 };

function poissonTable(mean: number): number[] {
  const table: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= MAX_GOALS; k += 1) {
    table.push(p);
    p = (p * mean) / (k + 1);
  }
  return table;
}

export class FootballMatch implements SimMatch {
  readonly sport = 'football';
  started = false;
  finished = false;
  nextAt: number;
  minute = 0;
  goals = { home: 0, away: 0 };
  private readonly markets: Array<{ id: string; type: MarketType; specifiers: { handicap?: string; total?: string }; codes: string[] }>;

  private constructor(
    readonly eventId: string,
    readonly startsAt: number,
    private readonly random: Random,
    private readonly pace: SimPace,
    /** Expected goals over 90 minutes. */
    private readonly rates: { home: number; away: number },
    markets: FootballMatch['markets'],
  ) {
    this.nextAt = startsAt;
    this.markets = markets;
  }

  static async create(feed: SimFeed, random: Random, pace: SimPace, input: { competitionId: string; home: string; away: string; startsAt: Date; externalRef: string }): Promise<FootballMatch> {
    const eventId = await feed.event(input);
    const rates = { home: 1.1 + random.next() * 0.9, away: 0.8 + random.next() * 0.9 };
    const markets: FootballMatch['markets'] = [];
    const add = async (type: MarketType, selections: Array<{ code: string; name: string }>, specifiers: { handicap?: string; total?: string } = {}) => {
      const id = await feed.market(eventId, type, selections, { specifiers });
      markets.push({ id, type, specifiers, codes: selections.map((s) => s.code) });
    };
    await add('football_1x2', [{ code: 'home', name: input.home }, { code: 'draw', name: 'Draw' }, { code: 'away', name: input.away }]);
    for (const handicap of HANDICAP_LINES) await add('football_asian_handicap', [{ code: 'home', name: `${input.home} ${signed(Number(handicap))}` }, { code: 'away', name: `${input.away} ${signed(-Number(handicap))}` }], { handicap });
    for (const total of TOTAL_LINES) await add('football_over_under', [{ code: 'over', name: `Over ${total}` }, { code: 'under', name: `Under ${total}` }], { total });
    await add('football_btts', [{ code: 'yes', name: 'Yes' }, { code: 'no', name: 'No' }]);
    const match = new FootballMatch(eventId, input.startsAt.getTime(), random, pace, rates, markets);
    await match.reprice(feed);
    return match;
  }

  async step(feed: SimFeed): Promise<void> {
    if (this.finished) return;
    if (!this.started) {
      this.started = true;
      await feed.moveEvent(this.eventId, 'live', this.score());
      this.nextAt += this.pace.footballMinuteMs;
      return;
    }
    this.minute += 1;
    const scored = (['home', 'away'] as const).filter((side) => this.random.next() < 1 - Math.exp(-this.rates[side] / MINUTES));
    if (scored.length > 0) for (const m of this.markets) await feed.suspend(m.id);
    for (const side of scored) this.goals[side] += 1;
    await feed.moveEvent(this.eventId, 'live', this.score());
    if (this.minute >= MINUTES) {
      for (const m of this.markets) await feed.settle(m.id, { kind: 'score', home: this.goals.home, away: this.goals.away });
      this.finished = true;
      await feed.moveEvent(this.eventId, 'ended', this.score());
      return;
    }
    await this.reprice(feed);
    if (scored.length > 0) for (const m of this.markets) await feed.resume(m.id);
    this.nextAt += this.pace.footballMinuteMs;
  }

  private score(): object {
    return { sport: 'football', home: this.goals.home, away: this.goals.away, minute: this.minute, period: this.minute < 45 ? 'first_half' : 'second_half' };
  }

  /** Every market from the distribution of the final score: goals so far plus Poisson goals in the minutes left. */
  private async reprice(feed: SimFeed): Promise<void> {
    const left = (MINUTES - this.minute) / MINUTES;
    const home = poissonTable(this.rates.home * left);
    const away = poissonTable(this.rates.away * left);
    for (const market of this.markets) {
      const weights: Record<string, number> = Object.fromEntries(market.codes.map((c) => [c, 0]));
      for (let h = 0; h <= MAX_GOALS; h += 1) {
        for (let a = 0; a <= MAX_GOALS; a += 1) {
          const chance = home[h]! * away[a]!;
          const result = { kind: 'score' as const, home: this.goals.home + h, away: this.goals.away + a };
          for (const code of market.codes) weights[code]! += chance * (SHARE[settleSelection(market.type, market.specifiers, code, result).outcome] ?? 0);
        }
      }
      await feed.price(market.id, weights);
    }
  }
}
