import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { forgetMerchants } from '../../platform/merchant/merchant-cache';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';

export interface BrandWalletMode {
  merchant: string;
  isSingle: boolean;
  previous: boolean;
}

/**
 * Sets a brand's wallet mode (SPEC §3 isSingle; docs/spec-sweep.md "Merchant wallet"): an admin of
 * that brand or of every brand, recorded in the action record with the mode it replaced. Pages read
 * it at start, so members see the change on their next load.
 */
export async function setWalletMode(db: Db, actor: OperatorActor, merchantCode: string, isSingle: boolean): Promise<BrandWalletMode> {
  if (actor.role !== 'admin' || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new ApiError(403, 'operator.forbidden');
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ single_wallet: boolean }>('SELECT single_wallet FROM merchants WHERE code = $1 FOR UPDATE', [merchantCode]);
    if (!row) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
    await tx.query('UPDATE merchants SET single_wallet = $2, updated_at = now() WHERE code = $1', [merchantCode, isSingle]);
    await recordOperatorAction(tx, actor, {
      action: 'merchant.wallet-mode',
      merchantCode,
      target: merchantCode,
      details: { isSingle, previous: row.single_wallet },
    });
    return { merchant: merchantCode, isSingle, previous: row.single_wallet };
  });
  forgetMerchants();
  return result;
}
