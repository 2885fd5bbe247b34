import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import { CHAT_TEXT_MAX } from './chat-limits';

/** The member's live chat calls (docs/chat.md); the pushes come on /ws as `{ type: 'chat', …ChatState }`. */
export const CHAT_PATHS = {
  state: '/wps/chat',
  messages: '/wps/chat/messages',
  images: '/wps/chat/images',
  image: '/wps/chat/images/:imageId',
  read: '/wps/chat/read',
  typing: '/wps/chat/typing',
} as const;

/** The support team's calls (roles admin and support; docs/chat.md "Operators"). */
export const CHAT_OPS_PATHS = {
  conversations: '/ops/chat/conversations',
  conversation: '/ops/chat/conversations/:id',
  reply: '/ops/chat/conversations/:id/messages',
  read: '/ops/chat/conversations/:id/read',
  typing: '/ops/chat/conversations/:id/typing',
  close: '/ops/chat/conversations/:id/close',
  image: '/ops/chat/images/:imageId',
  events: '/ops/chat/events',
} as const;

// The limits are plain values in a module of their own: a front end imports them without TypeBox.
export * from './chat-limits';

export const CHAT_SENDERS = ['member', 'agent'] as const;
export const CHAT_STATUSES = ['open', 'closed'] as const;

export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  sender: StringEnum(CHAT_SENDERS),
  agentName: Nullable(Type.String({ description: "the answering agent's name (agent messages)" })),
  text: Type.String(),
  imageId: Nullable(Type.String({ description: 'GET /wps/chat/images/{imageId} (the member) or /ops/chat/images/{imageId}' })),
  clientId: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

/** The member's chat as the popup shows it (GET /wps/chat and every `chat` push on /ws). */
export const ChatStateSchema = Type.Object({
  conversationId: Nullable(Type.String()),
  status: Nullable(StringEnum(CHAT_STATUSES)),
  messages: Type.Array(ChatMessageSchema, { description: 'oldest first; the latest page, or the page before `before`' }),
  hasOlder: Type.Boolean(),
  agentReadId: Type.String({ description: "the last message id the support team has read ('0': none): read receipts" }),
  agentTyping: Type.Boolean(),
  unread: Type.Integer({ minimum: 0, description: 'agent messages the member has not read' }),
});
export type ChatState = Static<typeof ChatStateSchema>;

export const ChatStateQuerySchema = Type.Object({
  before: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', description: 'older history: the page before this message id' })),
});

export const ChatSendBodySchema = Type.Object({
  text: Type.String({ minLength: 1, maxLength: CHAT_TEXT_MAX }),
  clientId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: "the page's id for this message: a retried send makes nothing twice" }),
});
export type ChatSendBody = Static<typeof ChatSendBodySchema>;

export const ChatImageQuerySchema = Type.Object({
  clientId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
});

export const ChatReadBodySchema = Type.Object({
  upTo: Type.String({ pattern: '^[0-9]{1,18}$', description: 'the last message id read' }),
});

export const ChatDoneSchema = Type.Object({ done: Type.Boolean() });

export const ChatImageParamsSchema = Type.Object({ imageId: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });

// ---- operators ----

export const ChatConversationSummarySchema = Type.Object({
  id: Type.String(),
  merchant: Type.String(),
  memberId: Type.String(),
  account: Type.String(),
  status: StringEnum(CHAT_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  lastMessageAt: Type.String({ format: 'date-time' }),
  lastMessage: Type.String({ description: "the last message's text (or '[image]')" }),
  unread: Type.Integer({ minimum: 0, description: 'member messages the support team has not read' }),
  memberTyping: Type.Boolean(),
});
export type ChatConversationSummary = Static<typeof ChatConversationSummarySchema>;

export const ChatConversationsQuerySchema = Type.Object({
  merchant: Type.Optional(Type.String({ maxLength: 32 })),
  status: Type.Optional(StringEnum(CHAT_STATUSES)),
});

export const ChatConversationListSchema = Type.Object({ conversations: Type.Array(ChatConversationSummarySchema) });

export const ChatConversationParamsSchema = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });

export const ChatConversationSchema = Type.Object({
  conversation: ChatConversationSummarySchema,
  messages: Type.Array(ChatMessageSchema),
  memberReadId: Type.String({ description: 'the last message id the member has read: read receipts' }),
});
export type ChatConversation = Static<typeof ChatConversationSchema>;

export const ChatReplyBodySchema = Type.Object({
  text: Type.String({ minLength: 1, maxLength: CHAT_TEXT_MAX }),
  requestId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'a retried reply makes nothing twice' }),
});
export type ChatReplyBody = Static<typeof ChatReplyBodySchema>;

// ---- the brand's customer-service entries (SPEC §3 customerService) ----

export const CUSTOMER_SERVICE_OPS_PATH = '/ops/merchants/:code/customer-service';
/** LIVECHAT's path: the site's own chat room. */
export const LIVECHAT_PATH = '/chat';
export const TELEGRAM_URL_PATTERN = '^https://t\\.me/[A-Za-z0-9_]{5,32}$';
export const FACEBOOK_URL_PATTERN = '^https://(m\\.me|(www\\.)?facebook\\.com)/[A-Za-z0-9.-]{1,64}$';

export const CustomerServiceEntryBodySchema = Type.Object({
  csType: StringEnum(['LIVECHAT', 'TELEGRAM', 'FACEBOOK'] as const),
  url: Type.Optional(Type.String({ maxLength: 200, description: "TELEGRAM: https://t.me/…; FACEBOOK: https://m.me/… or https://www.facebook.com/…; LIVECHAT: none (the site's chat room)" })),
});

export const CustomerServiceBodySchema = Type.Object({
  entries: Type.Array(CustomerServiceEntryBodySchema, { maxItems: 3, description: 'in the order the page shows them (csPosition 1, 2, 3); empty: no customer service' }),
});
export type CustomerServiceBody = Static<typeof CustomerServiceBodySchema>;

export const CustomerServiceAnswerSchema = Type.Object({
  merchant: Type.String(),
  entries: Type.Array(Type.Object({ csType: Type.String(), csPosition: Type.Integer(), url: Type.String() })),
});
