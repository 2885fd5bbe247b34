/** The games domain's public face: what the app and other domains may use. */
export { gamesPlugin } from './games-plugin';
export type { CatalogueCacheOptions } from './catalogue-cache';
export { askedLanguage } from './catalogue-routes';
