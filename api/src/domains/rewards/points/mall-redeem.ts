import type { Delivery } from '@khela/contracts/rewards';
import type { Db, Queryable } from '../../../platform/db/db';
import { retryOnConflict } from '../../../platform/db/retry';
import { json } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { bonusPool, type Ledger, LedgerError, mainWallet, pointsAccount, pointsPool } from '../../wallet';
import { awardBonus, issueGrant } from '../core/grants';
import type { RewardMember } from '../core/reward-members';
import { findMallItem, MALL_ITEM_COLUMNS, type MallItemRecord, type MallItemRow, needsAddress, redeemedToday, toMallItem } from './mall-items';
import { findRedemptionByRequest, REDEMPTION_COLUMNS, type RedemptionRecord, toRedemption } from './mall-redemptions';
import { brandDay } from './points-settings';

/** Free rounds and mall bonuses expire after a week unless played (docs/adr/0016 §8). */
export const MALL_GRANT_EXPIRY_DAYS = 7;

/** Applies the member's pending settled bets and locks their rewards row (app.rewards.drainMember). */
export type DrainMember = (tx: Queryable, merchantCode: string, memberId: string, now: Date) => Promise<RewardMember>;

export interface RedeemRequest {
  merchantCode: string;
  memberId: string;
  /** The brand's zone: the daily caps count the brand's day. */
  timeZone: string;
  itemId: string;
  quantity: number;
  requestId: string;
  delivery?: Delivery | null;
}

export interface RedeemOutcome {
  redemption: RedemptionRecord;
  /** The member's points after the redemption. */
  balance: bigint;
  /** The request id had been used: this is the first answer, nothing happened now. */
  replayed: boolean;
}

const MAX_ATTEMPTS = 5;

/** Takes q of the item if it is on sale and in stock; its row lock makes racing buyers of the last one wait, then find none. */
async function takeStock(tx: Queryable, request: RedeemRequest): Promise<MallItemRecord> {
  const [row] = await tx.query<MallItemRow>(
    `UPDATE mall_items SET stock = stock - $3, updated_at = now()
      WHERE merchant_code = $1 AND id = $2::bigint AND enabled AND (stock IS NULL OR stock >= $3)
      RETURNING ${MALL_ITEM_COLUMNS}`,
    [request.merchantCode, request.itemId, request.quantity],
  );
  if (row) return toMallItem(row);
  const item = await findMallItem(tx, request.merchantCode, request.itemId);
  if (!item || !item.enabled) throw new ApiError(404, 'mall.item.unknown', { item: request.itemId });
  throw new ApiError(409, 'mall.item.soldOut', { left: item.stock ?? 0 }, { left: item.stock ?? 0 });
}

/** The member's and the brand's daily caps, counted under the item's row lock (so racing buyers count each other). */
async function checkCaps(tx: Queryable, item: MallItemRecord, request: RedeemRequest, day: string): Promise<void> {
  if (item.memberDailyCap === null && item.dailyCap === null) return;
  const today = (await redeemedToday(tx, [item.id], day, request.memberId)).get(item.id) ?? { all: 0, mine: 0 };
  if (item.memberDailyCap !== null && today.mine + request.quantity > item.memberDailyCap) {
    const left = Math.max(0, item.memberDailyCap - today.mine);
    throw new ApiError(409, 'mall.cap.reached', { left }, { left, cap: 'member' });
  }
  if (item.dailyCap !== null && today.all + request.quantity > item.dailyCap) {
    const left = Math.max(0, item.dailyCap - today.all);
    throw new ApiError(409, 'mall.cap.reached', { left }, { left, cap: 'brand' });
  }
}

/** Gives a money item: bonus cash (a grant when it asks for wagering, else cash) or free rounds (a grant scoped to one house game). */
async function giveItem(tx: Queryable, ledger: Ledger, item: MallItemRecord, redemption: RedemptionRecord, now: Date): Promise<string | null> {
  const base = {
    merchantCode: item.merchantCode,
    memberId: redemption.memberId,
    source: 'mall' as const,
    sourceRef: redemption.id,
    titleEn: item.nameEn,
    titleBn: item.nameBn,
    details: { redemptionId: redemption.id, itemId: item.id, quantity: redemption.quantity },
  };
  const q = BigInt(redemption.quantity);
  if (item.kind === 'bonus_cash') {
    const amount = BigInt(item.value.amount ?? 0) * q;
    const award = await awardBonus(
      tx,
      ledger,
      { ...base, amount, wagering: { multipleX100: item.value.multipleX100 ?? 0, categories: item.value.categories ?? [], expiryDays: MALL_GRANT_EXPIRY_DAYS } },
      { key: `mall:${redemption.id}:item`, kind: 'bonus' },
      now,
    );
    return award.kind === 'grant' ? award.grant.id : null;
  }
  if (item.kind === 'free_rounds') {
    const stake = BigInt(item.value.stake ?? 0);
    const grant = await issueGrant(
      tx,
      ledger,
      {
        ...base,
        amount: stake * BigInt(item.value.rounds ?? 0) * q,
        // Played once through on its own game: the rounds' winnings become cash.
        wagering: { multipleX100: 100, categories: [], expiryDays: MALL_GRANT_EXPIRY_DAYS },
        scope: { vendor: 'HOUSE', gameCode: item.value.gameCode ?? null, maxStake: stake },
      },
      now,
    );
    return grant.id;
  }
  return null;
}

