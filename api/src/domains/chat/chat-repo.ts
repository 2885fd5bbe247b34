import { randomUUID } from 'node:crypto';
import { CHAT_PAGE, CHAT_TYPING_MS, type ChatConversationSummary, type ChatMessage, type ChatState } from '@khela/contracts/chat';
import type { Db, Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';

/** Whose chat: the brand and the member. */
export interface ChatMember {
  merchantCode: string;
  memberId: string;
}

interface MessageRow {
  id: string;
  sender: 'member' | 'agent';
  operator_name: string | null;
  body: string;
  image_id: string | null;
  client_id: string | null;
  created_at: Date;
}

interface ConversationRow {
  id: string;
  merchant_code: string;
  member_id: string;
  status: 'open' | 'closed';
  member_read_id: string;
  agent_read_id: string;
  member_typing_until: Date | null;
  agent_typing_until: Date | null;
}

const MESSAGE_COLUMNS = `id::text, sender, operator_name, body, image_id, client_id, created_at`;

function messageView(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sender: row.sender,
    agentName: row.operator_name,
    text: row.body,
    imageId: row.image_id,
    clientId: row.client_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const typingNow = (until: Date | null, now: Date) => until !== null && new Date(until).getTime() > now.getTime();

/** The member's latest conversation (open, or the last closed one), if any. */
async function latestConversation(db: Queryable, member: ChatMember): Promise<ConversationRow | null> {
  const [row] = await db.query<ConversationRow>(
    `SELECT id::text, merchant_code, member_id::text, status, member_read_id::text, agent_read_id::text, member_typing_until, agent_typing_until
       FROM chat_conversations WHERE merchant_code = $1 AND member_id = $2 ORDER BY chat_conversations.id DESC LIMIT 1`,
    [member.merchantCode, member.memberId],
  );
  return row ?? null;
}

/** A page of a conversation's messages, oldest first, and whether older ones exist. */
async function messagePage(db: Queryable, conversationId: string, before: string | null, size = CHAT_PAGE): Promise<{ messages: ChatMessage[]; hasOlder: boolean }> {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
      WHERE conversation_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint)
      ORDER BY chat_messages.id DESC LIMIT $3`,
    [conversationId, before, size + 1],
  );
  return { messages: rows.slice(0, size).reverse().map(messageView), hasOlder: rows.length > size };
}

/** The member's chat as the popup shows it: read fresh for GET /wps/chat and every push. */
export async function memberChatState(db: Queryable, member: ChatMember, before: string | null = null, now = new Date()): Promise<ChatState> {
  const conversation = await latestConversation(db, member);
  if (!conversation) return { conversationId: null, status: null, messages: [], hasOlder: false, agentReadId: '0', agentTyping: false, unread: 0 };
  const [page, [unread]] = await Promise.all([
    messagePage(db, conversation.id, before),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1 AND sender = 'agent' AND id > $2::bigint`, [
      conversation.id,
      conversation.member_read_id,
    ]),
  ]);
  return {
    conversationId: conversation.id,
    status: conversation.status,
    ...page,
    agentReadId: conversation.agent_read_id,
    agentTyping: conversation.status === 'open' && typingNow(conversation.agent_typing_until, now),
    unread: unread?.n ?? 0,
  };
}

/** The member's open conversation, opened now when there is none (one open per member: the index decides races). */
async function openConversation(tx: Queryable, member: ChatMember): Promise<string> {
  await tx.query(
    `INSERT INTO chat_conversations (merchant_code, member_id) VALUES ($1, $2)
     ON CONFLICT (merchant_code, member_id) WHERE status = 'open' DO NOTHING`,
    [member.merchantCode, member.memberId],
  );
  const [row] = await tx.query<{ id: string }>(`SELECT id::text FROM chat_conversations WHERE merchant_code = $1 AND member_id = $2 AND status = 'open'`, [
    member.merchantCode,
    member.memberId,
  ]);
  if (!row) throw new Error('chat: the open conversation vanished');
  return row.id;
}

export interface MemberMessage {
  text: string;
  clientId: string;
  image?: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };
}

/**
 * A member's message, kept whether or not an agent is online (it waits in the open conversation
 * until one answers). The same clientId again answers the message already kept.
 */
