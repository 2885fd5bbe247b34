import { inboxCalls, onMessagesPush, store, unreadMessageAtom } from '@khela/shared';
import { followLiveMemberState } from '@/lib/session/live-member-state';

/**
 * Keeps SPEC §3's unreadMessage live (docs/messages.md "Live badge"): the count is read when a
 * real member is known, then follows every `{ type: 'messages', unread }` push of the socket
 * channel (live-balance.ts opens it; the server sends one on every connect, so a reconnect catches
 * up). A bare `{ type: 'messages' }` (a broadcast to the brand) reads the count again. Logged out
 * or a trial account: 0, and no call is made.
 */
export function startLiveMessages(): () => void {
  const live = followLiveMemberState(
    async () => {
      const result = await inboxCalls.unread();
      return result.ok ? { ok: true as const, value: result.value.unread } : result;
    },
    (unread: number) => store.set(unreadMessageAtom, unread),
    () => store.set(unreadMessageAtom, 0),
  );
  const stopPushes = onMessagesPush((push) => ('refresh' in push ? live.reload() : live.pushed(push.unread)));
  return () => {
    stopPushes();
    live.stop();
  };
}
