import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireIdentity } from '../../../platform/auth';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { merchantOf } from '../../../platform/request-context';
import { TRIAL_TYPE } from '../../identity';
import {
  CommonHeadersSchema,
  ConsolidatedContractsSchema,
  ContractDecisionSchema,
  ContractIdParamsSchema,
  ContractKindQuerySchema,
  ContractOfferBodySchema,
  ContractProcessBodySchema,
  ContractProcessParamsSchema,
  ContractSchema,
  DownlineContractsValueSchema,
  envelopeResponses,
  ok,
  OwnContractsValueSchema,
} from '@khela/contracts';
import { AGENT_TYPES } from '../../identity';
import './messages';
import { assertAgentType, type Brand, decideOffer, type Decision, downlineContracts, offerContract, ownContracts, pendingOffers, withdrawOffer } from './contract-service';
import { consolidatedView, contractView, offerView } from './contract-views';
import { selectContracts } from './contract-repo';

export interface ContractRoutesOptions {
  db: Db;
  /** The clock (tests and the demo run a period on demand). */
  now: () => Date;
}

const brandOf = (request: FastifyRequest): Brand => {
  const merchant = merchantOf(request);
  return { code: merchant.code, timeZone: merchant.timeZone };
};

export const decisionView = (d: Decision) => ({ contract: contractView(d.contract), cancelled: d.cancelled.map(contractView), superseded: d.superseded ? contractView(d.superseded) : null });

/**
 * Agent contracts (docs/agents.md, "Contracts"): the agent center's pages (/wps/agent/contracts…,
 * agents only) and the contract popup's consolidated GET and processing POSTs (/wps/contract…, any
 * logged-in non-trial member: the answer is empty for one without offers).
 */
export const contractRoutes: FastifyPluginAsyncTypebox<ContractRoutesOptions> = async (app, { db, now }) => {
  const agent = async (request: FastifyRequest) => {
    const identity = await requireIdentity(app as unknown as FastifyInstance, request);
    assertAgentType(identity.type);
    return identity;
  };

  app.get(
    '/wps/agent/contracts',
    {
      schema: {
        tags: ['agents'],
        summary: "The agent's own contracts per kind: current, pending offers, history",
        headers: CommonHeadersSchema,
        querystring: ContractKindQuerySchema,
        response: envelopeResponses(OwnContractsValueSchema),
      },
    },
    async (request) => {
      const identity = await agent(request);
      const views = await ownContracts(db, brandOf(request), identity.memberId, request.query.kind, now());
      return ok(views.map((v) => ({ ...v, current: v.current.map(contractView), pending: v.pending.map(offerView), history: v.history.map(contractView) })));
    },
  );

  app.get(
    '/wps/agent/contracts/downlines',
    {
      schema: {
        tags: ['agents'],
        summary: "The agent's direct downlines with their current contracts and pending offers",
        headers: CommonHeadersSchema,
        querystring: ContractKindQuerySchema,
        response: envelopeResponses(DownlineContractsValueSchema),
      },
    },
    async (request) => {
      const identity = await agent(request);
      const rows = await downlineContracts(db, brandOf(request), identity.memberId, request.query.kind);
      return ok(rows.map((r) => ({ ...r, isAgent: AGENT_TYPES.includes(r.type), current: r.current.map(contractView), pending: r.pending.map(contractView) })));
    },
  );

  app.post(
    '/wps/agent/contracts/offers',
    {
      schema: {
        tags: ['agents'],
        summary: 'Offer a direct downline a contract no higher than your own (chain rule)',
        headers: CommonHeadersSchema,
        body: ContractOfferBodySchema,
        response: envelopeResponses(ContractSchema),
      },
    },
    async (request) => {
      const identity = await agent(request);
      return ok(contractView(await offerContract(db, brandOf(request), identity.memberId, request.body, now())));
    },
  );

  app.post(
    '/wps/agent/contracts/offers/:id/withdraw',
    {
      schema: {
        tags: ['agents'],
        summary: 'Withdraw an offer not yet answered (status cancelled)',
        headers: CommonHeadersSchema,
        params: ContractIdParamsSchema,
        response: envelopeResponses(ContractSchema),
      },
    },
    async (request) => {
      const identity = await agent(request);
      return ok(contractView(await withdrawOffer(db, brandOf(request), identity.memberId, request.params.id, now())));
    },
  );

  const member = async (request: FastifyRequest) => {
    const identity = await requireIdentity(app as unknown as FastifyInstance, request);
    if (identity.type === TRIAL_TYPE) throw new ApiError(403, 'contracts.trial');
    return identity;
  };

  app.get(
    '/wps/contract/consolidated',
    {
      schema: {
        tags: ['agents'],
        summary: 'The contract popup: pending offers by kind and game type, and the four flags (SPEC §3, §7)',
        headers: CommonHeadersSchema,
        response: envelopeResponses(ConsolidatedContractsSchema),
      },
    },
    async (request) => {
      const identity = await member(request);
      const brand = brandOf(request);
      // SPEC §6: only when the brand's AGENTPOLICY3 switch is on.
      if (merchantOf(request).whitelabelSwitches.AGENTPOLICY3 === false) return ok(consolidatedView([], { any: false, salary: false }));
      const offers = await pendingOffers(db, brand, identity.memberId, now());
      const held = await selectContracts(db, `c.agent_id = $1 AND c.status = 'in_force' AND c.ended_at IS NULL`, [identity.memberId]);
      return ok(consolidatedView(offers, { any: held.length > 0, salary: held.some((c) => c.kind !== 'dividend') }));
    },
  );

  app.post(
    '/wps/contract/:kind/process',
    {
      schema: {
        tags: ['agents'],
        summary: 'Dividend, daily, hour and real-time salary processing (SPEC §7): accept (A) or reject (R) an offer',
        headers: CommonHeadersSchema,
        params: ContractProcessParamsSchema,
        body: ContractProcessBodySchema,
        response: envelopeResponses(ContractDecisionSchema),
      },
    },
    async (request) => {
      const identity = await member(request);
      const { contractId, status, confirmHigherRate } = request.body;
      const decision = await decideOffer(db, brandOf(request), identity.memberId, { kind: request.params.kind, contractId, status, confirmHigherRate }, now());
      return ok(decisionView(decision));
    },
  );
};

