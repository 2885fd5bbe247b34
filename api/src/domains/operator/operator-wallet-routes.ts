import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { OPERATOR_ROLES, ActionsPageSchema, ActionsQuerySchema, AdjustmentAnswerSchema, AdjustmentBodySchema, envelopeResponses, MemberLedgerQuerySchema, MemberLedgerSchema, ok } from '@khela/contracts';
import type { Ledger } from '../wallet';
import { adjustBalance } from './balance-adjustments';
import { listOperatorActions } from './operator-actions-record';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import { operatorAccountRoutes, operatorLoginRoutes } from './operator-session-routes';
import { readMemberLedger } from './member-ledger';
import { actionsView, adjustmentView, memberLedgerView } from './operator-views';

/** Adjustments, any member's ledger and the action record. */
const operatorMoneyRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger }> = async (app, { db, ledger }) => {
  app.post(
    '/ops/wallet/adjustments',
    {
      schema: {
        tags: ['operator'],
        summary: "Adjust a member's main wallet with a reason (finance, admin): a ledger transfer with the adjustment account",
        headers: OperatorHeadersSchema,
        body: AdjustmentBodySchema,
        response: envelopeResponses(AdjustmentAnswerSchema),
      },
    },
    async (request) => {
      const { merchant, account, amount, reason, requestId } = request.body;
      const actor = requireOperator(request, ['admin', 'finance'], merchant);
      const result = await adjustBalance(db, ledger, actor, { merchantCode: merchant, account, amount: BigInt(amount), reason, requestId });
      return ok(adjustmentView(result));
    },
  );

  app.get(
    '/ops/wallet/ledger',
    {
      schema: {
        tags: ['operator'],
        summary: "A member's ledger: every account and every entry, newest first",
        headers: OperatorHeadersSchema,
        querystring: MemberLedgerQuerySchema,
        response: envelopeResponses(MemberLedgerSchema),
      },
    },
    async (request) => {
      const { merchant, account, pageNo, pageSize } = request.query;
      requireOperator(request, OPERATOR_ROLES, merchant);
      return ok(memberLedgerView(await readMemberLedger(db, merchant, account, { pageNo, pageSize })));
    },
  );

  app.get(
    '/ops/actions',
    {
      schema: {
        tags: ['operator'],
        summary: 'The operator action record, newest first (a brand operator sees their brand)',
        headers: OperatorHeadersSchema,
        querystring: ActionsQuerySchema,
        response: envelopeResponses(ActionsPageSchema),
      },
    },
    async (request) => {
      const { merchant, pageNo, pageSize } = request.query;
      const actor = requireOperator(request, OPERATOR_ROLES, merchant);
      const found = await listOperatorActions(db, actor.merchantCode ?? merchant ?? null, { pageNo, pageSize });
      return ok(actionsView(found));
    },
  );
};

/** /ops: operator sessions and accounts, balance adjustments, any member's ledger, the action record. */
export const operatorWalletRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger }> = async (app, { db, ledger }) => {
  await app.register(operatorLoginRoutes, { db });
  await app.register(operatorAccountRoutes, { db });
  await app.register(operatorMoneyRoutes, { db, ledger });
};
