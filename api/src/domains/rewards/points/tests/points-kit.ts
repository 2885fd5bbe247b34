import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../../platform/db/db';
import { ops } from '../../../../test/operator-calls';
import { plain, sealed } from '../../../../test/identity';
import type { TestMember } from '../../../../test/members';

/** Test support for points and the mall: bets, rates, items, points and the member's calls. */
export const MERCHANT = 'khela';

let sequence = 0;
export const uniqueId = (prefix: string) => `${prefix}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 10)}`;

/** A settled house bet of the member, as any settlement writes it (the feed's trigger picks it up). */
export async function settledBet(db: Queryable, memberId: string, stake: number, payout: number, gameType = 'RNG'): Promise<void> {
  const tx = uniqueId('pts');
  await db.query(
    `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, settled_at)
     VALUES ('HOUSE', $1, $2, $3, $1, 'house-dice', $4, $5, $6, 'settled', now())`,
    [tx, MERCHANT, memberId, gameType, stake, payout],
  );
}

export async function setRates(app: FastifyInstance, rates: Record<string, number>): Promise<void> {
  const answer = await ops(app, 'PUT', '/ops/rewards/points/rates', { merchant: MERCHANT, rates: Object.entries(rates).map(([gameType, rateMilli]) => ({ gameType, rateMilli })) });
  if (answer.status !== 200) throw new Error(`rates: ${answer.status} ${answer.errorCode}`);
}

export async function setPointsSettings(app: FastifyInstance, change: Record<string, unknown>): Promise<void> {
  const answer = await ops(app, 'PUT', '/ops/rewards/points/settings', { merchant: MERCHANT, ...change });
  if (answer.status !== 200) throw new Error(`settings: ${answer.status} ${answer.errorCode}`);
}

/** Credits (or debits) a member's points as finance would. */
export async function givePoints(app: FastifyInstance, member: Pick<TestMember, 'account'>, points: number): Promise<void> {
  const answer = await ops(app, 'POST', '/ops/rewards/points/adjustments', { merchant: MERCHANT, account: member.account, points, reason: 'test points', requestId: uniqueId('adj') });
  if (answer.status !== 200) throw new Error(`adjust: ${answer.status} ${answer.errorCode}`);
}

export interface ItemSpec {
  kind: 'bonus_cash' | 'free_rounds' | 'goods';
  pointsCost: number;
  stock?: number | null;
  memberDailyCap?: number | null;
  dailyCap?: number | null;
  value?: Record<string, unknown>;
  enabled?: boolean;
}

export async function createItem(app: FastifyInstance, spec: ItemSpec): Promise<string> {
  const answer = await ops<{ id: string }>(app, 'POST', '/ops/rewards/mall/items', {
    merchant: MERCHANT,
    nameEn: `Item ${uniqueId('i')}`,
    nameBn: 'আইটেম',
    value: {},
    ...spec,
  });
  if (answer.status !== 200) throw new Error(`item: ${answer.status} ${answer.errorCode} ${answer.message}`);
  return answer.value.id;
}

export async function pointsOf(app: FastifyInstance, member: TestMember): Promise<{ points: number; earnedTotal: number; spentTotal: number }> {
  const answer = await plain(app, 'GET', '/wps/relay/MCS2_getPointBalance', undefined, { token: member.token });
  if (answer.status !== 200) throw new Error(`balance: ${answer.status} ${answer.errorCode}`);
  return answer.value as unknown as { points: number; earnedTotal: number; spentTotal: number };
}

export function redeemAs(app: FastifyInstance, member: TestMember, payload: Record<string, unknown>, language = 'en') {
  return sealed(app, 'POST', '/wps/relay/MCS2_redeemPoints', { quantity: 1, requestId: uniqueId('rq'), ...payload }, { token: member.token, language });
}

export function convertAs(app: FastifyInstance, member: TestMember, points: number, requestId = uniqueId('cv')) {
  return sealed(app, 'POST', '/wps/relay/MCS2_convertPoints', { points, requestId }, { token: member.token });
}

export async function stockOf(db: Queryable, itemId: string): Promise<number | null> {
  const [row] = await db.query<{ stock: number | null }>('SELECT stock FROM mall_items WHERE id = $1::bigint', [itemId]);
  return row!.stock === null ? null : Number(row!.stock);
}

export async function countRows(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM (${sql}) counted`, params);
  return Number(row!.n);
}
