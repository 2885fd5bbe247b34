import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LotteryBetLine } from '@khela/contracts';
import { envelope, type TestApp } from '../../../test/test-app';
import { memberWithSession, type TestMember } from '../../../test/members';
import { adjust } from '../../../test/operator-calls';

/** A member with `taka` on the main wallet. */
export async function fundedMember(t: TestApp, taka: number, options: { merchant?: string; type?: number } = {}): Promise<TestMember> {
  const member = await memberWithSession(t.db, { prefix: 'lot', ...options });
  if (taka > 0) {
    const credited = await adjust(t.app, member, taka * 100);
    if (credited.status !== 200) throw new Error(`adjust: ${credited.status} ${credited.errorCode}`);
  }
  return member;
}

export async function balanceOf(t: TestApp, member: TestMember): Promise<{ balance: number; held: number }> {
  const [row] = await t.db.query<{ balance: string; held: string }>(
    "SELECT balance::text, held::text FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'member_main' AND owner_id = $2 AND ref = ''",
    [member.merchant, member.id],
  );
  return { balance: Number(row?.balance ?? 0), held: Number(row?.held ?? 0) };
}

export async function call<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', url: string, options: { token?: string; payload?: object; language?: string; merchant?: string } = {}) {
  const response = await app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: { merchant: options.merchant ?? 'khela', language: options.language ?? 'en', ...(options.token ? { authorization: options.token } : {}) },
  });
  return { status: response.statusCode, ...envelope<T>(response) };
}

/** Places a slip as the page does: a new request id per call unless one is given (a retry). */
export function place(app: FastifyInstance, member: TestMember, gameCode: string, drawId: string, bets: LotteryBetLine[], language = 'en', requestId: string = randomUUID()) {
  return call<{ bets: Array<{ id: string; cost: number; status: string; payout: number; betType: string; selection: string[] }>; balance: number }>(app, 'POST', '/wps/lottery/bets', {
    token: member.token,
    payload: { requestId, gameCode, drawId, bets },
    language,
  });
}

/** The next whole minute at least `aheadMs` from now (draws there are surely in the future). */
export function minuteAhead(aheadMs: number): Date {
  return new Date(Math.ceil((Date.now() + aheadMs) / 60_000) * 60_000);
}
