import { bus } from '../bus/event-bus';

/**
 * A `/ws` message of the inbox (docs/messages.md "Live badge"): `{ type: 'messages', unread }` is
 * the member's new count; a bare `{ type: 'messages' }` (a broadcast to the whole brand or a VIP
 * range) asks the page to read its own count. null when it is neither.
 */
export function parseMessagesPush(message: { type: string } & Record<string, unknown>): { unread: number } | { refresh: true } | null {
  if (message.type !== 'messages') return null;
  if (message.unread === undefined) return { refresh: true };
  const { unread } = message;
  return typeof unread === 'number' && Number.isSafeInteger(unread) && unread >= 0 ? { unread } : null;
}

/** Calls `listener` with every valid inbox push of the member's socket; returns the unsubscribe. */
export function onMessagesPush(listener: (push: { unread: number } | { refresh: true }) => void): () => void {
  const onMessage = (message: { type: string } & Record<string, unknown>) => {
    const push = parseMessagesPush(message);
    if (push) listener(push);
  };
  bus.on('socket:message', onMessage);
  return () => bus.off('socket:message', onMessage);
}
