import { type ApiResult, currentToken, isTrialAtom, memberInfoAtom, store, tokenAtom } from '@khela/shared';

/** Whose state it is: a real member's (visitors and trial accounts have none, SPEC §6). */
function realMemberKey(): string | null {
  const member = store.get(memberInfoAtom);
  const token = currentToken();
  if (!member || !token || store.get(isTrialAtom)) return null;
  return `${member.id} ${token}`;
}

export interface LiveMemberState<T> {
  /** A value pushed by the socket channel: applied at once (while a real member is known). */
  pushed(value: T): void;
  /** Reads the value again (while a real member is known). */
  reload(): void;
  stop(): void;
}

/**
 * A piece of the member's state kept live (the rewards badges, the unread count): cleared and
 * read again whenever the real member behind the page changes, then following the pushes. Every
 * push and load bumps a version, so an answer older than a push is never applied over it.
 */
export function followLiveMemberState<T>(read: () => Promise<ApiResult<T>>, apply: (value: T) => void, clear: () => void): LiveMemberState<T> {
  let member: string | null = null;
  let version = 0;

  async function load(): Promise<void> {
    const forMember = member;
    if (forMember === null) return;
    const asked = (version += 1);
    const result = await read();
    if (forMember !== member || asked !== version || !result.ok) return;
    apply(result.value);
  }

  function follow(): void {
    const next = realMemberKey();
    if (next === member) return;
    member = next;
    version += 1;
    clear();
    if (next !== null) void load();
  }

  const unsubscribers = [store.sub(memberInfoAtom, follow), store.sub(tokenAtom, follow), store.sub(isTrialAtom, follow)];
  follow();

  return {
    pushed(value) {
      if (member === null) return;
      version += 1;
      apply(value);
    },
    reload: () => void load(),
    stop() {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      member = null;
    },
  };
}
