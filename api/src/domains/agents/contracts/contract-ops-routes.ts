import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import {
  AgentSettingsChangeSchema,
  AgentSettingsResultSchema,
  AgentSettingsWireSchema,
  ContractDecisionSchema,
  ContractSchema,
  envelopeResponses,
  ok,
  OpsContractsQuerySchema,
  TopContractBodySchema,
} from '@khela/contracts';
import { readAgentSettings } from '../agent-settings';
import './messages';
import { changeAgentSettings } from './agent-settings-service';
import { listBrandContracts, setTopContract } from './contract-service';
import { contractView } from './contract-views';
import { decisionView } from './contract-routes';

const CodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });

/** The brand's agent program and its top agents' contracts, for operators (docs/agents.md, "Contracts"). */
export const contractOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  const brand = async (code: string) => {
    const merchant = await findMerchant(db, code);
    if (!merchant) throw new ApiError(404, 'merchant.unknown', { merchant: code.slice(0, 64) });
    return { code: merchant.code, timeZone: merchant.timeZone };
  };

  app.get(
    '/ops/merchants/:code/agent-settings',
    { schema: { tags: ['operator'], summary: "A brand's agent program settings", headers: OperatorHeadersSchema, params: CodeParams, response: envelopeResponses(AgentSettingsWireSchema) } },
    async (request) => {
      requireOperator(request, ['admin', 'finance', 'support'], request.params.code);
      await brand(request.params.code);
      return ok(await readAgentSettings(db, request.params.code));
    },
  );

  app.put(
    '/ops/merchants/:code/agent-settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change which contract kinds a brand offers, the active-member definition, the dividend period and carry policy, max tiers',
        headers: OperatorHeadersSchema,
        params: CodeParams,
        body: AgentSettingsChangeSchema,
        response: envelopeResponses(AgentSettingsResultSchema),
      },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.params.code);
      return ok(await changeAgentSettings(db, actor, request.params.code, request.body));
    },
  );

  app.put(
    '/ops/merchants/:code/agents/:account/contract',
    {
      schema: {
        tags: ['operator'],
        summary: "Set a top agent's (no upline) contract of a kind: in force from the next period",
        headers: OperatorHeadersSchema,
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }), account: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: TopContractBodySchema,
        response: envelopeResponses(ContractDecisionSchema),
      },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.params.code);
      const decision = await setTopContract(db, actor, await brand(request.params.code), request.params.account, request.body, now());
      return ok(decisionView(decision));
    },
  );

  app.get(
    '/ops/merchants/:code/agent-contracts',
    {
      schema: {
        tags: ['operator'],
        summary: "A brand's agent contracts, newest first (filters: kind, status, account)",
        headers: OperatorHeadersSchema,
        params: CodeParams,
        querystring: OpsContractsQuerySchema,
        response: envelopeResponses(Type.Array(ContractSchema)),
      },
    },
    async (request) => {
      requireOperator(request, ['admin', 'finance', 'support'], request.params.code);
      await brand(request.params.code);
      return ok((await listBrandContracts(db, request.params.code, request.query)).map(contractView));
    },
  );
};
