import type { CampaignSaveBody } from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { type Campaign, opsCampaignView, saveCampaign, setCampaignEnabled } from './campaigns';

async function requireBrand(db: Db, merchantCode: string): Promise<void> {
  if (!(await findMerchant(db, merchantCode))) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
}

/** Saves a campaign and its action record (`campaign.save`, with what it was before) in one transaction. */
export async function saveCampaignAsOperator(db: Db, actor: OperatorActor, body: CampaignSaveBody): Promise<Campaign> {
  await requireBrand(db, body.merchant);
  return db.transaction(async (tx) => {
    const { campaign, previous } = await saveCampaign(tx, body);
    await recordOperatorAction(tx, actor, { action: 'campaign.save', merchantCode: body.merchant, target: campaign.code, details: { campaign: opsCampaignView(campaign), previous: previous ? opsCampaignView(previous) : null } });
    return campaign;
  });
}

/** Opens or closes a campaign (`campaign.enable` / `campaign.disable`). */
export async function switchCampaignAsOperator(db: Db, actor: OperatorActor, merchantCode: string, code: string, enabled: boolean): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const campaign = await setCampaignEnabled(tx, merchantCode, code, enabled);
    await recordOperatorAction(tx, actor, { action: enabled ? 'campaign.enable' : 'campaign.disable', merchantCode, target: code });
    return campaign;
  });
}
