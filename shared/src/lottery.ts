/**
 * `@khela/shared/lottery`: the lottery pages' calls and the lottery's plain values and rules
 * (`@khela/contracts/lottery`: kinds, bet types, deriving and checking a draw). A separate entry,
 * shared as its own singleton, so only the lottery pages fetch it, never the home page's first load.
 */
export { lotteryCalls, lotteryPaths, type LotteryPagedQuery } from './api/lottery-calls';
export * from '@khela/contracts/lottery';
