import { FACEBOOK_URL_PATTERN, LIVECHAT_PATH, TELEGRAM_URL_PATTERN, type CustomerServiceBody } from '@khela/contracts/chat';
import type { Db } from '../../platform/db/db';
import { json } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { forgetMerchants } from '../../platform/merchant/merchant-cache';
import { type OperatorActor, recordOperatorAction } from '../../platform/ops/operator-actor';

type Entry = { csType: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK'; csPosition: number; url: string };

const patterns = { TELEGRAM: new RegExp(TELEGRAM_URL_PATTERN), FACEBOOK: new RegExp(FACEBOOK_URL_PATTERN) };

/**
 * Sets a brand's customer-service entries (docs/chat.md): in the given order, each type once;
 * LIVECHAT is the site's own chat room, TELEGRAM and FACEBOOK must be the brand's address on
 * that service. An admin of the brand or of every brand; recorded with the entries replaced.
 */
export async function setCustomerService(db: Db, actor: OperatorActor, merchantCode: string, body: CustomerServiceBody): Promise<{ merchant: string; entries: Entry[] }> {
  if (actor.role !== 'admin' || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new ApiError(403, 'operator.forbidden');
  const seen = new Set<string>();
  const entries: Entry[] = body.entries.map((entry, index) => {
    if (seen.has(entry.csType)) throw new ApiError(400, 'chat.cs.duplicate', { type: entry.csType });
    seen.add(entry.csType);
    if (entry.csType === 'LIVECHAT') return { csType: 'LIVECHAT', csPosition: index + 1, url: LIVECHAT_PATH };
    const url = (entry.url ?? '').trim();
    if (!patterns[entry.csType].test(url)) throw new ApiError(400, entry.csType === 'TELEGRAM' ? 'chat.cs.telegram' : 'chat.cs.facebook');
    return { csType: entry.csType, csPosition: index + 1, url };
  });
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ customer_service: unknown }>('SELECT customer_service FROM merchants WHERE code = $1 FOR UPDATE', [merchantCode]);
    if (!row) throw new ApiError(404, 'merchant.unknown', { merchant: merchantCode.slice(0, 64) });
    await tx.query('UPDATE merchants SET customer_service = $2::jsonb, updated_at = now() WHERE code = $1', [merchantCode, json(entries)]);
    await recordOperatorAction(tx, actor, { action: 'merchant.customer-service', merchantCode, target: merchantCode, details: { entries, previous: row.customer_service } });
  });
  forgetMerchants();
  return { merchant: merchantCode, entries };
}
