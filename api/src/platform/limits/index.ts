export { limits, type LimitsOptions } from './limits-plugin';
export { delayAfter, type Taken, type WindowRule, type WindowState, type WindowStore } from './sliding-window';
