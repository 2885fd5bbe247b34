import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CommonHeadersSchema, envelopeResponses, ErrorEnvelopeSchema, ok } from '@khela/contracts';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_PATHS,
  ChatDoneSchema,
  ChatImageParamsSchema,
  ChatImageQuerySchema,
  ChatMessageSchema,
  ChatReadBodySchema,
  ChatSendBodySchema,
  ChatStateQuerySchema,
  ChatStateSchema,
} from '@khela/contracts/chat';
import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { requireRealMember } from '../identity';
import type { ChatHub } from './chat-hub';
import { checkChatImage } from './chat-image';
import { addMemberMessage, markMemberRead, markMemberTyping, memberChatState, readMemberImage } from './chat-repo';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'application/octet-stream'];
const ImageResponses = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png or image/jpeg' }),
  '4xx': Type.Ref(ErrorEnvelopeSchema),
  '5xx': Type.Ref(ErrorEnvelopeSchema),
};

/**
 * The member's live chat (docs/chat.md): history, messages and images, read receipts and the
 * typing sign. Real members only: visitors sign in first, trial accounts are refused (SPEC §6).
 */
export const chatRoutes: FastifyPluginAsyncTypebox<{ db: Db; hub: ChatHub }> = async (app, { db, hub }) => {
  // Images come as the request body itself (the page sends the file as it is), only on the upload route.
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: CHAT_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));

  const memberOf = async (request: Parameters<typeof requireRealMember>[1]) => {
    const identity = await requireRealMember(app, request);
    return { merchantCode: identity.merchantCode, memberId: identity.memberId };
  };

  app.get(
    CHAT_PATHS.state,
    { schema: { tags: ['chat'], summary: "The member's chat: the latest page of messages (or the page before `before`), read receipts, the typing sign and the unread count", headers: CommonHeadersSchema, querystring: ChatStateQuerySchema, response: envelopeResponses(ChatStateSchema) } },
    async (request) => ok(await memberChatState(db, await memberOf(request), request.query.before ?? null)),
  );

  app.post(
    CHAT_PATHS.messages,
    { schema: { tags: ['chat'], summary: 'Sends a text message to support (kept until an agent answers, online or not); the same clientId makes nothing twice', headers: CommonHeadersSchema, body: ChatSendBodySchema, response: envelopeResponses(ChatMessageSchema) } },
    async (request) => {
      const member = await memberOf(request);
      const text = request.body.text.trim();
      if (!text) throw new ApiError(400, 'chat.text.empty');
      const outcome = await addMemberMessage(db, member, { text, clientId: request.body.clientId });
      if (outcome.created) hub.changed({ ...member, conversationId: outcome.conversationId, kind: 'message' });
      return ok(outcome.message);
    },
  );

  app.post(
    CHAT_PATHS.images,
    {
      bodyLimit: CHAT_IMAGE_MAX_BYTES,
      // A declared size over the limit is refused before a byte is read.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > CHAT_IMAGE_MAX_BYTES) throw new ApiError(413, 'chat.image.tooLarge', { megabytes: CHAT_IMAGE_MAX_BYTES / 1024 / 1024 });
      },
      schema: {
        tags: ['chat'],
        summary: 'Sends an image (the body: a png or jpg of at most 5 MB, checked by its first bytes)',
        headers: CommonHeadersSchema,
        consumes: IMAGE_TYPES,
        querystring: ChatImageQuerySchema,
        response: envelopeResponses(ChatMessageSchema),
      },
    },
    async (request) => {
      const member = await memberOf(request);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new ApiError(400, 'chat.image.type');
      const contentType = checkChatImage(request.body);
      const outcome = await addMemberMessage(db, member, { text: '', clientId: request.query.clientId, image: { contentType, bytes: request.body } });
      if (outcome.created) hub.changed({ ...member, conversationId: outcome.conversationId, kind: 'message' });
      return ok(outcome.message);
    },
  );

  app.get(
    CHAT_PATHS.image,
    { schema: { tags: ['chat'], summary: "An image of the member's own chat", headers: CommonHeadersSchema, params: ChatImageParamsSchema, response: ImageResponses } },
    async (request, reply) => {
      const image = await readMemberImage(db, await memberOf(request), request.params.imageId);
      return reply.type(image.contentType).header('cache-control', 'private, max-age=86400').send(image.bytes);
    },
  );

  app.post(
    CHAT_PATHS.read,
    { schema: { tags: ['chat'], summary: 'The member has read up to this message (the agents see the receipt)', headers: CommonHeadersSchema, body: ChatReadBodySchema, response: envelopeResponses(ChatDoneSchema) } },
    async (request) => {
      const member = await memberOf(request);
      const conversationId = await markMemberRead(db, member, request.body.upTo);
      if (conversationId) hub.changed({ ...member, conversationId, kind: 'read' });
      return ok({ done: conversationId !== null });
    },
  );

  app.post(
    CHAT_PATHS.typing,
    { schema: { tags: ['chat'], summary: 'The member is typing: the agents see the sign for a few seconds', headers: CommonHeadersSchema, response: envelopeResponses(ChatDoneSchema) } },
    async (request) => {
      const member = await memberOf(request);
      const conversationId = await markMemberTyping(db, member);
      if (conversationId) hub.changed({ ...member, conversationId, kind: 'typing' });
      return ok({ done: conversationId !== null });
    },
  );
};
