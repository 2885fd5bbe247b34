import { EventEmitter } from 'node:events';
import type { Db } from '../../platform/db/db';
import { CommitNotices } from '../../platform/db/commit-notices';
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
 * which have no after-commit hook: the message's id is watched for (platform/db/commit-notices.ts,
 * as VIP's level notices are); one whose transaction rolled back never shows.
 */
export class Inbox {
  private readonly changes = new EventEmitter().setMaxListeners(0);
  private readonly notices: CommitNotices;
  private readonly onWritten = (written: WrittenMessage) => this.notices.afterCommit(written);

  constructor(
    private readonly db: Db,
    options: { pollMs?: number; giveUpMs?: number } = {},
  ) {
    this.notices = new CommitNotices(db, 'member_messages', (merchantCode, memberId) => this.notifyMember(merchantCode, memberId), options);
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
    return this.notices.pending();
  }

  close(): void {
    writtenMessages.off('written', this.onWritten);
    this.notices.close();
  }
}
