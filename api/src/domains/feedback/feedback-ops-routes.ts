import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { recordOperatorAction, requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import {
  CareOpsMerchantQuerySchema,
  envelopeResponses,
  FEEDBACK_OPS_PATHS,
  FeedbackIdParams,
  FeedbackImageParams,
  ok,
  OPERATOR_ROLES,
  OpsFeedbackListQuerySchema,
  OpsFeedbackRecordSchema,
  OpsFeedbackReplyBodySchema,
  PageSchema,
} from '@khela/contracts';
import { writeMemberMessage } from '../inbox';
import { FeedbackImageResponses } from './feedback-routes';
import { brandFeedbackById, feedbackMemberId, listBrandFeedback, readFeedbackImage, saveReply } from './feedback-store';

export interface FeedbackOpsOptions {
  db: Db;
  now: () => Date;
}

/**
 * Replies a brand's operator writes; recorded as feedback.reply in the same transaction, which also
 * tells the member in their inbox (template feedback.replied, once per feedback: a correction does
 * not write a second message) so the badge shows the reply live (docs/messages.md).
 */
export async function replyToFeedback(db: Db, actor: Parameters<typeof recordOperatorAction>[1], merchant: string, id: string, text: string, now: Date) {
  const reply = text.trim();
  if (!reply) throw new ApiError(400, 'feedback.reply.required');
  return db.transaction(async (tx) => {
    const before = await brandFeedbackById(tx, merchant, id, true);
    await saveReply(tx, merchant, id, reply, actor.username, now);
    await recordOperatorAction(tx, actor, {
      action: 'feedback.reply',
      merchantCode: merchant,
      target: `feedback:${id}`,
      details: { account: before.account, reply, corrected: before.status === 'REPLIED' },
    });
    const memberId = await feedbackMemberId(tx, merchant, id);
    await writeMemberMessage(tx, { merchantCode: merchant, memberId, template: 'feedback.replied', params: { feedbackId: id }, eventKey: `feedback:${id}` });
    return brandFeedbackById(tx, merchant, id);
  });
}

/** Operators (any role, support included) read the brand's feedback with its images and reply. */
export const feedbackOpsRoutes: FastifyPluginAsyncTypebox<FeedbackOpsOptions> = async (app, { db, now }) => {
  app.get(
    FEEDBACK_OPS_PATHS.list,
    { schema: { tags: ['operator'], summary: "The brand's feedback: PENDING oldest first, else newest first; with image ids", headers: OperatorHeadersSchema, querystring: OpsFeedbackListQuerySchema, response: envelopeResponses(PageSchema(OpsFeedbackRecordSchema)) } },
    async (request) => {
      const { merchant, status, account, pageNo, pageSize } = request.query;
      requireOperator(request, OPERATOR_ROLES, merchant);
      return ok(await listBrandFeedback(db, merchant, { status, account }, { pageNo, pageSize }));
    },
  );

  app.get(
    FEEDBACK_OPS_PATHS.one,
    { schema: { tags: ['operator'], summary: 'One feedback with its images (ids: GET /ops/feedback/images/:imageId)', headers: OperatorHeadersSchema, params: FeedbackIdParams, querystring: CareOpsMerchantQuerySchema, response: envelopeResponses(OpsFeedbackRecordSchema) } },
    async (request) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      return ok(await brandFeedbackById(db, request.query.merchant, String(request.params.id)));
    },
  );

  app.get(
    FEEDBACK_OPS_PATHS.image,
    { schema: { tags: ['operator'], summary: "An image of the brand's feedback", headers: OperatorHeadersSchema, params: FeedbackImageParams, querystring: CareOpsMerchantQuerySchema, response: FeedbackImageResponses } },
    async (request, reply) => {
      requireOperator(request, OPERATOR_ROLES, request.query.merchant);
      const image = await readFeedbackImage(db, request.query.merchant, String(request.params.imageId), null);
      return reply.type(image.contentType).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(image.bytes);
    },
  );

  app.post(
    FEEDBACK_OPS_PATHS.reply,
    // The support team answers players: a write support operators may make (the role check is below).
    { config: { opsAccess: 'any-operator' }, schema: { tags: ['operator'], summary: 'Replies to a feedback (a second reply corrects the first); recorded as feedback.reply', headers: OperatorHeadersSchema, params: FeedbackIdParams, body: OpsFeedbackReplyBodySchema, response: envelopeResponses(OpsFeedbackRecordSchema) } },
    async (request) => {
      const actor = requireOperator(request, OPERATOR_ROLES, request.body.merchant);
      return ok(await replyToFeedback(db, actor, request.body.merchant, String(request.params.id), request.body.reply, now()));
    },
  );
};
