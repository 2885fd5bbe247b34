import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { envelopeResponses, ErrorEnvelopeSchema, ok } from '@khela/contracts';
import {
  CHAT_OPS_PATHS,
  CUSTOMER_SERVICE_OPS_PATH,
  CustomerServiceAnswerSchema,
  CustomerServiceBodySchema,
  ChatConversationListSchema,
  ChatConversationParamsSchema,
  ChatConversationSchema,
  ChatConversationsQuerySchema,
  ChatDoneSchema,
  ChatImageParamsSchema,
  ChatMessageSchema,
  ChatReadBodySchema,
  ChatReplyBodySchema,
} from '@khela/contracts/chat';
import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { type OperatorActor, recordOperatorAction, requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import type { ChatHub } from './chat-hub';
import { setCustomerService } from './customer-service-settings';
import { addAgentMessage, closeConversation, listConversations, markAgentRead, markAgentTyping, readAnyImage, readConversation } from './chat-repo';

/** Who answers the chat: the brand's support team (and admins). */
export const CHAT_ROLES = ['admin', 'support'] as const;
/** A quiet event stream still says something this often, so proxies keep it open. */
const KEEPALIVE_MS = 20_000;

const agentOf = (request: FastifyRequest, merchant?: string): OperatorActor => requireOperator(request, CHAT_ROLES, merchant);
const ImageResponses = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png or image/jpeg' }),
  '4xx': Type.Ref(ErrorEnvelopeSchema),
  '5xx': Type.Ref(ErrorEnvelopeSchema),
};

/**
 * The support team's side of the live chat (docs/chat.md "Operators"): the conversations, one
 * conversation, a reply and a close (both recorded in the action record), read receipts, the
 * typing sign, and a live event stream for the support page.
 */
