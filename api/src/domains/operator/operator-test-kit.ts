import type { FastifyInstance } from 'fastify';
import type { TestMember } from '../../test/members';
import { envelope, OPERATOR_TOKEN } from '../../test/test-app';
import type { OperatorRole } from '@khela/contracts';

/**
 * Support for the operator, wallet and socket tests: members with a session (the login itself is
 * identity's to test), operators opened and logged in through the API, and /ops calls.
 */
// Members with a session come from the shared test helper.
export { memberWithSession, type TestMember } from '../../test/members';

let sequence = 0;
const next = () => (sequence += 1);

export type Method = 'GET' | 'POST' | 'DELETE';

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

/** A member call with the member's session. */
export async function memberCall<T = unknown>(app: FastifyInstance, url: string, member: Pick<TestMember, 'token' | 'merchant'>, language = 'en') {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: member.token, merchant: member.merchant, language } });
  return { status: response.statusCode, ...envelope<T>(response) };
}

export const OPERATOR_PASSWORD = 'Operator-2026!';

/** Opens an operator account with the bootstrap token and logs it in; returns its session token. */
export async function operatorSession(app: FastifyInstance, role: OperatorRole, merchant: string | null = null): Promise<{ username: string; token: string }> {
  const username = `op${role}${next()}x${Math.floor(Math.random() * 10_000)}`;
  const opened = await ops(app, 'POST', '/ops/operators', { username, password: OPERATOR_PASSWORD, role, merchant });
  if (opened.status !== 200) throw new Error(`operator not opened: ${JSON.stringify(opened)}`);
  const login = await ops<{ token: string }>(app, 'POST', '/ops/session/login', { username, password: OPERATOR_PASSWORD }, null);
  if (login.status !== 200) throw new Error(`operator login failed: ${JSON.stringify(login)}`);
  return { username, token: login.value.token };
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
