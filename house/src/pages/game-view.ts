import type { StoredBet } from '../games/house-game';
import type { Language } from '../sessions/session-repo';

/** Where a view draws: the page's language and the session's currency (BDT on the verification page). */
export interface ViewContext {
  lang: Language;
  currency: string;
}

/** A round as a view shows it: a recorded round, or one recomputed on the verification page. */
export interface ShownRound {
  /** The bet as the game's parseBet returned it (stored with the round). */
  bet: StoredBet;
  /** The game's play(...).result. */
  result: Record<string, unknown>;
  payout: number;
}

/** The words the common page needs from a game. */
export interface GameViewTexts {
  /** The page's title and heading, e.g. "Lucky Dice" / "লাকি ডাইস". */
  title: string;
  /** The play button, and its words while a round runs. */
  play: string;
  playing: string;
  /** Said when parseBet refuses the form (default: the common "That stake is not offered."). */
  invalidBet?: string;
}

/**
 * How one game looks on the house's common pages (pages/game-page-html.ts, verify-page-html.ts).
 * The common page draws the balance, the status line, the play form around betFieldsHtml, the
 * provably fair panel, the history and the language link; the view draws only its game. A view is
 * pure: HTML strings from the arguments, every literal in both languages, every value escaped.
 * Register it in pages/views/view-registry.ts (one line); a game without a view cannot be launched.
 */
export interface GameView {
  /** The game's code, as in games/registry.ts. */
  code: string;
  texts(lang: Language): GameViewTexts;
  /**
   * The bet's form fields, named as the game's parseBet reads them (so the form posts a bet without
   * script), each with a <label>; preset to `bet` (the last bet) or the game's defaults when null.
   * Also drawn, without the page's script, in the verification page's form.
   */
  betFieldsHtml(ctx: ViewContext, bet: StoredBet | null): string;
  /** The result area: ONE element with id="result" (the page's script swaps it after a round); `round` null before the first. */
  resultHtml(ctx: ViewContext, round: ShownRound | null): string;
  /** A history row's text (plain text; the page adds the state and the verify link). Default: nonce, stake, payout. */
  historyText?(ctx: ViewContext, round: ShownRound & { nonce: number }): string;
  /** The rules with the game's exact RTP (and paytable), usually a <details>; `bet` as for betFieldsHtml. */
  rulesHtml(ctx: ViewContext, bet: StoredBet | null): string;
  /** Extra lines on the verification page's recomputed round, above resultHtml (e.g. the slot's reel stops). */
  verifyDetailsHtml?(ctx: ViewContext, round: ShownRound): string;
  /** Extra fields for the round in the JSON answer of POST /game/:id/round (e.g. the slot's stops). */
  roundJson?(round: ShownRound): Record<string, unknown>;
  /**
   * Inline script for the game page only, run after the page's own (which posts the form as JSON and
   * swaps #result). Progressive enhancement: the page must work without it. No external files (CSP).
   */
  script?(ctx: ViewContext): string;
}
