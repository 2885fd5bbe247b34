/** The reality-check domain's public face (docs/safer-gambling-reality.md). */
export { realityCheckPlugin } from './reality-plugin';
