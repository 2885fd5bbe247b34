import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../../platform/db/db';
import { type OperatorRole, type Page, envelopeResponses, ok, DepositCodeParams, OpsDecisionBodySchema, OpsDepositRecordSchema, OpsListQuerySchema, OpsProofQuerySchema, OpsUplineQuerySchema, OpsUplineRecordSchema, OpsWithdrawalRecordSchema, OrderNoParams, PageSchema, ProofParams } from '@khela/contracts';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import type { Language } from '../../../platform/i18n/language';
import { type OperatorActor, requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import type { Ledger } from '../../wallet';
import { AlreadyDecided, type DepositDecision, decideDeposit } from '../deposits/deposit-decisions';
import type { DepositApprovedListeners } from '../deposits/deposit-approved-port';
import { findDeposit, findDepositByCodeForOperator, listDeposits, operatorDepositView } from '../deposits/deposit-records';
import { isUniqueViolation } from '../shared/unique-violation';
import { ImageResponses } from '../upline/upline-routes';
import { listUplineTransfers, operatorUplineView } from '../upline/upline-records';
import type { OrderQuery } from '../shared/order-tables';
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

type OpsApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What an operator sees of an order (a union, so that one route serves both: a generic schema defeats the reply's typing). */
type OpsRecordSchema = typeof OpsDepositRecordSchema | typeof OpsWithdrawalRecordSchema;

/** One kind of order the back office lists and decides (deposits, withdrawals). */
interface OrderDesk<Order> {
  /** The path: /ops/payments/{orders}, and /ops/payments/{orders}/:orderNo/approve|reject. */
  orders: 'deposits' | 'withdrawals';
  record: OpsRecordSchema;
  summaries: { list: string; approve: string; reject: string };
  list(query: OrderQuery): Promise<Page<Order>>;
  /** Decides the brand's order, else 404 payment.order.unknown (409 payment.already.decided when it is). */
  decide(merchant: Merchant, orderNo: string, decision: DepositDecision & WithdrawalDecision, actor: OperatorActor): Promise<Order>;
  view(order: Order, language: Language): Static<OpsRecordSchema>;
}

/** The list (support may read it) and the two decisions (finance and admin) of one kind of order. */
function orderDeskRoutes<Order>(app: OpsApp, db: Db, desk: OrderDesk<Order>): void {
  app.get(
    `/ops/payments/${desk.orders}`,
    {
      schema: {
        tags: ['operator'],
        summary: desk.summaries.list,
        headers: OperatorHeadersSchema,
        querystring: OpsListQuerySchema,
        response: envelopeResponses(PageSchema(desk.record)),
      },
    },
    async (request) => {
      requireOperator(request, READERS, request.query.merchant);
      const merchant = await brand(db, request.query.merchant);
      const found = await desk.list({ ...request.query, merchantCode: merchant.code, timeZone: merchant.timeZone });
      return ok({ ...found, records: found.records.map((order) => desk.view(order, request.language)) });
    },
  );

  for (const outcome of ['approve', 'reject'] as const) {
    app.post(
      `/ops/payments/${desk.orders}/:orderNo/${outcome}`,
      {
        schema: {
          tags: ['operator'],
          summary: desk.summaries[outcome],
          headers: OperatorHeadersSchema,
          params: OrderNoParams,
          body: OpsDecisionBodySchema,
          response: envelopeResponses(desk.record),
        },
      },
      async (request) => {
        const actor = requireOperator(request, DECIDERS, request.body.merchant);
        const merchant = await brand(db, request.body.merchant);
        const decision = decisionOf(outcome, request.body.reason);
        return ok(desk.view(await desk.decide(merchant, request.params.orderNo, decision, actor), request.language));
      },
    );
  }
}

/**
 * The back office's payments (in the /ops scope): deposits and withdrawals to decide, disputed
 * transfers to the upline with their proofs. finance and admin decide, support reads; each
 * decision is recorded with its operator in the decision's own transaction.
 */
export const opsPaymentRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; depositApproved?: DepositApprovedListeners }> = async (app, { db, ledger, depositApproved }) => {
  orderDeskRoutes(app, db, {
    orders: 'deposits',
    record: OpsDepositRecordSchema,
    summaries: {
      list: "A brand's deposits, newest first",
      approve: 'Approve a deposit: the money reaches the main wallet',
      reject: 'Reject a deposit with a reason',
    },
    list: (query) => listDeposits(db, query),
    async decide(merchant, orderNo, decision, actor) {
      const order = await findDeposit(db, orderNo);
      if (!order || order.merchantCode !== merchant.code) throw new ApiError(404, 'payment.order.unknown');
      try {
        return await decideDeposit(db, ledger, order, decision, { by: actor }, depositApproved);
      } catch (error) {
        if (error instanceof AlreadyDecided) throw new ApiError(409, 'payment.already.decided');
        // Another member's claim of the same transaction id was approved first (017_deposit_reference_claims.sql).
        if (isUniqueViolation(error, 'deposit_orders_reference_approved')) throw new ApiError(409, 'payment.reference.approved');
        throw error;
      }
    },
    view: operatorDepositView,
  });

  app.get(
    '/ops/payments/deposits/by-code/:code',
    {
      schema: {
        tags: ['operator'],
        summary: "A brand's manual deposit by the code Khela issued it (what the payer wrote in the payment's reference)",
        headers: OperatorHeadersSchema,
        params: DepositCodeParams,
        querystring: OpsProofQuerySchema,
        response: envelopeResponses(OpsDepositRecordSchema),
      },
    },
    async (request) => {
      requireOperator(request, READERS, request.query.merchant);
      const merchant = await brand(db, request.query.merchant);
      return ok(await findDepositByCodeForOperator(db, merchant.code, request.params.code, request.language));
    },
  );

  orderDeskRoutes(app, db, {
    orders: 'withdrawals',
    record: OpsWithdrawalRecordSchema,
    summaries: {
      list: "A brand's withdrawals with the payee and the full account number, newest first",
      approve: 'Approve a withdrawal (paid out): the held funds go out',
      reject: 'Reject a withdrawal with a reason: the held funds return',
    },
    list: (query) => listWithdrawals(db, query),
    decide: (merchant, orderNo, decision, actor) => decideWithdrawal(db, ledger, merchant.code, orderNo, decision, actor),
    view: operatorWithdrawalView,
  });

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
