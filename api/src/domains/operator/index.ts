/** The operator domain's public face: what the app and other domains may use. */
export { operatorPlugin } from './operator-plugin';
