import type { StoredBet } from '../games/house-game';
import type { Language } from '../sessions/session-repo';
import { money } from './page-texts';

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

/** A history row's common values, formatted for the page: the nonce, and the stake and payout as money. */
export interface HistoryValues {
  nonce: number;
  stake: string;
  payout: string;
}

/**
 * A view written against its game's outcome type (what the game's play() stores as `result`):
 * the same parts as GameView, but those that draw a round receive its outcome, read from
 * `round.result` here, once for every game, instead of each view casting it; a history row gets
 * the stake and payout already formatted.
 */
export interface OutcomeView<Outcome> extends Pick<GameView, 'code' | 'texts' | 'betFieldsHtml' | 'rulesHtml' | 'script'> {
  resultHtml(ctx: ViewContext, outcome: Outcome | null): string;
  historyText?(ctx: ViewContext, outcome: Outcome, row: HistoryValues): string;
  verifyDetailsHtml?(ctx: ViewContext, outcome: Outcome): string;
  roundJson?(outcome: Outcome): Record<string, unknown>;
}

/** The GameView of an OutcomeView (its optional parts stay absent when it has none). */
export function outcomeView<Outcome>(view: OutcomeView<Outcome>): GameView {
  const { resultHtml, historyText, verifyDetailsHtml, roundJson, ...common } = view;
  // The game's own play() wrote the result: it is that game's outcome.
  const outcomeOf = (round: ShownRound) => round.result as unknown as Outcome;
  return {
    ...common,
    resultHtml: (ctx, round) => resultHtml(ctx, round ? outcomeOf(round) : null),
    ...(historyText && {
      historyText: (ctx, round) =>
        historyText(ctx, outcomeOf(round), { nonce: round.nonce, stake: money(round.bet.stake, ctx.currency, ctx.lang), payout: money(round.payout, ctx.currency, ctx.lang) }),
    }),
    ...(verifyDetailsHtml && { verifyDetailsHtml: (ctx, round) => verifyDetailsHtml(ctx, outcomeOf(round)) }),
    ...(roundJson && { roundJson: (round) => roundJson(outcomeOf(round)) }),
  };
}
