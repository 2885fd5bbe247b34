import type { RemoteProps } from '@khela/shared';

type RemoteHistory = NonNullable<RemoteProps['history']>;
type Listener = Parameters<RemoteHistory['listen']>[0];
type Update = Parameters<Listener>[0];
type Location = Update['location'];
type To = Parameters<RemoteHistory['push']>[0];

let keys = 0;

function locationOf(to: To, state: unknown = null): Location {
  const path = typeof to === 'string' ? new URL(to, 'http://popup.invalid') : to;
  return {
    pathname: path.pathname || '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state,
    key: `popup-${(keys += 1)}`,
  } as Location;
}

function hrefOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * A history kept in memory for a remote drawn in a popup (SPEC §2's member and agent center
 * popups): the remote's links and tabs move inside the popup while the page's address, and the
 * page under it, stay where they are. Only what react-router's HistoryRouter uses.
 */
export function createPopupHistory(initialPath: string): RemoteHistory {
  const entries: Location[] = [locationOf(initialPath)];
  let index = 0;
  let action = 'POP' as Update['action'];
  const listeners = new Set<Listener>();
  const moved = (next: Update['action']) => {
    action = next;
    const update = { action, location: entries[index]! } as Update;
    listeners.forEach((listener) => listener(update));
  };
  const go = (delta: number) => {
    index = Math.min(entries.length - 1, Math.max(0, index + delta));
    moved('POP' as Update['action']);
  };
  const history = {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    createHref: hrefOf,
    push(to: To, state?: unknown) {
      entries.splice(index + 1, entries.length, locationOf(to, state));
      index += 1;
      moved('PUSH' as Update['action']);
    },
    replace(to: To, state?: unknown) {
      entries[index] = locationOf(to, state);
      moved('REPLACE' as Update['action']);
    },
    go,
    back: () => go(-1),
    forward: () => go(1),
    listen(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return history as unknown as RemoteHistory;
}
