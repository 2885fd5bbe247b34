/**
 * The safer-gambling domain's public face (docs/safer-gambling.md). The money domains call the
 * checks at their boundary (deposits, launches, bets); rewards asks isRestricted; identity asks
 * assertMayLogin. This domain imports no other domain.
 */
export { saferGamblingPlugin, type SaferGamblingPluginOptions } from './safer-plugin';
export { activeExclusion, assertMayBet, assertMayDeposit, assertMayLogin, assertMayPlay, type Exclusion, isRestricted } from './enforcement';
export type { EndSessions } from './exclusions';
