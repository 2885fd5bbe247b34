import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '@khela/contracts';
import { type Broadcast, BroadcastAnswerSchema, BroadcastBodySchema, BroadcastIdParamsSchema, BroadcastListQuerySchema, BroadcastPageSchema, BroadcastSchema, INBOX_OPS_PATHS } from '@khela/contracts/inbox';
import type { Db } from '../../platform/db/db';
import { requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import { page } from '../../platform/paging';
import { listBroadcasts, namedMembers, sendBroadcast, withdrawBroadcast } from './broadcasts';
import type { Inbox } from './inbox-live';

/** Who may broadcast to members: admins and the support team. */
const ROLES = ['admin', 'support'] as const;

/** Operators' broadcasts (docs/messages.md "Broadcasts"): send, list, withdraw; each recorded in the action record. */
export const inboxOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; inbox: Inbox }> = async (app, { db, inbox }) => {
  const tell = async (broadcast: Broadcast) => {
    if (broadcast.target !== 'MEMBERS') return inbox.notifyBrand(broadcast.merchant);
    for (const memberId of await namedMembers(db, broadcast.id)) inbox.notifyMember(broadcast.merchant, memberId);
  };

  app.post(
    INBOX_OPS_PATHS.broadcasts,
    { schema: { tags: ['operator'], summary: "Sends a message to a brand's members: all (BRAND), a VIP level range (VIP) or named accounts (MEMBERS); recorded as message.broadcast; the same requestId sends once", headers: OperatorHeadersSchema, body: BroadcastBodySchema, response: envelopeResponses(BroadcastAnswerSchema) } },
    async (request) => {
      const actor = requireOperator(request, ROLES, request.body.merchant);
      const answer = await sendBroadcast(db, actor, request.body);
      if (answer.created) await tell(answer.broadcast);
      return ok(answer);
    },
  );

  app.get(
    INBOX_OPS_PATHS.broadcasts,
    { schema: { tags: ['operator'], summary: "A brand's broadcasts, newest first, with how many members read each", headers: OperatorHeadersSchema, querystring: BroadcastListQuerySchema, response: envelopeResponses(BroadcastPageSchema) } },
    async (request) => {
      requireOperator(request, ['admin', 'support', 'finance'], request.query.merchant);
      const paging = { pageNo: request.query.pageNo ?? 1, pageSize: request.query.pageSize ?? 20 };
      const { records, total } = await listBroadcasts(db, request.query.merchant, paging);
      return ok(page(records, total, paging));
    },
  );

  app.post(
    INBOX_OPS_PATHS.withdraw,
    { schema: { tags: ['operator'], summary: 'Withdraws a broadcast from every inbox; recorded as message.withdraw', headers: OperatorHeadersSchema, params: BroadcastIdParamsSchema, response: envelopeResponses(BroadcastSchema) } },
    async (request) => {
      const actor = requireOperator(request, ROLES);
      const broadcast = await withdrawBroadcast(db, actor, request.params.id);
      await tell(broadcast);
      return ok(broadcast);
    },
  );
};
