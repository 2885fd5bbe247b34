import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { merchantOf } from '../../platform/request-context';
import {
  CommonHeadersSchema,
  envelopeResponses,
  ErrorEnvelopeSchema,
  FeedbackImageParams,
  FeedbackListQuerySchema,
  FeedbackRecordSchema,
  ok,
  PageSchema,
} from '@khela/contracts';
import { requireRealMember } from '../identity';
import { FEEDBACK_MULTIPART_LIMITS, readFeedbackForm } from './feedback-form';
import { insertFeedback, listMemberFeedback, memberFeedbackById, readFeedbackImage } from './feedback-store';

/** An image as bytes; errors are the usual envelope. */
export const FeedbackImageResponses = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png or image/jpeg' }),
  '4xx': Type.Ref(ErrorEnvelopeSchema),
  '5xx': Type.Ref(ErrorEnvelopeSchema),
};

/** The member's feedback (SPEC §7 "feedback (PUT)"): send one, list their own with the replies, see their own images. */
export const feedbackRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  // Multipart only inside this plugin, with the feedback's own limits.
  await app.register(multipart, { limits: FEEDBACK_MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.put(
    '/wps/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Sends feedback: multipart type, content (≤ 140 characters, 2 to 40 words) and 0–3 image files (png or jpg by their bytes, ≤ 5 MB each)',
        headers: CommonHeadersSchema,
        consumes: ['multipart/form-data'],
        response: envelopeResponses(FeedbackRecordSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchantCode = merchantOf(request).code;
      // The whole form is read and checked first: a refused one stores nothing.
      const form = await readFeedbackForm(request);
      const id = await db.transaction((tx) => insertFeedback(tx, merchantCode, identity.memberId, form));
      return ok(await memberFeedbackById(db, merchantCode, identity.memberId, id));
    },
  );

  app.get(
    '/wps/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: "The member's own feedback, newest first, with the brand's replies",
        headers: CommonHeadersSchema,
        querystring: FeedbackListQuerySchema,
        response: envelopeResponses(PageSchema(FeedbackRecordSchema)),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      return ok(await listMemberFeedback(db, merchantOf(request).code, identity.memberId, request.query));
    },
  );

  app.get(
    '/wps/feedback/images/:imageId',
    {
      schema: {
        tags: ['feedback'],
        summary: "An image of the member's own feedback (another member's is unknown)",
        headers: CommonHeadersSchema,
        params: FeedbackImageParams,
        response: FeedbackImageResponses,
      },
    },
    async (request, reply) => {
      const identity = await requireRealMember(app, request);
      const image = await readFeedbackImage(db, merchantOf(request).code, String(request.params.imageId), identity.memberId);
      return reply.type(image.contentType).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(image.bytes);
    },
  );
};
