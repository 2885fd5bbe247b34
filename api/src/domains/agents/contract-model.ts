/**
 * The shape of an agent contract (table agent_contracts, migration 020) shared by the offer flow
 * (contracts/) and the settlement (settlement/). Money is in minor units (poisha); a rate is a
 * decimal string so no float ever touches money ("0.015" is 1.5 %).
 */

/** dividend: a share of the team's net loss; daily / hourly / realtime: a rate of the team's valid turnover. */
export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';
export const CONTRACT_KINDS: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

/** SPEC §3 contract periods (dividend chooses one; the salaries' period is fixed by their kind). */
export type ContractPeriod = 'realtime' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly';

/** REFERENCES §1.2: how a negative period (the team won) carries into the next dividend. */
export type CarryPolicy = 'none' | 'forever' | 'previous' | 'half_month';

/** SPEC §3 / REFERENCES §1.1 game-type keys; CONS counts every game. */
export const CONTRACT_GAME_TYPES = ['CONS', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type ContractGameType = (typeof CONTRACT_GAME_TYPES)[number];

/** offered → in_force | rejected | cancelled; in_force → superseded | cancelled. */
export type ContractStatus = 'offered' | 'in_force' | 'rejected' | 'cancelled' | 'superseded';

/**
 * One tier: it applies when the team's period figures reach every threshold; the highest tier
 * reached sets the rate. rateType P: `rate` is a fraction of the base (turnover for salaries, net
 * loss for dividends); F: `rate` is a fixed amount in minor units per period.
 */
export interface ContractTier {
  /** Team valid turnover at least this (minor units). */
  turnover: number;
  /** Dividend only: team net loss at least this (minor units). */
  netLoss?: number;
  /** Active members in the period at least this. */
  activeMembers: number;
  rateType: 'P' | 'F';
  rate: string;
}

export const KIND_PERIOD: Record<Exclude<ContractKind, 'dividend'>, ContractPeriod> = {
  daily: 'daily',
  hourly: 'hourly',
  realtime: 'realtime',
};

/** How often real-time salary settles (SPEC §9: every 5 minutes). */
export const REALTIME_WINDOW_MINUTES = 5;
