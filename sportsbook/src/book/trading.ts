import { randomUUID } from 'node:crypto';
import {
  canMoveEvent,
  canMoveMarket,
  EVENT_STATES,
  type EventState,
  lineInQuarters,
  MARKET_PERIODS,
  MARKET_TYPES,
  type MarketSpecifiers,
  type MarketType,
  parsePrice,
  pricesFromProbabilities,
  requiredSpecifiers,
  selectionCodesOf,
  SPORTSBOOK_SPORTS,
} from '@khela/contracts/sportsbook';
import { type Db, json, type Queryable } from '@khela/server-kit/db';
import { currentActor } from './actor';
import { refuse } from './book-error';
import { bookFeed } from './book-feed';

/**
 * The trader's side of the book (docs/sportsbook.md "Service"): competitions, events, markets and
 * their prices and states. Every change is checked first (a bad request changes nothing) and
 * written with its line in the action record (`ops_actions`). Settlement is in bets/settlement.ts.
 */

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

/** One line of the action record; `details.actor` names who made the change (book/actor.ts). */
export async function recordAction(db: Queryable, action: string, target: string | null, details: object): Promise<void> {
  await db.query('INSERT INTO ops_actions (action, target, details) VALUES ($1, $2, $3::jsonb)', [action, target, json({ ...details, actor: currentActor() })]);
}

const text = (value: unknown, field: string, max = 200): string => {
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > max) refuse('invalid_field', 400, { field });
  return (value as string).trim();
};

export async function createCompetition(db: Db, input: { sport?: unknown; name?: unknown; region?: unknown }): Promise<{ id: string }> {
  const sport = input.sport as string;
  if (!(SPORTSBOOK_SPORTS as readonly string[]).includes(sport)) refuse('invalid_field', 400, { field: 'sport' });
  const id = newId('cmp');
  const name = text(input.name, 'name');
  const region = text(input.region ?? 'INT', 'region', 10);
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO competitions (id, sport, name, region) VALUES ($1, $2, $3, $4)', [id, sport, name, region]);
    await recordAction(tx, 'competition.create', id, { sport, name, region });
  });
  return { id };
}

export interface EventInput {
  competitionId?: unknown;
  home?: unknown;
  away?: unknown;
  startsAt?: unknown;
  externalRef?: unknown;
}

export async function createEvent(db: Queryable, input: EventInput): Promise<{ id: string; created: boolean }> {
  const competitionId = text(input.competitionId, 'competitionId');
  const home = text(input.home, 'home');
  const away = text(input.away, 'away');
  const startsAt = new Date(text(input.startsAt, 'startsAt', 40));
  if (Number.isNaN(startsAt.getTime())) refuse('invalid_field', 400, { field: 'startsAt' });
  const externalRef = input.externalRef === undefined ? null : text(input.externalRef, 'externalRef');
  const [competition] = await db.query('SELECT id FROM competitions WHERE id = $1', [competitionId]);
  if (!competition) refuse('not_found', 404, { what: 'competition' });
  if (externalRef) {
    const [known] = await db.query<{ id: string }>('SELECT id FROM events WHERE external_ref = $1', [externalRef]);
    if (known) return { id: known.id, created: false };
  }
  const id = newId('evt');
  await db.query('INSERT INTO events (id, competition_id, home, away, starts_at, external_ref) VALUES ($1, $2, $3, $4, $5, $6)', [id, competitionId, home, away, startsAt.toISOString(), externalRef]);
  await recordAction(db, 'event.create', id, { competitionId, home, away, startsAt: startsAt.toISOString(), externalRef });
  return { id, created: true };
}

export interface MarketInput {
  eventId?: unknown;
  type?: unknown;
  period?: unknown;
  specifiers?: unknown;
  maxLiability?: unknown;
  /** Selections: code, name, and a decimal price (or a rate for a session line). Player codes for top batsman. */
  selections?: unknown;
}

const LINE_SPECIFIERS = ['handicap', 'total'] as const;

function readSpecifiers(type: MarketType, raw: unknown): MarketSpecifiers {
  const given = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const specifiers: MarketSpecifiers = {};
  for (const key of LINE_SPECIFIERS) {
    if (given[key] === undefined) continue;
    const line = String(given[key]);
    try {
      lineInQuarters(line);
    } catch {
      refuse('invalid_field', 400, { field: key });
    }
    specifiers[key] = line;
  }
  for (const key of ['overNumber', 'mapNumber'] as const) {
    if (given[key] === undefined) continue;
    if (!Number.isInteger(given[key]) || (given[key] as number) < 1 || (given[key] as number) > 200) refuse('invalid_field', 400, { field: key });
    specifiers[key] = given[key] as number;
  }
  for (const key of requiredSpecifiers(type)) if (specifiers[key] === undefined) refuse('invalid_field', 400, { field: key });
  return specifiers;
}

