/** The config domain's public face: what the app and other domains may use. */
export { configPlugin } from './config-plugin';
export { generateCsKey } from './cs-cipher';
export { FEATURE_SWITCHES, type FeatureSwitch } from './whitelabel';
