import type { SimFeed } from './feed';
import type { Random } from './random';
import type { SimMatch, SimPace } from './sim-match';

/**
 * An e-sports best of three, map by map (docs/sportsbook.md "Simulator"): match winner, a map
 * winner per map, total maps (2.5) and the map handicap (home −1.5), priced from the series still
 * to play. Each map settles its market; the series ends at two maps won, a third map not played is
 * void, and the end settles the rest on the maps score.
 */

export const MAP_HANDICAP = '-1.5';
export const TOTAL_MAPS = '2.5';

export class EsportsMatch implements SimMatch {
  readonly sport = 'esports';
  started = false;
  finished = false;
  nextAt: number;
  maps = { home: 0, away: 0 };
  private constructor(
    readonly eventId: string,
    readonly startsAt: number,
    private readonly random: Random,
    private readonly pace: SimPace,
    /** The home side's chance to win a map. */
    private readonly mapChance: number,
    private readonly markets: { winner: string; mapWinner: string[]; totalMaps: string; handicap: string },
  ) {
    this.nextAt = startsAt;
  }

  static async create(feed: SimFeed, random: Random, pace: SimPace, input: { competitionId: string; home: string; away: string; startsAt: Date; externalRef: string }): Promise<EsportsMatch> {
    const eventId = await feed.event(input);
    const sides = [{ code: 'home', name: input.home }, { code: 'away', name: input.away }];
    const winner = await feed.market(eventId, 'esports_match_winner', sides);
    const mapWinner: string[] = [];
    for (const mapNumber of [1, 2, 3]) mapWinner.push(await feed.market(eventId, 'esports_map_winner', sides, { specifiers: { mapNumber } }));
    const totalMaps = await feed.market(eventId, 'esports_total_maps', [{ code: 'over', name: `Over ${TOTAL_MAPS}` }, { code: 'under', name: `Under ${TOTAL_MAPS}` }], { specifiers: { total: TOTAL_MAPS } });
    const handicap = await feed.market(eventId, 'esports_map_handicap', [{ code: 'home', name: `${input.home} ${MAP_HANDICAP}` }, { code: 'away', name: `${input.away} +1.5` }], { specifiers: { handicap: MAP_HANDICAP } });
    const match = new EsportsMatch(eventId, input.startsAt.getTime(), random, pace, 0.35 + random.next() * 0.3, { winner, mapWinner, totalMaps, handicap });
    await match.reprice(feed);
    return match;
  }

  async step(feed: SimFeed): Promise<void> {
    if (this.finished) return;
    if (!this.started) {
      this.started = true;
      await feed.moveEvent(this.eventId, 'live', this.score());
      this.nextAt += this.pace.mapMs;
      return;
    }
    const map = this.maps.home + this.maps.away + 1;
    const winner = this.random.next() < this.mapChance ? 'home' : 'away';
    this.maps[winner] += 1;
    await feed.settle(this.markets.mapWinner[map - 1]!, { kind: 'winner', winner });
    await feed.moveEvent(this.eventId, 'live', this.score());
    if (this.maps.home < 2 && this.maps.away < 2) {
      await this.reprice(feed);
      this.nextAt += this.pace.mapMs;
      return;
    }
    if (map === 2) await feed.settle(this.markets.mapWinner[2]!, { kind: 'void', reason: 'map not played' });
    const score = { kind: 'score' as const, home: this.maps.home, away: this.maps.away };
    await feed.settle(this.markets.winner, { kind: 'winner', winner: this.maps.home === 2 ? 'home' : 'away' });
    await feed.settle(this.markets.totalMaps, score);
    await feed.settle(this.markets.handicap, score);
    this.finished = true;
    await feed.moveEvent(this.eventId, 'ended', this.score());
  }

  private score(): object {
    return { sport: 'esports', home: this.maps.home, away: this.maps.away, map: Math.min(3, this.maps.home + this.maps.away + 1) };
  }

  /** Chances of each final maps score from here (maps are independent at the home side's map chance). */
  private finals(): Map<string, number> {
    const out = new Map<string, number>();
    const walk = (h: number, a: number, chance: number) => {
      if (h === 2 || a === 2) return void out.set(`${h}-${a}`, (out.get(`${h}-${a}`) ?? 0) + chance);
      walk(h + 1, a, chance * this.mapChance);
      walk(h, a + 1, chance * (1 - this.mapChance));
    };
    walk(this.maps.home, this.maps.away, 1);
    return out;
  }

  private async reprice(feed: SimFeed): Promise<void> {
    const finals = this.finals();
    const chance = (...scores: string[]) => scores.reduce((sum, s) => sum + (finals.get(s) ?? 0), 0);
    const home = chance('2-0', '2-1');
    await feed.price(this.markets.winner, { home, away: 1 - home });
    const next = this.maps.home + this.maps.away;
    for (let i = next; i < 3; i += 1) await feed.price(this.markets.mapWinner[i]!, { home: this.mapChance, away: 1 - this.mapChance });
    const three = chance('2-1', '1-2');
    await feed.price(this.markets.totalMaps, { over: three, under: 1 - three });
    const sweep = chance('2-0');
    await feed.price(this.markets.handicap, { home: sweep, away: 1 - sweep });
  }
}