const positiveInteger = (value: unknown, field: string): number => {
  if (!Number.isSafeInteger(value) || (value as number) <= 0) refuse('invalid_field', 400, { field });
  return value as number;
};

function readPrice(value: unknown, field: string): bigint {
  try {
    const price = parsePrice(String(value));
    if (price < 1_010_000n) refuse('invalid_field', 400, { field });
    return price;
  } catch {
    return refuse('invalid_field', 400, { field });
  }
}

export async function createMarket(db: Queryable, input: MarketInput): Promise<{ id: string }> {
  const type = input.type as MarketType;
  if (typeof type !== 'string' || !(type in MARKET_TYPES)) refuse('invalid_field', 400, { field: 'type' });
  const period = (input.period ?? 'match') as string;
  if (!(MARKET_PERIODS as readonly string[]).includes(period)) refuse('invalid_field', 400, { field: 'period' });
  const specifiers = readSpecifiers(type, input.specifiers);
  const maxLiability = positiveInteger(input.maxLiability ?? 10_000_000, 'maxLiability');
  const eventId = text(input.eventId, 'eventId');
  const [event] = await db.query<{ state: string; sport: string }>('SELECT e.state, c.sport FROM events e JOIN competitions c ON c.id = e.competition_id WHERE e.id = $1', [eventId]);
  if (!event) return refuse('not_found', 404, { what: 'event' });
  if (MARKET_TYPES[type].sport !== event.sport) refuse('invalid_field', 400, { field: 'type' });
  if (!Array.isArray(input.selections)) return refuse('invalid_field', 400, { field: 'selections' });
  const allowed = selectionCodesOf(type);
  const selections = (input.selections as Array<Record<string, unknown>>).map((raw, i) => {
    const code = text(raw?.code, `selections[${i}].code`, 60);
    if (allowed && !allowed.includes(code)) refuse('invalid_field', 400, { field: `selections[${i}].code` });
    if (type === 'cricket_session') {
      const rate = positiveInteger(raw.rate, `selections[${i}].rate`);
      if (rate > 1000) refuse('invalid_field', 400, { field: `selections[${i}].rate` });
      return { code, name: text(raw.name ?? code, 'name'), price: 1_000_000n + BigInt(rate) * 10_000n, rate };
    }
    return { code, name: text(raw.name ?? code, 'name'), price: readPrice(raw.price, `selections[${i}].price`), rate: null };
  });
  if (selections.length < 2 || new Set(selections.map((s) => s.code)).size !== selections.length) refuse('invalid_field', 400, { field: 'selections' });
  if (allowed && selections.length !== allowed.length) refuse('invalid_field', 400, { field: 'selections' });
  const id = newId('mkt');
  await db.query('INSERT INTO markets (id, event_id, type, period, specifiers, max_liability) VALUES ($1, $2, $3, $4, $5::jsonb, $6)', [id, eventId, type, period, json(specifiers), maxLiability]);
  for (const s of selections) {
    await db.query('INSERT INTO selections (market_id, code, name, price, rate) VALUES ($1, $2, $3, $4, $5)', [id, s.code, s.name, s.price.toString(), s.rate]);
  }
  await recordAction(db, 'market.create', id, { eventId, type, period, specifiers, maxLiability, selections: selections.map((s) => ({ ...s, price: s.price.toString() })) });
  return { id };
}

interface MarketRow {
  id: string;
  event_id: string;
  type: MarketType;
  state: 'open' | 'suspended' | 'settled' | 'voided';
}

async function lockMarket(tx: Queryable, marketId: string): Promise<MarketRow> {
  const [market] = await tx.query<MarketRow>('SELECT id, event_id, type, state FROM markets WHERE id = $1 FOR UPDATE', [String(marketId)]);
  return market ?? refuse('not_found', 404, { what: 'market' });
}

/** A new price for each selection given; each changed price raises its version (a bet records the version it saw). */
async function writePrices(tx: Queryable, market: MarketRow, prices: Map<string, bigint>, rates: Map<string, number> = new Map()): Promise<void> {
  if (market.state === 'settled' || market.state === 'voided') refuse('market_closed', 409);
  const codes = (await tx.query<{ code: string }>('SELECT code FROM selections WHERE market_id = $1', [market.id])).map((row) => row.code);
  for (const code of prices.keys()) if (!codes.includes(code)) refuse('not_found', 404, { what: 'selection', code });
  for (const [code, price] of prices) {
    await tx.query(
      `UPDATE selections SET price = $3, rate = COALESCE($4, rate), price_version = price_version + CASE WHEN price = $3 THEN 0 ELSE 1 END
       WHERE market_id = $1 AND code = $2`,
      [market.id, code, price.toString(), rates.get(code) ?? null],
    );
  }
}

