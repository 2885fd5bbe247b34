import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/db';
import { memberWithSession, type TestMember } from '../../../test/members';
import { ops } from '../../../test/operator-calls';
import { envelope } from '../../../test/test-app';
import type { ContractTier } from '../contract-model';

/** Test support for the contracts: a chain of agents with sessions, and the calls they make. */
export const P = (turnover: number, activeMembers: number, rate: string): ContractTier => ({ turnover, activeMembers, rateType: 'P', rate });

export interface Chain {
  top: TestMember;
  mid: TestMember;
  low: TestMember;
  player: TestMember;
}

/** top (no upline) → mid → low, all agents (type 1); player, a plain member under mid. */
export async function agentChain(db: Db, merchant = 'khela'): Promise<Chain> {
  const top = await memberWithSession(db, { type: 1, prefix: 'top', merchant });
  const mid = await memberWithSession(db, { type: 1, prefix: 'mid', uplineId: top.id, merchant });
  const low = await memberWithSession(db, { type: 2, prefix: 'low', uplineId: mid.id, merchant });
  const player = await memberWithSession(db, { type: 0, prefix: 'pl', uplineId: mid.id, merchant });
  return { top, mid, low, player };
}

export async function call<T = unknown>(app: FastifyInstance, who: TestMember | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const headers: Record<string, string> = { language: 'en', merchant: who?.merchant ?? 'khela' };
  if (who) headers.authorization = who.token;
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, ...envelope<T>(response) };
}

/** The brand (an operator with the bootstrap token) gives a top agent a contract. */
export async function topContract(app: FastifyInstance, agent: TestMember, kind: string, tiers: ContractTier[]) {
  const result = await ops(app, 'PUT', `/ops/merchants/${agent.merchant}/agents/${agent.account}/contract`, { kind, tiers });
  if (result.status !== 200) throw new Error(`top contract refused: ${JSON.stringify(result)}`);
  return result;
}

export const offer = (app: FastifyInstance, from: TestMember, to: TestMember, kind: string, tiers: ContractTier[]) =>
  call<{ id: string; status: string }>(app, from, 'POST', '/wps/agent/contracts/offers', { downlineId: to.id, kind, tiers });

export const answer = (app: FastifyInstance, who: TestMember, kind: string, contractId: string, status: 'A' | 'R', confirmHigherRate?: boolean) =>
  call<{ contract: { status: string; effectiveFrom: string }; cancelled: Array<{ id: string; account: string; endedAt: string | null }>; superseded: { id: string; endedAt: string } | null }>(
    app, who, 'POST', `/wps/contract/${kind}/process`, { contractId, status, ...(confirmHigherRate === undefined ? {} : { confirmHigherRate }) },
  );
