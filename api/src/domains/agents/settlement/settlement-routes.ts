import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BillsPageSchema,
  BillsQuerySchema,
  CommonHeadersSchema,
  envelopeResponses,
  ok,
  OPERATOR_ROLES,
  SettlementHistoryQuerySchema,
  SettlementHistorySchema,
  SettlementRerunBodySchema,
  SettlementRerunSchema,
} from '@khela/contracts';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { merchantOf } from '../../../platform/request-context';
import { AGENT_TYPES, requireRealMember } from '../../identity';
import type { Ledger } from '../../wallet';
import { checkedRange, listBills } from './bills-read';
import { operatorSettlementHistory, operatorSettlementRerun } from './settlement-service';

/** The agent's bills: its own per contract kind, and those it paid its direct downlines. */
export const agentBillRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  for (const role of ['own', 'paid'] as const) {
    app.get(
      role === 'own' ? '/wps/agent/settlement/bills' : '/wps/agent/settlement/downline-bills',
      {
        schema: {
          tags: ['agents'],
          summary: role === 'own'
            ? "The agent's own bills of a contract kind, newest period first, with totals (period filter in the brand's days)"
            : 'The bills the agent paid its direct downlines for a contract kind, newest period first, with totals',
          headers: CommonHeadersSchema,
          querystring: BillsQuerySchema,
          response: envelopeResponses(BillsPageSchema),
        },
      },
      async (request) => {
        const identity = await requireRealMember(app, request);
        if (!(AGENT_TYPES as readonly number[]).includes(identity.type)) throw new ApiError(403, 'settlement.agent.only');
        const { kind, from, to, pageNo, pageSize } = request.query;
        const range = checkedRange(from, to, merchantOf(request).timeZone);
        return ok(await listBills(db, { merchantCode: identity.merchantCode, role, memberId: identity.memberId, kind, ...range }, { pageNo, pageSize }));
      },
    );
  }
};

/** Operators: a brand's settlement history and re-running a period (docs/agents.md "Settlement"). */
export const settlementOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger }> = async (app, { db, ledger }) => {
  app.get(
    '/ops/agents/settlements',
    {
      schema: {
        tags: ['operator'],
        summary: "A brand's settled periods (bills, billed, paid, bills per status, who settled) and its settlement jobs' recent runs",
        headers: OperatorHeadersSchema,
        querystring: SettlementHistoryQuerySchema,
        response: envelopeResponses(SettlementHistorySchema),
      },
    },
    async (request) => {
      const { merchant, kind, from, to, pageNo, pageSize } = request.query;
      requireOperator(request, OPERATOR_ROLES, merchant);
      return ok(await operatorSettlementHistory(db, merchant, kind ?? null, from ?? null, to ?? null, { pageNo, pageSize }));
    },
  );

  app.post(
    '/ops/agents/settlements/rerun',
    {
      schema: {
        tags: ['operator'],
        summary: 'Settle the period of a contract kind containing `at`: a settled period changes nothing, a missed one is settled now (recorded)',
        headers: OperatorHeadersSchema,
        body: SettlementRerunBodySchema,
        response: envelopeResponses(SettlementRerunSchema),
      },
    },
    async (request) => {
      const { merchant, kind, at } = request.body;
      const actor = requireOperator(request, ['admin', 'finance'], merchant);
      return ok(await operatorSettlementRerun(db, ledger, actor, { merchantCode: merchant, kind, at: new Date(at) }));
    },
  );
};
