import type { Db } from '../../../platform/db/db';
import { json } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { type AgentSettings, withAgentDefaults } from '../agent-settings';
import { CONTRACT_TIERS_CEILING, type AgentSettingsChange } from '@khela/contracts';

export interface AgentSettingsResult {
  merchant: string;
  settings: AgentSettings;
  previous: AgentSettings;
}

/**
 * An operator changes a brand's agent program (which kinds it offers, the active-member
 * definition, the dividend's period and carry policy, max tiers); recorded with the settings it
 * replaced. Contracts already offered or in force keep the period they were made with.
 */
export async function changeAgentSettings(db: Db, actor: OperatorActor, merchantCode: string, change: AgentSettingsChange): Promise<AgentSettingsResult> {
  if (actor.role !== 'admin' || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new ApiError(403, 'operator.forbidden');
  if (change.maxTiers !== undefined && (!Number.isInteger(change.maxTiers) || change.maxTiers < 1 || change.maxTiers > CONTRACT_TIERS_CEILING)) {
    throw new ApiError(400, 'contracts.settings.max.tiers', { max: CONTRACT_TIERS_CEILING });
  }
  for (const value of [change.activeMember?.minDeposit, change.activeMember?.minValidTurnover]) {
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) throw new ApiError(400, 'contracts.settings.active.member');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ agent_settings: Partial<AgentSettings> | null }>('SELECT agent_settings FROM merchants WHERE code = $1 FOR UPDATE', [merchantCode]);
    if (!row) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
    const previous = withAgentDefaults(row.agent_settings);
    const settings: AgentSettings = {
      kinds: { ...previous.kinds, ...(change.kinds ?? {}) },
      activeMember: { ...previous.activeMember, ...(change.activeMember ?? {}) },
      dividend: { ...previous.dividend, ...(change.dividend ?? {}) },
      maxTiers: change.maxTiers ?? previous.maxTiers,
    };
    await tx.query('UPDATE merchants SET agent_settings = $2::jsonb, updated_at = now() WHERE code = $1', [merchantCode, json(settings)]);
    await recordOperatorAction(tx, actor, { action: 'agents.settings', merchantCode, target: merchantCode, details: { change, previous } });
    return { merchant: merchantCode, settings, previous };
  });
}
