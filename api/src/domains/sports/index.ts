/** The sports domain's public face: what the app and other domains may use. */
export { sportsPlugin } from './sports-plugin';
