/** `@khela/contracts/lottery`: the lottery's plain values and rules, importable at run time by the api and the front ends. */
export * from './lottery-kinds';
