/** The agents domain's public face: what the app and other domains may use. */
export { agentsPlugin } from './agents-plugin';
export { operatorSettlementHistory, operatorSettlementRerun, settlePeriods } from './settlement';
