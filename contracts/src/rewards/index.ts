/**
 * `@khela/contracts/rewards`: the rewards economy's wire (docs/adr/0016, docs/rewards.md). One file
 * per part, each edited only by its part.
 */
export * from './core-schemas';
export * from './center-schemas';
export * from './promotions-schemas';
export * from './missions-schemas';
export * from './points-schemas';
export * from './rebate-schemas';
export * from './vip-schemas';
export * from './referral-schemas';
