/**
 * `@khela/contracts/safer-gambling`: limits, time-outs, self-exclusion and history
 * (docs/safer-gambling.md). One file per part (reality checks add their own).
 */
export * from './limits-schemas';
