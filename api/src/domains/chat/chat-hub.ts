import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { MemberEventSource } from '../../platform/realtime/realtime-sources';
import { type ChatMember, memberChatState } from './chat-repo';
import type { Db } from '../../platform/db/db';

/** The Redis channel the support pages' notices travel on between api instances. */
export const CHAT_CHANNEL = 'khela:chat';

/** Something changed in a conversation: a message, a read receipt, typing, a close. */
export interface ChatChange extends ChatMember {
  conversationId: string;
  kind: 'message' | 'read' | 'typing' | 'closed';
}

/**
 * The chat's live notices (docs/adr/0018). A change is told twice: to the member's pages through the
 * /ws channel (the `chat` member event source: the realtime plugin fans it out over Redis and each
 * instance reads the state fresh), and to the support pages of every instance through this hub's
 * own Redis channel (the operators' event stream, GET /ops/chat/events).
 */
export class ChatHub {
  private readonly local = new EventEmitter();
  private readonly everywhere = new EventEmitter();
  private readonly origin = randomUUID();
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;

  constructor(
    private readonly db: Db,
    redisUrl: string | null,
    log: FastifyBaseLogger,
  ) {
    this.local.setMaxListeners(0);
    this.everywhere.setMaxListeners(0);
    if (!redisUrl) return;
    let down = false;
    const onError = (error: Error) => {
      if (!down) log.warn({ err: error }, 'chat: Redis unavailable; support pages hear only this instance until it is back');
      down = true;
    };
    this.publisher = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.publisher.on('error', onError);
    this.publisher.on('ready', () => (down = false));
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, autoResubscribe: true });
    this.subscriber.on('error', onError);
    this.subscriber.on('ready', () => void this.subscriber?.subscribe(CHAT_CHANNEL).catch(onError));
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== CHAT_CHANNEL) return;
      const change = parseChange(text);
      if (change && change.origin !== this.origin) this.everywhere.emit('change', change.change);
    });
  }

  /** Call after the commit of any change to a conversation. */
  changed(change: ChatChange): void {
    this.local.emit('change', change);
    this.everywhere.emit('change', change);
    if (this.publisher?.status === 'ready') this.publisher.publish(CHAT_CHANNEL, JSON.stringify({ origin: this.origin, change })).catch(() => undefined);
  }

  /** Every change, on any instance (the support pages). */
  onAnyChange(listener: (change: ChatChange) => void): () => void {
    this.everywhere.on('change', listener);
    return () => this.everywhere.off('change', listener);
  }

  /** The /ws source of `chat` pushes: the member's chat state, read fresh on each notice of this instance. */
  memberEvents(): MemberEventSource {
    return {
      type: 'chat',
      read: (member) => memberChatState(this.db, member),
      onChange: (listener) => {
        const relay = (change: ChatChange) => listener({ merchantCode: change.merchantCode, memberId: change.memberId });
        this.local.on('change', relay);
        return () => this.local.off('change', relay);
      },
    };
  }

  close(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}

function parseChange(text: string): { origin: string; change: ChatChange } | null {
  try {
    const value = JSON.parse(text) as { origin?: unknown; change?: Partial<ChatChange> } | null;
    const change = value?.change;
    if (typeof value?.origin !== 'string' || !change) return null;
    if (typeof change.merchantCode !== 'string' || typeof change.memberId !== 'string' || typeof change.conversationId !== 'string') return null;
    if (!['message', 'read', 'typing', 'closed'].includes(String(change.kind))) return null;
    return { origin: value.origin, change: { merchantCode: change.merchantCode, memberId: change.memberId, conversationId: change.conversationId, kind: change.kind! } };
  } catch {
    return null;
  }
}
