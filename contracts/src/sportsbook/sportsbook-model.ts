/**
 * Khela's own sportsbook (docs/sportsbook.md, "Rules"): the shape of the book as plain values and
 * types — sport → competition → event → market (type, period, specifiers) → selection (code, decimal
 * price, price version) — and which state changes are allowed. REFERENCES §2.2. No TypeBox here:
 * the sportsbook service, the api and the front ends import it at run time.
 */

export const SPORTSBOOK_SPORTS = ['cricket', 'football', 'esports'] as const;
export type SportsbookSport = (typeof SPORTSBOOK_SPORTS)[number];

export const EVENT_STATES = ['scheduled', 'live', 'suspended', 'ended', 'cancelled'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const MARKET_STATES = ['open', 'suspended', 'settled', 'voided'] as const;
export type MarketState = (typeof MARKET_STATES)[number];

/** The market types of issue 16, with their sport and the selection codes each offers. */
export const MARKET_TYPES = {
  // Cricket (REFERENCES §2.5)
  cricket_match_winner: { sport: 'cricket', selections: ['home', 'away'] },
  cricket_toss: { sport: 'cricket', selections: ['home', 'away'] },
  /** Selections are player codes, set per market. */
  cricket_top_batsman: { sport: 'cricket', selections: null },
  cricket_total_runs: { sport: 'cricket', selections: ['over', 'under'] },
  /** The session ("fancy") line: YES/NO at a line with a rate, not decimal odds. */
  cricket_session: { sport: 'cricket', selections: ['yes', 'no'] },
  // Football (REFERENCES §2.4)
  football_1x2: { sport: 'football', selections: ['home', 'draw', 'away'] },
  football_asian_handicap: { sport: 'football', selections: ['home', 'away'] },
  football_over_under: { sport: 'football', selections: ['over', 'under'] },
  football_btts: { sport: 'football', selections: ['yes', 'no'] },
  // E-sports (REFERENCES §2.6)
  esports_match_winner: { sport: 'esports', selections: ['home', 'away'] },
  esports_map_winner: { sport: 'esports', selections: ['home', 'away'] },
  esports_total_maps: { sport: 'esports', selections: ['over', 'under'] },
  esports_map_handicap: { sport: 'esports', selections: ['home', 'away'] },
} as const satisfies Record<string, { sport: SportsbookSport; selections: readonly string[] | null }>;

export type MarketType = keyof typeof MARKET_TYPES;
export const MARKET_TYPE_NAMES = Object.keys(MARKET_TYPES) as MarketType[];

/** Pinnacle's period numbers (REFERENCES §2.2): 0 the whole match, 1 the first half, 2 the second; cricket 1/2 are innings. */
export const MARKET_PERIODS = ['match', 'first_half', 'second_half', 'innings_1', 'innings_2'] as const;
export type MarketPeriod = (typeof MARKET_PERIODS)[number];

/**
 * A market's specifiers (UOF's `hcp=-0.25`, `total=2.5`). Lines are decimal strings in steps of a
 * quarter ('-0.25', '2.5', '1'); the handicap is the home side's (the away side takes its negative).
 * `overNumber`: the over a cricket session ends at (a "6 over runs" session has overNumber 6);
 * `mapNumber`: the map of a map-winner market.
 */
export interface MarketSpecifiers {
  handicap?: string;
  total?: string;
  overNumber?: number;
  mapNumber?: number;
}

export interface Competition {
  id: string;
  sport: SportsbookSport;
  name: string;
  /** Country or region, e.g. 'BD' for the BPL, 'INT' for internationals. */
  region: string;
}

export interface SportsbookEvent {
  id: string;
  competitionId: string;
  sport: SportsbookSport;
  home: string;
  away: string;
  /** ISO date-time of the first ball / kick-off. */
  startsAt: string;
  state: EventState;
}

export interface Selection {
  /** 'home', 'over', 'yes', or a player's code for top batsman. */
  code: string;
  /** Decimal price, e.g. '1.86' (up to 6 decimals). For a cricket session, 1 + rate/100 is shown as the price. */
  price: string;
  /** Rises each time the price changes: a bet records the version it saw (REFERENCES §2.2). */
  priceVersion: number;
  /** Session lines only: the rate (percent of stake) — YES wins stake × rate/100, NO loses stake × rate/100. */
  rate?: number;
}

export interface Market {
  id: string;
  eventId: string;
  type: MarketType;
  period: MarketPeriod;
  specifiers: MarketSpecifiers;
  state: MarketState;
  selections: Selection[];
}

export const ACCEPTANCE_POLICIES = ['any', 'better', 'ask'] as const;
/** What the player lets the book do when the price moved between view and placement (Pinnacle's acceptBetterLine). */
export type AcceptancePolicy = (typeof ACCEPTANCE_POLICIES)[number];

/** One leg: a single has one, a parlay 2…10 (two legs of one event are refused). */
export interface BetLeg {
  eventId: string;
  marketId: string;
  marketType: MarketType;
  selectionCode: string;
  /** The decimal price the bet was accepted at. */
  price: string;
  priceVersion: number;
}

export interface SportsbookBet {
  id: string;
  kind: 'single' | 'parlay';
  /** Integer minor units (paisa): what the wallet holds. */
  stake: number;
  legs: BetLeg[];
  acceptance: AcceptancePolicy;
}

/** Allowed event state changes. `ended` and `cancelled` are final; a suspended match may resume live or, before the start, scheduled. */
const EVENT_TRANSITIONS: Record<EventState, readonly EventState[]> = {
  scheduled: ['live', 'suspended', 'cancelled'],
  live: ['suspended', 'ended', 'cancelled'],
  suspended: ['scheduled', 'live', 'ended', 'cancelled'],
  ended: [],
  cancelled: [],
};

/**
 * Allowed market state changes. A suspended market may be settled without reopening (REFERENCES §2.5:
 * a suspended line is still settled on the score). settled → settled is a corrected result;
 * settled ↔ voided corrects a wrong settle or void. Both are re-settlements (only the difference is booked).
 */
const MARKET_TRANSITIONS: Record<MarketState, readonly MarketState[]> = {
  open: ['suspended', 'settled', 'voided'],
  suspended: ['open', 'settled', 'voided'],
  settled: ['settled', 'voided'],
  voided: ['settled'],
};

export function canMoveEvent(from: EventState, to: EventState): boolean {
  return EVENT_TRANSITIONS[from].includes(to);
}

export function canMoveMarket(from: MarketState, to: MarketState): boolean {
  return MARKET_TRANSITIONS[from].includes(to);
}

/** The selection codes a market of this type may offer (null: any code, e.g. players). */
export function selectionCodesOf(type: MarketType): readonly string[] | null {
  return MARKET_TYPES[type].selections;
}

/** Session lines are priced by a rate and settled as an exchange's fancy: they are singles only. */
export function isParlayable(type: MarketType): boolean {
  return type !== 'cricket_session';
}

/** The specifiers a market type needs before it can open. */
export function requiredSpecifiers(type: MarketType): Array<keyof MarketSpecifiers> {
  switch (type) {
    case 'football_asian_handicap':
    case 'esports_map_handicap':
      return ['handicap'];
    case 'football_over_under':
    case 'esports_total_maps':
    case 'cricket_total_runs':
      return ['total'];
    case 'cricket_session':
      return ['total', 'overNumber'];
    case 'esports_map_winner':
      return ['mapNumber'];
    default:
      return [];
  }
}

/** The match-result market each sport's listing and hot match show (the site's money line). */
export const MONEY_LINE_MARKET: Record<SportsbookSport, MarketType> = { cricket: 'cricket_match_winner', football: 'football_1x2', esports: 'esports_match_winner' };

/** One match of the book's public `GET /feed/hot-matches`, as the book writes it and the api reads it. */
export interface HotMatchFeedItem {
  eventId: string;
  sport: SportsbookSport;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
  state: 'scheduled' | 'live';
  /** Decimal strings of the money-line market; draw only for football. */
  odds: { home: string; draw: string | null; away: string };
}