export const chatOpsRoutes: FastifyPluginAsyncTypebox<{ db: Db; hub: ChatHub }> = async (app, { db, hub }) => {
  /** The open event streams: ended when the server closes, so it does not wait on them. */
  const streams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...streams]) end();
  });
  /** A conversation the operator may see (404 outside their brand). */
  const conversationFor = async (request: FastifyRequest, id: string) => {
    const actor = agentOf(request);
    return { actor, ...(await readConversation(db, id, actor.merchantCode)) };
  };

  app.get(
    CHAT_OPS_PATHS.conversations,
    { schema: { tags: ['operator'], summary: "The brand's conversations (open by default): waiting ones first, each with its unread count and typing sign", headers: OperatorHeadersSchema, querystring: ChatConversationsQuerySchema, response: envelopeResponses(ChatConversationListSchema) } },
    async (request) => {
      const actor = agentOf(request, request.query.merchant);
      const merchant = actor.merchantCode ?? request.query.merchant ?? null;
      return ok({ conversations: await listConversations(db, merchant, request.query.status ?? 'open') });
    },
  );

  app.get(
    CHAT_OPS_PATHS.conversation,
    { schema: { tags: ['operator'], summary: 'One conversation with its messages (oldest first) and the member’s read receipt', headers: OperatorHeadersSchema, params: ChatConversationParamsSchema, response: envelopeResponses(ChatConversationSchema) } },
    async (request) => {
      const { conversation, messages, memberReadId } = await conversationFor(request, request.params.id);
      return ok({ conversation, messages, memberReadId });
    },
  );

  app.post(
    CHAT_OPS_PATHS.reply,
    {
      config: { opsAccess: 'any-operator' },
      schema: { tags: ['operator'], summary: 'Answers the member (recorded as chat.reply); the member sees it live, or when they come back; the same requestId makes nothing twice', headers: OperatorHeadersSchema, params: ChatConversationParamsSchema, body: ChatReplyBodySchema, response: envelopeResponses(ChatMessageSchema) },
    },
    async (request) => {
      const { actor, conversation, member } = await conversationFor(request, request.params.id);
      const text = request.body.text.trim();
      if (!text) throw new ApiError(400, 'chat.text.empty');
      const outcome = await db.transaction(async (tx) => {
        const [open] = await tx.query<{ status: string }>(`SELECT status FROM chat_conversations WHERE id = $1 FOR UPDATE`, [conversation.id]);
        const sent = await addAgentMessage(tx, conversation.id, { id: actor.id, name: actor.username }, text, request.body.requestId);
        if (!sent.created) return sent;
        if (open?.status !== 'open') throw new ApiError(409, 'chat.conversation.closed');
        await recordOperatorAction(tx, actor, { action: 'chat.reply', merchantCode: member.merchantCode, target: conversation.id, details: { messageId: sent.message.id, account: conversation.account, length: [...text].length } });
        return sent;
      });
      if (outcome.created) hub.changed({ ...member, conversationId: conversation.id, kind: 'message' });
      return ok(outcome.message);
    },
  );

  app.post(
    CHAT_OPS_PATHS.read,
    {
      config: { opsAccess: 'any-operator' },
      schema: { tags: ['operator'], summary: 'The support team has read the conversation (up to `upTo`): the member sees the receipt', headers: OperatorHeadersSchema, params: ChatConversationParamsSchema, body: Type.Partial(ChatReadBodySchema), response: envelopeResponses(ChatDoneSchema) },
    },
    async (request) => {
      const { conversation, member } = await conversationFor(request, request.params.id);
      await markAgentRead(db, conversation.id, request.body.upTo ?? null);
      hub.changed({ ...member, conversationId: conversation.id, kind: 'read' });
      return ok({ done: true });
    },
  );

  app.post(
    CHAT_OPS_PATHS.typing,
    {
      config: { opsAccess: 'any-operator' },
      schema: { tags: ['operator'], summary: 'An agent is typing: the member sees the sign for a few seconds', headers: OperatorHeadersSchema, params: ChatConversationParamsSchema, response: envelopeResponses(ChatDoneSchema) },
    },
    async (request) => {
      const { conversation, member } = await conversationFor(request, request.params.id);
      await markAgentTyping(db, conversation.id);
      hub.changed({ ...member, conversationId: conversation.id, kind: 'typing' });
      return ok({ done: true });
    },
  );

  app.post(
    CHAT_OPS_PATHS.close,
    {
      config: { opsAccess: 'any-operator' },
      schema: { tags: ['operator'], summary: 'Closes the conversation (recorded as chat.close); the member’s next message opens a new one', headers: OperatorHeadersSchema, params: ChatConversationParamsSchema, response: envelopeResponses(ChatDoneSchema) },
    },
    async (request) => {
      const { actor, conversation, member } = await conversationFor(request, request.params.id);
      const closed = await db.transaction(async (tx) => {
        const done = await closeConversation(tx, conversation.id, actor.username);
        if (done) await recordOperatorAction(tx, actor, { action: 'chat.close', merchantCode: member.merchantCode, target: conversation.id, details: { account: conversation.account } });
        return done;
      });
      if (closed) hub.changed({ ...member, conversationId: conversation.id, kind: 'closed' });
      return ok({ done: closed });
    },
  );

  app.get(
    CHAT_OPS_PATHS.image,
    { schema: { tags: ['operator'], summary: 'An image a member sent', headers: OperatorHeadersSchema, params: ChatImageParamsSchema, response: ImageResponses } },
    async (request, reply) => {
      const actor = agentOf(request);
      const image = await readAnyImage(db, request.params.imageId, actor.merchantCode);
      return reply.type(image.contentType).header('cache-control', 'private, max-age=86400').send(image.bytes);
    },
  );

  app.put(
    CUSTOMER_SERVICE_OPS_PATH,
    {
      schema: {
        tags: ['operator'],
        summary: "Sets the brand's customer-service entries in their order (LIVECHAT: the site's chat room; TELEGRAM, FACEBOOK: the brand's address); recorded as merchant.customer-service",
        headers: OperatorHeadersSchema,
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: CustomerServiceBodySchema,
        response: envelopeResponses(CustomerServiceAnswerSchema),
      },
    },
    async (request) => {
      const actor = requireOperator(request, ['admin'], request.params.code);
      return ok(await setCustomerService(db, actor, request.params.code, request.body));
    },
  );

  app.get(
    CHAT_OPS_PATHS.events,
    { schema: { tags: ['operator'], summary: "Live notices for the support page (text/event-stream): `data: {conversationId, merchant, kind}` whenever a conversation of the operator's brand changes, on any api instance", headers: OperatorHeadersSchema } },
    async (request, reply) => {
      const actor = agentOf(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      raw.write(': ready\n\n');
      const stop = hub.onAnyChange((change) => {
        if (actor.merchantCode && actor.merchantCode !== change.merchantCode) return;
        raw.write(`data: ${JSON.stringify({ conversationId: change.conversationId, merchant: change.merchantCode, kind: change.kind })}\n\n`);
      });
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEPALIVE_MS);
      const end = () => {
        clearInterval(keepAlive);
        stop();
        streams.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );
};