export async function addMemberMessage(db: Db, member: ChatMember, message: MemberMessage): Promise<{ message: ChatMessage; conversationId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const conversationId = await openConversation(tx, member);
    const [existing] = await tx.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND sender = 'member' AND client_id = $2`, [
      conversationId,
      message.clientId,
    ]);
    if (existing) return { message: messageView(existing), conversationId, created: false };
    let imageId: string | null = null;
    if (message.image) {
      imageId = randomUUID();
      await tx.query(`INSERT INTO chat_images (id, merchant_code, member_id, content_type, bytes) VALUES ($1, $2, $3, $4, $5)`, [
        imageId,
        member.merchantCode,
        member.memberId,
        message.image.contentType,
        message.image.bytes,
      ]);
    }
    const [row] = await tx.query<MessageRow>(
      `INSERT INTO chat_messages (conversation_id, sender, body, image_id, client_id) VALUES ($1, 'member', $2, $3, $4) RETURNING ${MESSAGE_COLUMNS}`,
      [conversationId, message.text, imageId, message.clientId],
    );
    // Sending reads everything before it, and ends the member's typing sign.
    await tx.query(
      `UPDATE chat_conversations SET last_message_at = now(), member_typing_until = NULL, member_read_id = GREATEST(member_read_id, $2::bigint) WHERE id = $1`,
      [conversationId, row!.id],
    );
    return { message: messageView(row!), conversationId, created: true };
  });
}

/** The member has read up to `upTo` of their latest conversation (receipts only move forward). */
export async function markMemberRead(db: Queryable, member: ChatMember, upTo: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `UPDATE chat_conversations SET member_read_id = LEAST(GREATEST(member_read_id, $3::bigint), (SELECT coalesce(max(id), 0) FROM chat_messages WHERE conversation_id = chat_conversations.id))
      WHERE id = (SELECT id FROM chat_conversations WHERE merchant_code = $1 AND member_id = $2 ORDER BY id DESC LIMIT 1)
      RETURNING id::text`,
    [member.merchantCode, member.memberId, upTo],
  );
  return row?.id ?? null;
}

/** The member is typing in their open conversation: the sign shows for a few seconds. */
export async function markMemberTyping(db: Queryable, member: ChatMember, now = new Date()): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `UPDATE chat_conversations SET member_typing_until = $3 WHERE merchant_code = $1 AND member_id = $2 AND status = 'open' RETURNING id::text`,
    [member.merchantCode, member.memberId, new Date(now.getTime() + CHAT_TYPING_MS)],
  );
  return row?.id ?? null;
}

/** An image of the member's own conversations. */
export async function readMemberImage(db: Queryable, member: ChatMember, imageId: string): Promise<{ contentType: string; bytes: Buffer }> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(`SELECT content_type, bytes FROM chat_images WHERE id = $1 AND merchant_code = $2 AND member_id = $3`, [
    imageId,
    member.merchantCode,
    member.memberId,
  ]);
  if (!row) throw new ApiError(404, 'chat.image.unknown');
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}

// ---- the support team ----

interface SummaryRow extends ConversationRow {
  account: string;
  created_at: Date;
  last_message_at: Date;
  last_body: string | null;
  last_image: string | null;
  unread: number;
}

const SUMMARY_SELECT = `
  SELECT c.id::text, c.merchant_code, c.member_id::text, c.status, c.member_read_id::text, c.agent_read_id::text,
         c.member_typing_until, c.agent_typing_until, c.created_at, c.last_message_at, m.account,
         last.body AS last_body, last.image_id AS last_image,
         (SELECT count(*)::int FROM chat_messages u WHERE u.conversation_id = c.id AND u.sender = 'member' AND u.id > c.agent_read_id) AS unread
    FROM chat_conversations c
    JOIN members m ON m.id = c.member_id
    LEFT JOIN LATERAL (SELECT body, image_id FROM chat_messages l WHERE l.conversation_id = c.id ORDER BY l.id DESC LIMIT 1) last ON true`;

function summaryView(row: SummaryRow, now: Date): ChatConversationSummary {
  return {
    id: row.id,
    merchant: row.merchant_code,
    memberId: row.member_id,
    account: row.account,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    lastMessageAt: new Date(row.last_message_at).toISOString(),
    lastMessage: row.last_body ? row.last_body : row.last_image ? '[image]' : '',
    unread: row.unread,
    memberTyping: row.status === 'open' && typingNow(row.member_typing_until, now),
  };
}

/** Conversations of a brand (or every brand: null), the longest-waiting unanswered first, then the latest. */
export async function listConversations(db: Queryable, merchantCode: string | null, status: 'open' | 'closed', now = new Date()): Promise<ChatConversationSummary[]> {
  const rows = await db.query<SummaryRow>(
    `${SUMMARY_SELECT}
      WHERE c.status = $1 AND ($2::text IS NULL OR c.merchant_code = $2)
      ORDER BY (SELECT count(*) FROM chat_messages u WHERE u.conversation_id = c.id AND u.sender = 'member' AND u.id > c.agent_read_id) > 0 DESC,
               c.last_message_at ${status === 'open' ? 'ASC' : 'DESC'}
      LIMIT 200`,
    [status, merchantCode],
  );
  return rows.map((row) => summaryView(row, now));
}

/** One conversation for the support team: refused (404) outside the operator's brand. */
export async function readConversation(db: Queryable, id: string, merchantCode: string | null, now = new Date()) {
  const [row] = await db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE c.id = $1 AND ($2::text IS NULL OR c.merchant_code = $2)`, [id, merchantCode]);
  if (!row) throw new ApiError(404, 'chat.conversation.unknown');
  const rows = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 ORDER BY chat_messages.id DESC LIMIT 500`, [id]);
  return { conversation: summaryView(row, now), messages: rows.reverse().map(messageView), memberReadId: row.member_read_id, member: { merchantCode: row.merchant_code, memberId: row.member_id } };
}

/** The support team's answer. Kept in the conversation even when the member is away: they read it when they come back. */
export async function addAgentMessage(
  tx: Queryable,
  conversationId: string,
  agent: { id: string | null; name: string },
  text: string,
  requestId: string,
): Promise<{ message: ChatMessage; created: boolean }> {
  const [existing] = await tx.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND sender = 'agent' AND client_id = $2`, [
    conversationId,
    requestId,
  ]);
  if (existing) return { message: messageView(existing), created: false };
  const [row] = await tx.query<MessageRow>(
    `INSERT INTO chat_messages (conversation_id, sender, operator_id, operator_name, body, client_id) VALUES ($1, 'agent', $2, $3, $4, $5) RETURNING ${MESSAGE_COLUMNS}`,
    [conversationId, agent.id, agent.name, text, requestId],
  );
  await tx.query(`UPDATE chat_conversations SET last_message_at = now(), agent_typing_until = NULL, agent_read_id = GREATEST(agent_read_id, $2::bigint) WHERE id = $1`, [
    conversationId,
    row!.id,
  ]);
  return { message: messageView(row!), created: true };
}

