import type { OpsMallItemBody, PointsRates, PointsSettings } from '@khela/contracts/rewards';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { listMallItems, opsMallItemView, saveMallItem } from './mall-items';
import { ratesList, readPointsRates, replacePointsRates } from './points-rates';
import { readPointsSettings, writePointsSettings } from './points-settings';

/**
 * The operators' side of points and the mall (docs/rewards.md "Operators"): shared by the /ops
 * routes and `pnpm operator rewards …` on the database. Each change is recorded with its actor in
 * its own transaction.
 */
async function knownBrand(db: Db, merchantCode: string): Promise<void> {
  if (!(await findMerchant(db, merchantCode))) throw new ApiError(404, 'rewards.merchant.unknown', { merchant: merchantCode.slice(0, 64) });
}

export async function opsMallItems(db: Db, merchantCode: string) {
  return { items: (await listMallItems(db, merchantCode, { enabledOnly: false })).map(opsMallItemView) };
}

export async function opsSaveMallItem(db: Db, actor: OperatorActor, id: string | null, body: OpsMallItemBody) {
  await knownBrand(db, body.merchant);
  const item = await db.transaction(async (tx) => {
    const saved = await saveMallItem(tx, id, body);
    await recordOperatorAction(tx, actor, { action: 'mall.item.save', merchantCode: body.merchant, target: saved.id, details: { created: id === null, ...opsMallItemView(saved) } });
    return saved;
  });
  return opsMallItemView(item);
}

export async function opsPointsRates(db: Db, merchantCode: string): Promise<PointsRates> {
  return { rates: ratesList(await readPointsRates(db, merchantCode)) };
}

export async function opsSetPointsRates(db: Db, actor: OperatorActor, merchantCode: string, rates: PointsRates['rates']): Promise<PointsRates> {
  await knownBrand(db, merchantCode);
  const types = rates.map((rate) => rate.gameType);
  if (new Set(types).size !== types.length) throw new ApiError(400, 'points.rates.bad', { problem: 'a game type is listed twice' });
  await db.transaction(async (tx) => {
    const before = ratesList(await readPointsRates(tx, merchantCode));
    await replacePointsRates(tx, merchantCode, rates);
    await recordOperatorAction(tx, actor, { action: 'points.rates', merchantCode, target: merchantCode, details: { rates, before } });
  });
  return opsPointsRates(db, merchantCode);
}

export async function opsPointsSettings(db: Db, merchantCode: string): Promise<PointsSettings> {
  return readPointsSettings(db, merchantCode);
}

export async function opsSetPointsSettings(db: Db, actor: OperatorActor, merchantCode: string, change: Partial<PointsSettings>): Promise<PointsSettings> {
  await knownBrand(db, merchantCode);
  return db.transaction(async (tx) => {
    const before = await readPointsSettings(tx, merchantCode);
    const settings = await writePointsSettings(tx, merchantCode, change);
    await recordOperatorAction(tx, actor, { action: 'points.settings', merchantCode, target: merchantCode, details: { change, before, settings } });
    return settings;
  });
}
