/** `@khela/contracts/sportsbook`: the sportsbook's plain values and pure rules (docs/sportsbook.md), importable at run time by the book, the api and the front ends. */
export * from './sportsbook-model';
export * from './sportsbook-odds';
export * from './sportsbook-settlement';
export * from './sportsbook-payout';
export * from './sportsbook-acceptance';
export * from './cockfight';
