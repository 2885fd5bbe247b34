import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonHeadersSchema, envelopeResponses, ok } from '@khela/contracts';
import { INBOX_PATHS, InboxIdParamsSchema, InboxListQuerySchema, InboxOpenAnswerSchema, InboxPageSchema, InboxUnreadSchema } from '@khela/contracts/inbox';
import { requireIdentity } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { page, pageWindow } from '../../platform/paging';
import { merchantOf } from '../../platform/request-context';
import type { Inbox } from './inbox-live';
import { deleteMessage, type InboxMember, inboxPage, markAllRead, markRead, messageView, type Reading, unreadCount } from './inbox-repo';

/** Member type 4: a trial account (identity's TRIAL_TYPE; the inbox cannot import identity, which writes to it). */
const TRIAL_TYPE = 4;

/** A logged-in real member: trial accounts have no inbox (SPEC §6: they fetch no unread count). */
async function inboxMember(app: FastifyInstance, request: FastifyRequest): Promise<InboxMember> {
  const identity = await requireIdentity(app, request);
  if (identity.type === TRIAL_TYPE) throw new ApiError(403, 'account.trial');
  return { merchantCode: identity.merchantCode, memberId: identity.memberId };
}

function readingOf(request: FastifyRequest): Reading {
  const merchant = merchantOf(request);
  return { language: request.language, fallback: merchant.defaultLanguage, currencySymbol: merchant.currencySymbol, timeZone: merchant.timeZone };
}

/** The member's inbox, messageV2 (docs/messages.md). Every change tells the member's other pages. */
export const inboxRoutes: FastifyPluginAsyncTypebox<{ db: Db; inbox: Inbox }> = async (app, { db, inbox }) => {
  const tags = ['messages'];

  app.get(
    INBOX_PATHS.list,
    { schema: { tags, summary: "The member's inbox: personal messages and broadcasts, newest first, in the request's language, with the unread count", headers: CommonHeadersSchema, querystring: InboxListQuerySchema, response: envelopeResponses(InboxPageSchema) } },
    async (request) => {
      const member = await inboxMember(app, request);
      const paging = { pageNo: request.query.pageNo ?? 1, pageSize: request.query.pageSize ?? 20 };
      const { rows, total, unread } = await inboxPage(db, member, pageWindow(paging));
      const reading = readingOf(request);
      return ok({ ...page(rows.map((row) => messageView(row, reading)), total, paging), unread });
    },
  );

  app.get(
    INBOX_PATHS.unread,
    { schema: { tags, summary: 'The unread count: the messageV2 badge (unreadMessage); trial accounts are refused', headers: CommonHeadersSchema, response: envelopeResponses(InboxUnreadSchema) } },
    async (request) => ok({ unread: await unreadCount(db, await inboxMember(app, request)) }),
  );

  app.post(
    INBOX_PATHS.readAll,
    { schema: { tags, summary: 'Marks every message of the inbox read', headers: CommonHeadersSchema, response: envelopeResponses(InboxUnreadSchema) } },
    async (request) => {
      const member = await inboxMember(app, request);
      if ((await markAllRead(db, member)) > 0) inbox.notifyMember(member.merchantCode, member.memberId);
      return ok({ unread: await unreadCount(db, member) });
    },
  );

  app.post(
    INBOX_PATHS.open,
    { schema: { tags, summary: 'Opens a message of the member’s own inbox: it is read from now on', headers: CommonHeadersSchema, params: InboxIdParamsSchema, response: envelopeResponses(InboxOpenAnswerSchema) } },
    async (request) => {
      const member = await inboxMember(app, request);
      const before = await markRead(db, member, request.params.id);
      const message = messageView(before, readingOf(request));
      const unread = await unreadCount(db, member);
      inbox.notifyMember(member.merchantCode, member.memberId);
      return ok({ message, unread });
    },
  );

  app.delete(
    INBOX_PATHS.remove,
    { schema: { tags, summary: 'Deletes a message from the member’s own inbox', headers: CommonHeadersSchema, params: InboxIdParamsSchema, response: envelopeResponses(InboxUnreadSchema) } },
    async (request) => {
      const member = await inboxMember(app, request);
      await deleteMessage(db, member, request.params.id);
      inbox.notifyMember(member.merchantCode, member.memberId);
      return ok({ unread: await unreadCount(db, member) });
    },
  );
};