/**
 * Redeems points for an item in ONE transaction (docs/adr/0016 §8; the opposite of ecai's deduct,
 * credit, re-credit): the member's rewards row, the stock, the caps, the points (`mall:{id}`), the
 * redemption row and the item (`mall:{id}:item` or its grant). Any refusal rolls all of it back.
 * A request id already used answers its first redemption.
 */
export async function redeem(db: Db, ledger: Ledger, drain: DrainMember, request: RedeemRequest, now: Date): Promise<RedeemOutcome> {
  const points = pointsAccount(request.merchantCode, request.memberId);
  // Made outside the transaction, so the ledger's id cache never names an account a rollback removed.
  for (const account of [points, pointsPool(request.merchantCode), mainWallet(request.merchantCode, request.memberId), bonusPool(request.merchantCode, request.memberId)]) {
    await ledger.accountId(account);
  }
  const day = brandDay(now, request.timeZone);
  return retryOnConflict(
    () =>
      db.transaction(async (tx) => {
        await drain(tx, request.merchantCode, request.memberId, now);
        const known = await findRedemptionByRequest(tx, request.memberId, request.requestId);
        if (known) {
          if (known.itemId !== request.itemId || known.quantity !== request.quantity) throw new ApiError(409, 'mall.request.reused');
          return { redemption: known, balance: await ledger.available(points, tx), replayed: true };
        }

        const item = await takeStock(tx, request);
        if (needsAddress(item) && !request.delivery) throw new ApiError(400, 'mall.delivery.required');
        await checkCaps(tx, item, request, day);

        const cost = item.pointsCost * BigInt(request.quantity);
        const [row] = await tx.query<Parameters<typeof toRedemption>[0]>(
          `INSERT INTO mall_redemptions (merchant_code, member_id, item_id, request_id, quantity, points, item_kind, item_name_en, item_name_bn,
                                         item_value, delivery, status, brand_day, created_at, decided_at)
           VALUES ($1, $2, $3::bigint, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13::date, $14, CASE WHEN $12 = 'APPROVED' THEN $14::timestamptz END)
           RETURNING ${REDEMPTION_COLUMNS}`,
          [
            request.merchantCode, request.memberId, item.id, request.requestId, request.quantity, cost.toString(), item.kind, item.nameEn, item.nameBn,
            json(item.value), item.kind === 'goods' && request.delivery ? json(request.delivery) : null,
            item.kind === 'goods' ? 'IN_PROCESS' : 'APPROVED', day, now,
          ],
        );
        let redemption = toRedemption(row!);

        let spent;
        try {
          spent = await ledger.transfer(
            {
              key: `mall:${redemption.id}`,
              kind: 'points_spend',
              debit: points,
              credit: pointsPool(request.merchantCode),
              amount: cost,
              details: { redemptionId: redemption.id, itemId: item.id, quantity: request.quantity, nameEn: item.nameEn, nameBn: item.nameBn },
            },
            tx,
          );
        } catch (error) {
          if (error instanceof LedgerError && error.reason === 'insufficient') {
            const have = Number(error.detail.available ?? 0n);
            throw new ApiError(409, 'points.insufficient', { need: Number(cost), have }, { need: Number(cost), have });
          }
          throw error;
        }

        const grantId = await giveItem(tx, ledger, item, redemption, now);
        if (grantId) {
          await tx.query('UPDATE mall_redemptions SET grant_id = $2 WHERE id = $1::bigint', [redemption.id, grantId]);
          redemption = { ...redemption, grantId };
        }
        return { redemption, balance: spent.debit.balance - spent.debit.held, replayed: false };
      }),
    { attempts: MAX_ATTEMPTS },
  );
}
