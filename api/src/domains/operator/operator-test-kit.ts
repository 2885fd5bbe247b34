import type { FastifyInstance } from 'fastify';
import type { TestMember } from '../../test/members';
import { ops } from '../../test/operator-calls';
import { envelope } from '../../test/test-app';
import type { OperatorRole } from '@khela/contracts';

/**
 * Support for the operator, wallet and socket tests: members with a session (the login itself is
 * identity's to test), operators opened and logged in through the API, and /ops calls.
 */
// Members with a session and /ops calls come from the shared test helpers.
export { memberWithSession, type TestMember } from '../../test/members';
export { adjust, type Method, ops } from '../../test/operator-calls';

let sequence = 0;
const next = () => (sequence += 1);

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
