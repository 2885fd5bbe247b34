import { randomBytes } from 'node:crypto';
import type { Notice } from './page-texts';

/** How the page's money is kept. */
export type PageWallet =
  /** Khela's main wallet through the seamless API; the session token never leaves the sandbox. */
  | { kind: 'seamless'; playerId: string; sessionToken: string }
  /** The player's game wallet in the sandbox vendor's own books. */
  | { kind: 'transfer'; playerId: string }
  /** Fun money kept here, on this page only. */
  | { kind: 'fun' };

export interface RoundResult {
  kind: 'won' | 'lost' | 'cancelled';
  stake: number;
  payout: number;
}

export interface GamePage {
  /** Unguessable: whoever holds it plays with this page's wallet. */
  id: string;
  vendorCode: string;
  gameCode: string;
  currency: string;
  backUrl: string | null;
  wallet: PageWallet;
  /** The last balance known (for seamless pages, as Khela last said). */
  balance: number;
  /** Newest first, at most RESULTS_KEPT. */
  results: RoundResult[];
  /** The last round's outcome, for a page shown again after a form post (no script). */
  notice: Notice | null;
  /** A round is under way: another one waits its turn (the page disables its button meanwhile). */
  busy: boolean;
  lastSeenAt: number;
}

export const RESULTS_KEPT = 10;

export interface GamePagesOptions {
  /** A page not seen for this long is forgotten (default 2 hours). */
  idleMs?: number;
  /** At most this many pages are kept; the longest unseen goes first (default 10,000). */
  maxPages?: number;
}

/**
 * The open game pages, in memory: a sandbox restart forgets them (the player opens the game again).
 * Map order is kept as "least recently seen first", so trimming drops the stalest page.
 */
export class GamePages {
  private readonly pages = new Map<string, GamePage>();
  private readonly idleMs: number;
  private readonly maxPages: number;

  constructor(options: GamePagesOptions = {}) {
    this.idleMs = options.idleMs ?? 2 * 60 * 60 * 1000;
    this.maxPages = options.maxPages ?? 10_000;
  }

  open(fields: Omit<GamePage, 'id' | 'results' | 'notice' | 'busy' | 'lastSeenAt'>, now = Date.now()): GamePage {
    this.forgetIdle(now);
    const page: GamePage = { ...fields, id: randomBytes(24).toString('base64url'), results: [], notice: null, busy: false, lastSeenAt: now };
    this.pages.set(page.id, page);
    while (this.pages.size > this.maxPages) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }

  /** The page, if it is still open and belongs to this vendor. */
  find(vendorCode: string, id: string, now = Date.now()): GamePage | null {
    const page = this.pages.get(id);
    if (!page || page.vendorCode !== vendorCode) return null;
    if (now - page.lastSeenAt > this.idleMs) {
      this.pages.delete(id);
      return null;
    }
    page.lastSeenAt = now;
    this.pages.delete(id);
    this.pages.set(id, page);
    return page;
  }

  record(page: GamePage, result: RoundResult): void {
    page.results = [result, ...page.results].slice(0, RESULTS_KEPT);
  }

  private forgetIdle(now: number): void {
    for (const [id, page] of this.pages) {
      if (now - page.lastSeenAt <= this.idleMs) break;
      this.pages.delete(id);
    }
  }
}
