import type { GameView } from '../game-view';
import { diceView } from './dice-view';
import { fishView } from './fish-view';
import { slotView } from './slot-view';
import { teenPattiView } from './teen-patti-view';

/**
 * How each game looks on the common pages, one line per game (pages/game-view.ts says what a view
 * supplies). A game in games/registry.ts without a view here cannot be launched (404 page).
 * The first is the verification page's default game.
 */
const VIEWS: readonly GameView[] = [
  slotView,
  diceView,
  fishView,
  teenPattiView,
];

export const gameViews: readonly GameView[] = VIEWS;

export const findView = (code: unknown): GameView | null => (typeof code === 'string' ? (VIEWS.find((view) => view.code === code) ?? null) : null);
