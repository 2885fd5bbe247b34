import type { Db } from '../../platform/db/db';
import type { CarryPolicy, ContractKind, ContractPeriod } from './contract-model';

/**
 * A brand's agent program, stored as merchants.agent_settings (jsonb); missing keys take the
 * defaults below. Operators change it through /ops and `pnpm operator` (contracts/).
 */
export interface AgentSettings {
  /** The contract kinds this brand offers. */
  kinds: Record<ContractKind, boolean>;
  /** A member is active in a period when it bet at least this valid turnover or deposited at least this (minor units). */
  activeMember: { minValidTurnover: number; minDeposit: number };
  /** The dividend's period and negative carry-over (REFERENCES §1.2, §1.3). */
  dividend: { period: Exclude<ContractPeriod, 'realtime' | 'hourly'>; carryPolicy: CarryPolicy };
  /** At most this many tiers in one contract. */
  maxTiers: number;
}

export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  kinds: { dividend: true, daily: true, hourly: true, realtime: true },
  activeMember: { minValidTurnover: 100_00, minDeposit: 100_00 },
  dividend: { period: 'semimonthly', carryPolicy: 'forever' },
  maxTiers: 10,
};

/** Stored settings over the defaults, one level deep. */
export function withAgentDefaults(stored: Partial<AgentSettings> | null | undefined): AgentSettings {
  const s = stored ?? {};
  return {
    kinds: { ...DEFAULT_AGENT_SETTINGS.kinds, ...(s.kinds ?? {}) },
    activeMember: { ...DEFAULT_AGENT_SETTINGS.activeMember, ...(s.activeMember ?? {}) },
    dividend: { ...DEFAULT_AGENT_SETTINGS.dividend, ...(s.dividend ?? {}) },
    maxTiers: s.maxTiers ?? DEFAULT_AGENT_SETTINGS.maxTiers,
  };
}

export async function readAgentSettings(db: Db, merchantCode: string): Promise<AgentSettings> {
  const rows = await db.query<{ agent_settings: Partial<AgentSettings> | null }>('SELECT agent_settings FROM merchants WHERE code = $1', [merchantCode]);
  return withAgentDefaults(rows[0]?.agent_settings);
}
