import type { AcceptancePolicy, EventState, MarketState } from './sportsbook-model';

/**
 * Whether the book takes a bet at placement (issue 16, REFERENCES §2.2): the market must be open
 * and the event not over, and a price that moved since the player saw it is taken only as the
 * player's policy allows — 'any' takes any move, 'better' only a move in the player's favour,
 * 'ask' none (the slip shows the new price and asks again). The bet is always taken at the
 * current price, never at the one seen.
 */

export type AcceptanceRefusal =
  | 'event_not_open'
  | 'market_suspended'
  | 'market_closed'
  | 'line_changed'
  | 'price_changed';

export interface AcceptanceInput {
  policy: AcceptancePolicy;
  eventState: EventState;
  marketState: MarketState;
  /** Decimal prices in millionths (sportsbook-odds.ts parsePrice). */
  seenPrice: bigint;
  currentPrice: bigint;
  /**
   * Which way is better for the player: 'higher' for a back price (the usual), 'lower' for a
   * session NO rate (NO risks stake × rate/100, so a lower rate is better).
   */
  better?: 'higher' | 'lower';
  /** The line (handicap, total, session line) seen and current, when the market has one. A moved line is a different bet. */
  seenLine?: string;
  currentLine?: string;
}

export type AcceptanceDecision = { accept: true; price: bigint } | { accept: false; reason: AcceptanceRefusal; currentPrice?: bigint };

export function decideAcceptance(input: AcceptanceInput): AcceptanceDecision {
  if (input.eventState !== 'scheduled' && input.eventState !== 'live') return { accept: false, reason: 'event_not_open' };
  if (input.marketState === 'suspended') return { accept: false, reason: 'market_suspended' };
  if (input.marketState !== 'open') return { accept: false, reason: 'market_closed' };
  if (input.seenLine !== input.currentLine) return { accept: false, reason: 'line_changed', currentPrice: input.currentPrice };
  const { seenPrice, currentPrice } = input;
  if (currentPrice === seenPrice || input.policy === 'any') return { accept: true, price: currentPrice };
  const improved = (input.better ?? 'higher') === 'higher' ? currentPrice > seenPrice : currentPrice < seenPrice;
  if (input.policy === 'better' && improved) return { accept: true, price: currentPrice };
  return { accept: false, reason: 'price_changed', currentPrice };
}
