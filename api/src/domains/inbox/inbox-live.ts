import { EventEmitter } from 'node:events';
import type { Db } from '../../platform/db/db';
import type { BrandEventSource, MemberEventSource } from '../../platform/realtime/realtime-sources';
import { type InboxMember, unreadCount } from './inbox-repo';
import { type WrittenMessage, writtenMessages } from './inbox-writer';

/**
 * The inbox's live badge (app.inbox): after a commit that changes a member's unread count, their
 * open pages get `{ type: 'messages', unread }` on /ws, on every api instance. A brand or VIP
 * broadcast reaches too many members to tell one by one: every socket of the brand gets
 * `{ type: 'messages' }` and reads its own count (GET /wps/messages/unread-count).
 *
 * Personal messages are written inside other domains' transactions (a deposit decision, a login),
 * which have no after-commit hook: the message's id is watched for, as VIP's level notices do. It
 * becomes visible to this connection when (and only if) that transaction commits; one whose
 * transaction rolled back never shows and is forgotten after `giveUpMs`.
 */
export class Inbox {
  private readonly changes = new EventEmitter().setMaxListeners(0);
  private readonly waiting = new Map<string, WrittenMessage & { since: number }>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;
  private closed = false;
  private readonly onWritten = (written: WrittenMessage) => this.afterCommit(written);

  constructor(
    private readonly db: Db,
    private readonly options: { pollMs?: number; giveUpMs?: number } = {},
  ) {
    writtenMessages.on('written', this.onWritten);
  }

  /** Tell the member's open pages to take their new count. Call after commit. */
  notifyMember(merchantCode: string, memberId: string): void {
    this.changes.emit('member', { merchantCode, memberId });
  }

  /** Tell every open page of the brand to read its count again (a brand or VIP broadcast sent or withdrawn). */
  notifyBrand(merchantCode: string): void {
    this.changes.emit('brand', { merchantCode, message: { type: 'messages' } });
  }

  memberEvents(): MemberEventSource {
    return {
      type: 'messages',
      read: async (member: InboxMember) => ({ unread: await unreadCount(this.db, member) }),
      onChange: (listener) => {
        this.changes.on('member', listener);
        return () => this.changes.off('member', listener);
      },
    };
  }

  brandEvents(): BrandEventSource {
    return {
      onEvent: (listener) => {
        this.changes.on('brand', listener);
        return () => this.changes.off('brand', listener);
      },
    };
  }

  /** Messages still waiting for their commit (tests). */
  pending(): number {
    return this.waiting.size;
  }

  close(): void {
    this.closed = true;
    writtenMessages.off('written', this.onWritten);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.waiting.clear();
  }

  private afterCommit(written: WrittenMessage): void {
    if (this.closed) return;
    this.waiting.set(written.id, { ...written, since: Date.now() });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.checking || this.closed || this.waiting.size === 0) return;
    this.timer = setTimeout(() => void this.check(), this.options.pollMs ?? 20);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    this.timer = null;
    this.checking = true;
    try {
      const ids = [...this.waiting.keys()];
      const rows = await this.db.query<{ id: string }>('SELECT id::text AS id FROM member_messages WHERE id = ANY ($1::bigint[])', [ids]);
      const committed = new Set(rows.map((row) => row.id));
      const giveUpBefore = Date.now() - (this.options.giveUpMs ?? 30_000);
      for (const id of ids) {
        const message = this.waiting.get(id);
        if (!message) continue;
        if (committed.has(id)) {
          this.waiting.delete(id);
          this.notifyMember(message.merchantCode, message.memberId);
        } else if (message.since < giveUpBefore) {
          this.waiting.delete(id);
        }
      }
    } catch {
      // The database is away: keep waiting (a lost notice costs a refresh, never money).
    } finally {
      this.checking = false;
      if (!this.closed) this.schedule();
    }
  }
}
