/** The games domain's public face: what the app and other domains may use. */
export { gamesPlugin } from './games-plugin';
export type { CatalogueCacheOptions } from './catalogue-cache';
export type { TableStateFeedOptions } from './live-tables/table-state-feed';
export { askedLanguage } from './catalogue-routes';
/** SQL naming a bet's game and vendor from the catalogue (the agent reports' team betting reads them too). */
export { BET_VENDOR_NAME_SQL, betGameNameSql } from './bet-names';
/** A bet row as the player's records show it (the agent reports' team betting shows the same). */
export { type BetRow, toBetRecord } from './bet-records';
/** Vendors and their offer to a brand (the lottery domain files its games under its vendors). */
export { offerVendor, upsertVendor } from './vendors-repo';
