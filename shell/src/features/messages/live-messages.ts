import { currentToken, inboxCalls, isTrialAtom, memberInfoAtom, onMessagesPush, store, tokenAtom, unreadMessageAtom } from '@khela/shared';

/** Whose inbox the badge counts: a real member's (visitors and trial accounts have none, SPEC §6). */
function realMemberKey(): string | null {
  const member = store.get(memberInfoAtom);
  const token = currentToken();
  if (!member || !token || store.get(isTrialAtom)) return null;
  return `${member.id} ${token}`;
}

/**
 * Keeps SPEC §3's unreadMessage live (docs/messages.md "Live badge"): the count is read when a
 * real member is known, then follows every `{ type: 'messages', unread }` push of the socket
 * channel (live-balance.ts opens it; the server sends one on every connect, so a reconnect catches
 * up). A bare `{ type: 'messages' }` (a broadcast to the brand) reads the count again. Logged out
 * or a trial account: 0, and no call is made.
 */
export function startLiveMessages(): () => void {
  let member: string | null = null;
  /** Bumped by every push and load: an answer older than a push is not applied over it. */
  let version = 0;

  async function load(): Promise<void> {
    const forMember = member;
    if (forMember === null) return;
    const asked = (version += 1);
    const result = await inboxCalls.unread();
    if (forMember !== member || asked !== version || !result.ok) return;
    store.set(unreadMessageAtom, result.value.unread);
  }

  function follow(): void {
    const next = realMemberKey();
    if (next === member) return;
    member = next;
    version += 1;
    store.set(unreadMessageAtom, 0);
    if (next !== null) void load();
  }

  const stopPushes = onMessagesPush((push) => {
    if (member === null) return;
    if ('refresh' in push) {
      void load();
      return;
    }
    version += 1;
    store.set(unreadMessageAtom, push.unread);
  });
  const unsubscribers = [store.sub(memberInfoAtom, follow), store.sub(tokenAtom, follow), store.sub(isTrialAtom, follow)];
  follow();

  return () => {
    unsubscribers.forEach((unsubscribe) => unsubscribe());
    stopPushes();
    member = null;
  };
}
