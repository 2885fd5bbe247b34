import type { HotMatch } from '@khela/contracts';
import type { HotMatchFeedItem } from '@khela/contracts/sportsbook';
import type { Queryable } from '../../platform/db/db';

/** A match as the sportsbook's public `GET /feed/hot-matches` answers it (the shape is the contract's). */
type BookMatch = HotMatchFeedItem;

export interface BookFeedOptions {
  /** The book's base address (SPORTSBOOK_URL); null: no book, no matches from it. */
  url: string | null;
  /** How long an answer is reused (default 15 s: odds move, the home page asks often). */
  ttlMs?: number;
  /** The book must answer within this (default 1.5 s), or the home shows none of its matches. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const SPORTS = new Set(['cricket', 'football', 'esports']);
const DECIMAL = /^[0-9]{1,6}(\.[0-9]{1,6})?$/;
const text = (value: unknown, max = 200): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** Only well-formed matches pass: the book is another process, its answer is checked like any input. */
function checked(raw: unknown): BookMatch | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as Record<string, unknown>;
  const odds = m.odds as Record<string, unknown> | undefined;
  if (!text(m.eventId, 100) || !/^[A-Za-z0-9_-]+$/.test(m.eventId) || !SPORTS.has(m.sport as string)) return null;
  if (!text(m.competition) || !text(m.home) || !text(m.away) || !text(m.startsAt, 40) || Number.isNaN(Date.parse(m.startsAt))) return null;
  if (m.state !== 'scheduled' && m.state !== 'live') return null;
  if (!odds || !DECIMAL.test(String(odds.home)) || !DECIMAL.test(String(odds.away))) return null;
  if (odds.draw !== null && !DECIMAL.test(String(odds.draw))) return null;
  return m as unknown as BookMatch;
}

/**
 * Reads the book's hot matches (docs/sportsbook.md "Wiring"), cached briefly. A book that is down,
 * slow or answers nonsense gives an empty list — the home's section hides, the api never fails —
 * and the next ask after the cache tries again.
 */
export class BookFeed {
  private cached: { at: number; matches: BookMatch[] } | null = null;
  private pending: Promise<BookMatch[]> | null = null;

  constructor(private readonly options: BookFeedOptions) {}

  async matches(now = Date.now()): Promise<BookMatch[]> {
    if (!this.options.url) return [];
    if (this.cached && now - this.cached.at < (this.options.ttlMs ?? 15_000)) return this.cached.matches;
    // Many home pages at once ask the book once.
    this.pending ??= this.read().finally(() => (this.pending = null));
    const matches = await this.pending;
    this.cached = { at: now, matches };
    return matches;
  }

  private async read(): Promise<BookMatch[]> {
    try {
      const answer = await (this.options.fetch ?? fetch)(`${this.options.url!.replace(/\/$/, '')}/feed/hot-matches?limit=20`, {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 1500),
      });
      if (!answer.ok) return [];
      const body = (await answer.json()) as { matches?: unknown };
      return Array.isArray(body.matches) ? body.matches.map(checked).filter((m): m is BookMatch => m !== null) : [];
    } catch {
      return [];
    }
  }
}

/** Does the brand offer the book (vendor KBOOK, sports or e-sports, switched on)? */
export async function brandOffersBook(db: Queryable, merchantCode: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM merchant_vendors WHERE merchant_code = $1 AND vendor_code = 'KBOOK' AND game_type IN ('SPORTS', 'ESPORTS') AND enabled LIMIT 1`,
    [merchantCode],
  );
  return rows.length > 0;
}

/** The calendar day of an instant in a time zone, yyyy-MM-dd. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** A book match as the home page's hot match: money-line odds as numbers, day in the brand's zone, "bet now" → the event. */
export function hotMatchOfBook(match: BookMatch, timeZone: string): HotMatch {
  const kickoff = new Date(match.startsAt);
  return {
    matchId: `KBOOK:${match.eventId}`,
    sport: match.sport,
    league: match.competition,
    // The book has no logos: the slide draws the teams' initials (TeamLogo's fallback).
    home: { name: match.home, logo: '' },
    away: { name: match.away, logo: '' },
    kickoff: kickoff.toISOString(),
    odds: { home: Number(match.odds.home), draw: match.odds.draw === null ? null : Number(match.odds.draw), away: Number(match.odds.away) },
    vendor: 'KBOOK',
    day: dayIn(kickoff, timeZone),
    eventId: match.eventId,
    live: match.state === 'live',
  };
}
