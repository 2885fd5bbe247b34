import type { WebSocket } from 'ws';
import type { SocketMember } from './realtime-sources';

/** More sockets than this for one member is a script, not a person with a few tabs. */
export const MAX_SOCKETS_PER_MEMBER = 10;

export interface MemberSocket {
  socket: WebSocket;
  member: SocketMember;
  /** Answered the last protocol ping (mobile networks drop sockets without closing them). */
  alive: boolean;
}

const memberKey = (merchantCode: string, memberId: string) => `${merchantCode}\u0000${memberId}`;

/** The authenticated sockets of this instance, by member. */
export class MemberSockets {
  private readonly byMember = new Map<string, Set<MemberSocket>>();

  /** Adds a socket; false (and nothing added) when the member already has the most allowed. */
  add(entry: MemberSocket): boolean {
    const key = memberKey(entry.member.merchantCode, entry.member.memberId);
    let set = this.byMember.get(key);
    if (!set) {
      set = new Set();
      this.byMember.set(key, set);
    }
    if (set.size >= MAX_SOCKETS_PER_MEMBER) return false;
    set.add(entry);
    return true;
  }

  remove(entry: MemberSocket): void {
    const key = memberKey(entry.member.merchantCode, entry.member.memberId);
    const set = this.byMember.get(key);
    if (!set) return;
    set.delete(entry);
    if (set.size === 0) this.byMember.delete(key);
  }

  of(merchantCode: string, memberId: string): ReadonlySet<MemberSocket> {
    return this.byMember.get(memberKey(merchantCode, memberId)) ?? new Set();
  }

  all(): MemberSocket[] {
    return [...this.byMember.values()].flatMap((set) => [...set]);
  }
}
