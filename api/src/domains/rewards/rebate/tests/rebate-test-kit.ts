import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../../platform/db/db';
import type { TestMember } from '../../../../test/members';
import { envelope } from '../../../../test/test-app';
import { ops } from '../../../../test/operator-calls';

export const MERCHANT = 'khela';

let sequence = 0;

export interface BetSpec {
  gameType?: string | null;
  vendor?: string;
  stake: number;
  /** The payout; a push (payout = stake) is no valid bet. Default 0 (a loss). */
  payout?: number;
  settledAt?: Date;
}

/** A settled bet as any vendor writes it: the feed trigger picks it up. Answers its transaction id. */
export async function settledBet(db: Queryable, memberId: string, bet: BetSpec): Promise<string> {
  const tx = `rb-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;
  const settledAt = bet.settledAt ?? new Date();
  await db.query(
    `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, placed_at, settled_at)
     VALUES ($1, $2, $3, $4, $2, 'g', $5, $6, $7, 'settled', $8, $8)`,
    [bet.vendor ?? 'HOUSE', tx, MERCHANT, memberId, bet.gameType === undefined ? 'RNG' : bet.gameType, bet.stake, bet.payout ?? 0, settledAt],
  );
  return tx;
}

export interface Answer<T> {
  status: number;
  success: boolean;
  value: T;
  message: string | null;
  errorCode: string | null;
}

/** A member call as the page makes it. */
export async function memberCall<T = Record<string, unknown>>(app: FastifyInstance, member: TestMember, method: 'GET' | 'POST', url: string, payload?: object, language = 'en'): Promise<Answer<T>> {
  const response = await app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { language, authorization: member.token } });
  return { status: response.statusCode, ...envelope<T>(response) };
}

export async function setRates(app: FastifyInstance, rates: Array<{ vipLevel: number; gameType: string; vendorCode?: string; ratePpm: number }>): Promise<void> {
  const answer = await ops(app, 'PUT', '/ops/rewards/rebate/rates', { merchant: MERCHANT, rates });
  if (answer.status !== 200) throw new Error(`rates not set: ${answer.status} ${answer.message}`);
}

export async function setRebateSettings(app: FastifyInstance, settings: Record<string, unknown>): Promise<void> {
  const answer = await ops(app, 'PUT', '/ops/rewards/rebate/settings', { merchant: MERCHANT, settings });
  if (answer.status !== 200) throw new Error(`settings not set: ${answer.status} ${answer.message}`);
}

/** A first-deposit bonus as promotions issues it (the contract: source campaign, details.kind first_deposit). */
export function firstDepositGrant(memberId: string, ref = `fd-${memberId}`) {
  return {
    merchantCode: MERCHANT,
    memberId,
    source: 'campaign' as const,
    sourceRef: ref,
    titleEn: 'Welcome bonus',
    titleBn: 'স্বাগতম বোনাস',
    amount: 10_000n,
    // 1000×: never met by the tests' bets, so the grant stays active until a test ends it (the
    // wagering consumer would otherwise convert it as soon as the bets settle).
    wagering: { multipleX100: 100_000, categories: ['RNG'], expiryDays: 7 },
    details: { kind: 'first_deposit' },
  };
}

export const newRequestId = () => `req${(sequence += 1)}x${Math.random().toString(36).slice(2, 10)}`;
