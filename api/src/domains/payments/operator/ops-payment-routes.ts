import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../platform/db/db';
import { type OperatorRole, envelopeResponses, ok, OpsDecisionBodySchema, OpsDepositRecordSchema, OpsListQuerySchema, OpsProofQuerySchema, OpsUplineQuerySchema, OpsUplineRecordSchema, OpsWithdrawalRecordSchema, OrderNoParams, PageSchema, ProofParams } from '@khela/contracts';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import type { Ledger } from '../../wallet';
import { AlreadyDecided, type DepositDecision, decideDeposit } from '../deposits/deposit-decisions';
import { findDeposit, listDeposits, operatorDepositView } from '../deposits/deposit-records';
import { ImageResponses } from '../upline/upline-routes';
import { listUplineTransfers, operatorUplineView } from '../upline/upline-records';
import { readProof } from '../upline/upline-transfers';
import { listWithdrawals, operatorWithdrawalView } from '../withdrawals/withdrawal-records';
import { decideWithdrawal, type WithdrawalDecision } from '../withdrawals/withdrawals';

const READERS: readonly OperatorRole[] = ['admin', 'finance', 'support'];
const DECIDERS: readonly OperatorRole[] = ['admin', 'finance'];

async function brand(db: Db, code: string): Promise<Merchant> {
  const merchant = await findMerchant(db, code);
  if (!merchant) throw new ApiError(404, 'merchant.unknown', { merchant: code.slice(0, 64) });
  return merchant;
}

/** A decision from the route and body: rejecting needs a reason the member will read. */
function decisionOf(outcome: 'approve' | 'reject', reason: string | undefined): DepositDecision & WithdrawalDecision {
  if (outcome === 'approve') return { outcome };
  const text = reason?.trim();
  if (!text) throw new ApiError(400, 'payment.reason.required');
  return { outcome, reason: text };
}

/**
 * The back office's payments (in the /ops scope): deposits and withdrawals to decide, disputed
 * transfers to the upline with their proofs. finance and admin decide, support reads; each
 * decision is recorded with its operator in the decision's own transaction.
 */
export const opsPaymentRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger }> = async (app, { db, ledger }) => {
  app.get(
    '/ops/payments/deposits',
    {
      schema: {
        tags: ['operator'],
        summary: "A brand's deposits, newest first",
        headers: OperatorHeadersSchema,
        querystring: OpsListQuerySchema,
        response: envelopeResponses(PageSchema(OpsDepositRecordSchema)),
      },
    },
    async (request) => {
      requireOperator(request, READERS, request.query.merchant);
      const merchant = await brand(db, request.query.merchant);
      const found = await listDeposits(db, { ...request.query, merchantCode: merchant.code, timeZone: merchant.timeZone });
      return ok({ ...found, records: found.records.map((order) => operatorDepositView(order, request.language)) });
    },
  );

  for (const outcome of ['approve', 'reject'] as const) {
    app.post(
      `/ops/payments/deposits/:orderNo/${outcome}`,
      {
        schema: {
          tags: ['operator'],
          summary: outcome === 'approve' ? 'Approve a deposit: the money reaches the main wallet' : 'Reject a deposit with a reason',
          headers: OperatorHeadersSchema,
          params: OrderNoParams,
          body: OpsDecisionBodySchema,
          response: envelopeResponses(OpsDepositRecordSchema),
        },
      },
      async (request) => {
        const actor = requireOperator(request, DECIDERS, request.body.merchant);
        const merchant = await brand(db, request.body.merchant);
        const decision = decisionOf(outcome, request.body.reason);
        const order = await findDeposit(db, request.params.orderNo);
        if (!order || order.merchantCode !== merchant.code) throw new ApiError(404, 'payment.order.unknown');
        try {
          return ok(operatorDepositView(await decideDeposit(db, ledger, order, decision, { by: actor }), request.language));
        } catch (error) {
          if (error instanceof AlreadyDecided) throw new ApiError(409, 'payment.already.decided');
          throw error;
        }
      },
    );
  }

  app.get(
    '/ops/payments/withdrawals',
    {
      schema: {
        tags: ['operator'],
        summary: "A brand's withdrawals with the payee and the full account number, newest first",
        headers: OperatorHeadersSchema,
        querystring: OpsListQuerySchema,
        response: envelopeResponses(PageSchema(OpsWithdrawalRecordSchema)),
      },
    },
    async (request) => {
      requireOperator(request, READERS, request.query.merchant);
      const merchant = await brand(db, request.query.merchant);
      const found = await listWithdrawals(db, { ...request.query, merchantCode: merchant.code, timeZone: merchant.timeZone });
      return ok({ ...found, records: found.records.map((order) => operatorWithdrawalView(order, request.language)) });
    },
  );

  for (const outcome of ['approve', 'reject'] as const) {
    app.post(
      `/ops/payments/withdrawals/:orderNo/${outcome}`,
      {
        schema: {
          tags: ['operator'],
          summary: outcome === 'approve' ? 'Approve a withdrawal (paid out): the held funds go out' : 'Reject a withdrawal with a reason: the held funds return',
          headers: OperatorHeadersSchema,
          params: OrderNoParams,
          body: OpsDecisionBodySchema,
          response: envelopeResponses(OpsWithdrawalRecordSchema),
        },
      },
      async (request) => {
        const actor = requireOperator(request, DECIDERS, request.body.merchant);
        const merchant = await brand(db, request.body.merchant);
        const decision = decisionOf(outcome, request.body.reason);
        const order = await decideWithdrawal(db, ledger, merchant.code, request.params.orderNo, decision, actor);
        return ok(operatorWithdrawalView(order, request.language));
      },
    );
  }

  app.get(
    '/ops/payments/upline-transfers',
    {
      schema: {
        tags: ['operator'],
        summary: "A brand's transfers to uplines (status defaults to DISPUTED), with their proof ids",
        headers: OperatorHeadersSchema,
        querystring: OpsUplineQuerySchema,
        response: envelopeResponses(PageSchema(OpsUplineRecordSchema)),
      },
    },
    async (request) => {
      requireOperator(request, READERS, request.query.merchant);
      const merchant = await brand(db, request.query.merchant);
      const found = await listUplineTransfers(db, { ...request.query, merchantCode: merchant.code });
      return ok({ ...found, records: found.records.map(operatorUplineView) });
    },
  );

  app.get(
    '/ops/payments/upline-transfers/proofs/:proofId',
    {
      schema: {
        tags: ['operator'],
        summary: 'A proof image of a non-receipt report',
        headers: OperatorHeadersSchema,
        params: ProofParams,
        querystring: OpsProofQuerySchema,
        response: ImageResponses,
      },
    },
    async (request, reply) => {
      requireOperator(request, READERS, request.query.merchant);
      const proof = await readProof(db, request.query.merchant, request.params.proofId);
      return reply.type(proof.contentType).header('cache-control', 'private, no-store').send(proof.bytes);
    },
  );
};