export async function markAgentRead(db: Queryable, conversationId: string, upTo: string | null): Promise<void> {
  await db.query(
    `UPDATE chat_conversations SET agent_read_id = GREATEST(agent_read_id, LEAST(coalesce($2::bigint, 9223372036854775807), (SELECT coalesce(max(id), 0) FROM chat_messages WHERE conversation_id = $1)))
      WHERE id = $1`,
    [conversationId, upTo],
  );
}

export async function markAgentTyping(db: Queryable, conversationId: string, now = new Date()): Promise<void> {
  await db.query(`UPDATE chat_conversations SET agent_typing_until = $2 WHERE id = $1 AND status = 'open'`, [conversationId, new Date(now.getTime() + CHAT_TYPING_MS)]);
}

/** Closes a conversation; false when it was already closed. */
export async function closeConversation(tx: Queryable, conversationId: string, closedBy: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE chat_conversations SET status = 'closed', closed_at = now(), closed_by = $2, agent_typing_until = NULL, member_typing_until = NULL WHERE id = $1 AND status = 'open' RETURNING id`,
    [conversationId, closedBy],
  );
  return rows.length > 0;
}

export async function readAnyImage(db: Queryable, imageId: string, merchantCode: string | null): Promise<{ contentType: string; bytes: Buffer }> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(`SELECT content_type, bytes FROM chat_images WHERE id = $1 AND ($2::text IS NULL OR merchant_code = $2)`, [
    imageId,
    merchantCode,
  ]);
  if (!row) throw new ApiError(404, 'chat.image.unknown');
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
