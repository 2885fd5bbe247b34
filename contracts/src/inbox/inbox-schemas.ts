import { type Static, Type } from '@sinclair/typebox';
import { PagingQuery, PageSchema } from '../platform/paging';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/** The member's inbox, messageV2 (docs/messages.md): logged-in, non-trial members. */
export const INBOX_PATHS = {
  list: '/wps/messages',
  unread: '/wps/messages/unread-count',
  open: '/wps/messages/:id/read',
  remove: '/wps/messages/:id',
  readAll: '/wps/messages/read-all',
} as const;

/** Operators' broadcasts (docs/messages.md "Broadcasts"). */
export const INBOX_OPS_PATHS = {
  broadcasts: '/ops/messages/broadcasts',
  withdraw: '/ops/messages/broadcasts/:id/withdraw',
} as const;

export const INBOX_KINDS = ['PERSONAL', 'PLATFORM'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** `p{n}` a personal message, `b{n}` a broadcast. */
export const InboxIdSchema = Type.String({ pattern: '^[pb][1-9][0-9]{0,17}$', description: "'p{id}' a personal message, 'b{id}' a broadcast" });

export const InboxMessageSchema = Type.Object({
  id: InboxIdSchema,
  kind: StringEnum(INBOX_KINDS),
  /** Personal messages: the template (deposit.approved, …); broadcasts: null. */
  template: Nullable(Type.String()),
  title: Type.String({ description: "in the request's language" }),
  content: Type.String({ description: "plain text in the request's language" }),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type InboxMessage = Static<typeof InboxMessageSchema>;

export const InboxListQuerySchema = Type.Object({ ...PagingQuery }, { additionalProperties: false });
export type InboxListQuery = Static<typeof InboxListQuerySchema>;

/** GET /wps/messages: newest first, with the unread count of the whole inbox. */
export const InboxPageSchema = Type.Intersect([PageSchema(InboxMessageSchema), Type.Object({ unread: Type.Integer({ minimum: 0 }) })]);
export type InboxPage = Static<typeof InboxPageSchema>;

/** GET /wps/messages/unread-count, and the `/ws` push `{ type: 'messages', unread }`. */
export const InboxUnreadSchema = Type.Object({ unread: Type.Integer({ minimum: 0, description: 'the messageV2 badge (unreadMessage)' }) });
export type InboxUnread = Static<typeof InboxUnreadSchema>;

export const InboxIdParamsSchema = Type.Object({ id: InboxIdSchema });

/** POST /wps/messages/:id/read answers the message (now read) and the new count. */
export const InboxOpenAnswerSchema = Type.Object({ message: InboxMessageSchema, unread: Type.Integer({ minimum: 0 }) });
export type InboxOpenAnswer = Static<typeof InboxOpenAnswerSchema>;

export const BROADCAST_TARGETS = ['BRAND', 'VIP', 'MEMBERS'] as const;
export type BroadcastTarget = (typeof BROADCAST_TARGETS)[number];

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
export const LocalizedBroadcastText = (max: number) => Type.Object({ en: Text(max), bn: Text(max) }, { additionalProperties: false });

export const BroadcastBodySchema = Type.Object(
  {
    merchant: Type.String({ minLength: 1, maxLength: 40 }),
    target: StringEnum(BROADCAST_TARGETS),
    vipMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    vipMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    /** MEMBERS: member accounts (usernames) of the brand, 1 to 1000. */
    accounts: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1000 })),
    title: LocalizedBroadcastText(120),
    content: LocalizedBroadcastText(2000),
    requestId: Type.String({ minLength: 8, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type BroadcastBody = Static<typeof BroadcastBodySchema>;

export const BroadcastSchema = Type.Object({
  id: Type.String(),
  merchant: Type.String(),
  target: StringEnum(BROADCAST_TARGETS),
  vipMin: Nullable(Type.Integer()),
  vipMax: Nullable(Type.Integer()),
  members: Type.Integer({ description: 'MEMBERS: how many members it names' }),
  title: Type.Object({ en: Type.String(), bn: Type.String() }),
  content: Type.Object({ en: Type.String(), bn: Type.String() }),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  withdrawnAt: Nullable(Type.String({ format: 'date-time' })),
  /** Members who have read it. */
  reads: Type.Integer({ minimum: 0 }),
});
export type Broadcast = Static<typeof BroadcastSchema>;

export const BroadcastListQuerySchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 40 }), ...PagingQuery }, { additionalProperties: false });
export const BroadcastPageSchema = PageSchema(BroadcastSchema);
export const BroadcastIdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
export const BroadcastAnswerSchema = Type.Object({ broadcast: BroadcastSchema, created: Type.Boolean() });
