import type { FastifyInstance } from 'fastify';
import type { TestMember } from './members';
import { envelope, OPERATOR_TOKEN } from './test-app';

let sequence = 0;
const next = () => (sequence += 1);

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An /ops call; `token` is an operator session or the bootstrap token (the default). */
export async function ops<T = unknown>(app: FastifyInstance, method: Method, url: string, payload?: object, token: string | null = OPERATOR_TOKEN) {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: token === null ? {} : { 'x-operator-token': token },
  });
  return { status: response.statusCode, ...envelope<T>(response) };
}

/** Credits (or debits) a member through the operator API, as finance would. */
export async function adjust(app: FastifyInstance, member: Pick<TestMember, 'account' | 'merchant'>, amount: number, requestId = `req-${next()}-${Math.random().toString(36).slice(2)}`) {
  return ops<{ transferId: string; balance: number }>(app, 'POST', '/ops/wallet/adjustments', {
    merchant: member.merchant,
    account: member.account,
    amount,
    reason: 'test correction',
    requestId,
  });
}
