import type { MarketResult, MarketSpecifiers, MarketType, SportsbookSport } from '@khela/contracts/sportsbook';
import type { Db } from '@khela/server-kit/db';
import { asActor } from '../book/actor';
import { createCompetition, createEvent, createMarket, moveEvent, moveMarket, priceFromProbabilities, setPrices } from '../book/trading';
import type { BetMoney } from '../bets/bet-money';
import { settleMarket } from '../bets/settlement';

/** The book's margin on the simulator's prices, basis points (5 %). */
export const SIMULATOR_MARGIN = 500;

export interface SimSelection {
  code: string;
  name: string;
  /** Decimal price for a new market (re-priced from the model at once), or a session line's rate. */
  price?: string;
  rate?: number;
}

/**
 * The simulator's hands on the book: each call is the trading function the /ops route calls, run as
 * actor `simulator` (the action record names it), so every change is checked by the same rules and
 * settlement moves money exactly as an operator's would. It never writes a table itself.
 */
export class SimFeed {
  private readonly competitions = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly money: BetMoney,
  ) {}

  private run<T>(work: () => Promise<T>): Promise<T> {
    return asActor('simulator', work);
  }

  /** The competition's id, created once per name (an earlier run's is reused). */
  async competition(sport: SportsbookSport, name: string, region: string): Promise<string> {
    const key = `${sport}:${name}`;
    const known = this.competitions.get(key) ?? (await this.db.query<{ id: string }>('SELECT id FROM competitions WHERE sport = $1 AND name = $2 ORDER BY created_at LIMIT 1', [sport, name]))[0]?.id;
    const id = known ?? (await this.run(() => createCompetition(this.db, { sport, name, region }))).id;
    this.competitions.set(key, id);
    return id;
  }

  async event(input: { competitionId: string; home: string; away: string; startsAt: Date; externalRef: string }): Promise<string> {
    const created = await this.run(() => this.db.transaction((tx) => createEvent(tx, { ...input, startsAt: input.startsAt.toISOString() })));
    return created.id;
  }

  async market(eventId: string, type: MarketType, selections: readonly SimSelection[], options: { period?: string; specifiers?: MarketSpecifiers } = {}): Promise<string> {
    const body = { eventId, type, period: options.period ?? 'match', specifiers: options.specifiers ?? {}, selections: selections.map((s) => ({ price: '2.00', ...s })) };
    return (await this.run(() => this.db.transaction((tx) => createMarket(tx, body)))).id;
  }

  /** Prices from the model's weights (code → weight) and the margin. */
  async price(marketId: string, weights: Record<string, number>): Promise<void> {
    const probabilities = Object.fromEntries(Object.entries(weights).map(([code, w]) => [code, Math.max(0.002, w)]));
    await this.run(() => priceFromProbabilities(this.db, marketId, { probabilities, marginBasisPoints: SIMULATOR_MARGIN }));
  }

  async rates(marketId: string, rates: Record<string, number>): Promise<void> {
    await this.run(() => setPrices(this.db, marketId, { rates }));
  }

  async suspend(marketId: string): Promise<void> {
    await this.run(() => moveMarket(this.db, marketId, 'suspended'));
  }

  async resume(marketId: string): Promise<void> {
    await this.run(() => moveMarket(this.db, marketId, 'open'));
  }

  async moveEvent(eventId: string, state: 'scheduled' | 'live' | 'ended' | 'cancelled', score?: object): Promise<void> {
    await this.run(() => moveEvent(this.db, eventId, { state, ...(score && { score }) }));
  }

  async settle(marketId: string, result: MarketResult): Promise<void> {
    await this.run(() => settleMarket(this.db, this.money, marketId, result));
  }
}
