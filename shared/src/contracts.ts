/**
 * `@khela/shared/contracts`: the contract tiers' table and rate text of the agent center's
 * contracts and the shell's contract popup. A separate entry (shared as its own singleton, like
 * `@khela/shared/reports`) so the home page's first load never carries it. Stateless: formatters
 * and markup only.
 */
export { ContractTiers, contractRateText, type ContractTiersLabels } from './ui/contracts/ContractTiers';
