/**
 * Register rule patterns by patternId: the table of the shared rules engine (SPEC §5, every
 * pattern kind), so brands are seeded with exactly what the page and the api check against.
 * The front end shows reg_pattern_{patternId} when a value does not match; '*' accepts anything.
 */
export { REGISTER_PATTERNS, registerPatterns, type RegisterPattern } from '@khela/contracts/rules';
