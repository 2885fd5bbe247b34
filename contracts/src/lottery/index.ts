/** `@khela/contracts/lottery`: the lottery's plain values and rules, importable at run time by the api and the front ends. */
export * from './lottery-kinds';
export * from './lottery-random';
export * from './lottery-draw';
export * from './lottery-settings';
export * from './lottery-bets';