/** Prices from the trader's probabilities (weights, in the order given) and the brand's margin, by the contract's proportional method. */
export async function priceFromProbabilities(db: Db, marketId: string, input: { probabilities?: unknown; marginBasisPoints?: unknown }): Promise<Record<string, string>> {
  const given = input.probabilities;
  if (!given || typeof given !== 'object') return refuse('invalid_field', 400, { field: 'probabilities' });
  const entries = Object.entries(given as Record<string, unknown>);
  const margin = input.marginBasisPoints ?? 500;
  let prices: bigint[];
  try {
    prices = pricesFromProbabilities(entries.map(([, p]) => Number(p)), Number(margin));
  } catch {
    return refuse('invalid_field', 400, { field: 'probabilities' });
  }
  const { eventId, shown } = await db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (market.type === 'cricket_session') refuse('invalid_field', 400, { field: 'type' });
    const map = new Map(entries.map(([code], i) => [code, prices[i]!]));
    const count = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM selections WHERE market_id = $1', [market.id]);
    if (count[0]!.n !== map.size) refuse('invalid_field', 400, { field: 'probabilities' });
    await writePrices(tx, market, map);
    const shown = Object.fromEntries([...map].map(([code, price]) => [code, (Number(price) / 1e6).toFixed(2)]));
    await recordAction(tx, 'market.price_from_probabilities', market.id, { probabilities: given, marginBasisPoints: margin, prices: shown });
    return { eventId: market.event_id, shown };
  });
  bookFeed.emit({ eventId, kind: 'prices' });
  return shown;
}

/** Sets prices directly (`{ home: '1.90' }`), or a session line's rates (`{ yes: 100 }` as rates). */
export async function setPrices(db: Db, marketId: string, input: { prices?: unknown; rates?: unknown }): Promise<void> {
  const eventId = await db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    const prices = new Map<string, bigint>();
    const rates = new Map<string, number>();
    if (market.type === 'cricket_session') {
      for (const [code, rate] of Object.entries((input.rates ?? {}) as Record<string, unknown>)) {
        const r = positiveInteger(rate, `rates.${code}`);
        if (r > 1000) refuse('invalid_field', 400, { field: `rates.${code}` });
        rates.set(code, r);
        prices.set(code, 1_000_000n + BigInt(r) * 10_000n);
      }
    } else {
      for (const [code, price] of Object.entries((input.prices ?? {}) as Record<string, unknown>)) prices.set(code, readPrice(price, `prices.${code}`));
    }
    if (prices.size === 0) refuse('invalid_field', 400, { field: market.type === 'cricket_session' ? 'rates' : 'prices' });
    await writePrices(tx, market, prices, rates);
    await recordAction(tx, 'market.set_prices', market.id, { prices: Object.fromEntries([...prices].map(([c, p]) => [c, p.toString()])) });
    return market.event_id;
  });
  bookFeed.emit({ eventId, kind: 'prices' });
}

/** Suspends or reopens a market (open ↔ suspended). */
export async function moveMarket(db: Db, marketId: string, to: 'open' | 'suspended'): Promise<void> {
  const moved = await db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (market.state === to) return null;
    if (!canMoveMarket(market.state, to)) refuse('bad_transition', 409, { from: market.state, to });
    await tx.query('UPDATE markets SET state = $2 WHERE id = $1', [market.id, to]);
    await recordAction(tx, to === 'open' ? 'market.resume' : 'market.suspend', market.id, {});
    return market.event_id;
  });
  if (moved) bookFeed.emit({ eventId: moved, kind: 'market' });
}

export async function changeMaxLiability(db: Db, marketId: string, maxLiability: unknown): Promise<void> {
  const value = positiveInteger(maxLiability, 'maxLiability');
  await db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    await tx.query('UPDATE markets SET max_liability = $2 WHERE id = $1', [market.id, value]);
    await recordAction(tx, 'market.max_liability', market.id, { maxLiability: value });
  });
}

/** Moves an event by the contract's allowed changes; a score may come with it. */
export async function moveEvent(db: Db, eventId: string, input: { state?: unknown; score?: unknown }): Promise<void> {
  const moved = await db.transaction(async (tx) => {
    const [event] = await tx.query<{ id: string; state: EventState }>('SELECT id, state FROM events WHERE id = $1 FOR UPDATE', [String(eventId)]);
    if (!event) return refuse('not_found', 404, { what: 'event' });
    const to = (input.state ?? event.state) as EventState;
    if (!(EVENT_STATES as readonly string[]).includes(to)) refuse('invalid_field', 400, { field: 'state' });
    if (to !== event.state && !canMoveEvent(event.state, to)) refuse('bad_transition', 409, { from: event.state, to });
    if (input.score !== undefined && (typeof input.score !== 'object' || input.score === null)) refuse('invalid_field', 400, { field: 'score' });
    await tx.query('UPDATE events SET state = $2, score = COALESCE($3::jsonb, score) WHERE id = $1', [event.id, to, input.score === undefined ? null : json(input.score)]);
    await recordAction(tx, 'event.move', event.id, { from: event.state, to, score: input.score ?? null });
    return event.id;
  });
  bookFeed.emit({ eventId: moved, kind: 'event' });
}
