import type { Fraction } from '../../games/baccarat/baccarat-odds';
import type { Language } from '../../sessions/session-repo';
import type { TableStateJson } from './table-fragments';
import type { TableWords } from './table-page-texts';

/**
 * What one game brings to the shared live table page (table-page-html.ts, table-fragments.ts,
 * table-page-script.ts): its words, bets, phases, how a result looks (drawn by the server, and the
 * same markup in ES5 for the page's script), its own styles and its rules' odds. Everything else —
 * the round bar, the bet form, the player's bets, the last result, the road, polling and betting —
 * is the same page. The hooks are methods so a look of one result type serves where any is read.
 */
export interface TableLook<Result = unknown> {
  words(lang: Language): TableWords;
  /** The bets in the form's order; the first is chosen until the player picks one. */
  sides: readonly string[];
  /** What the table is doing, as the player reads it: a key of the words' phases. */
  phaseOf(round: TableStateJson<Result>['round']): string;
  /** The phases that take bets: the countdown shows and the bet button is live. */
  bettingPhases: readonly string[];
  /** A result below its round's number (the hands, the winner…); the player's return follows it. */
  outcomeHtml(result: Result, lang: Language): string;
  /**
   * The script's part, plain ES5 drawing what the two hooks above draw: `function phaseOf(r)` and
   * `function outcomeHtml(x)`, with the page script's helpers (W, esc, fill, digits) in scope.
   */
  scriptPart: string;
  /** The result's field naming its outcome (a key of the words' outcomes), for the road's badges. */
  outcomeField: string;
  /** The road badge's class prefix: `<prefix>-<outcome>`. */
  badgeClass: string;
  /** The last result's element id (its heading is `<id>-title`); the e2e specs find it. */
  lastResultId: string;
  /** The game's styles: its result's (before the form's) and its road's (after them). */
  style: { result: string; road: string };
  /** What the game shows between the round bar and the bet form (the arena's two cocks), if anything. */
  introHtml?(lang: Language): string;
  /** Each bet's exact chance (Latin digits) and house edge, for the rules' table. */
  odds(): Readonly<Record<string, { chance: string; houseEdge: Fraction }>>;
  /** The phase is read out when it changes (aria-live). */
  announcePhase: boolean;
  /** The server draws the bet button disabled outside the betting phases (the script always does). */
  disableClosedForm: boolean;
}
