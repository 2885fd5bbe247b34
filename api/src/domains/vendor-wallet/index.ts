/** The vendor-wallet domain's public face: what the app and other domains may use. */
export { vendorWalletPlugin } from './vendor-wallet-plugin';
export { issueLaunchToken } from './launch-tokens';
