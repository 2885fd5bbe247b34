import type { MoneyPush } from '../api/wallet-wire';
import { bus } from '../bus/event-bus';

/** The part of the browser's WebSocket this client uses, so tests can hand it a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface MemberSocketOptions {
  /** The session token, sent in the first message (never in the URL, where logs would keep it). */
  token: string;
  onBalance: (push: MoneyPush) => void;
  /** Each time the server accepts the token; `again` after a reconnect, when pushes may have been missed. */
  onReady?: (again: boolean) => void;
  /** The server refused the session (a 44xx close): the client stops, since retrying cannot help. */
  onRejected?: () => void;
  url?: string;
  createSocket?: (url: string) => SocketLike;
  /** Reconnect delays: doubling from the first up to the longest, each with random jitter. */
  firstDelayMs?: number;
  longestDelayMs?: number;
  /** How often a quiet connection is checked with a ping; no answer by the next check drops it. */
  heartbeatMs?: number;
}

export interface MemberSocket {
  /** Closes for good (logout): no reconnect follows. */
  close(): void;
}

const openState = 1;

/** The socket channel on the page's own origin: ws:// or wss:// as the page is http or https. */
export function memberSocketUrl(): string {
  const url = new URL('/ws', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** 4400–4499: the server refuses this session (4401: not logged in). */
function refused(code: number): boolean {
  return code >= 4400 && code < 4500;
}

function parse(data: unknown): { type?: unknown; balance?: unknown; held?: unknown; [field: string]: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    return typeof message === 'object' && message !== null ? (message as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The channel's own messages; every other typed message goes on the bus as `socket:message`. */
const channelTypes = new Set(['ready', 'balance', 'pong', 'auth', 'ping']);

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The member's live channel (/ws): authenticates with the token, hands every balance push on
 * (and every other typed message to the bus as `socket:message`),
 * and reconnects with a growing, jittered delay after a drop (at once when the phone comes back
 * online). A connection that stops answering pings is dropped: mobile networks lose sockets
 * without closing them.
 */
export function openMemberSocket(options: MemberSocketOptions): MemberSocket {
  const url = options.url ?? memberSocketUrl();
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  const firstDelay = options.firstDelayMs ?? 1_000;
  const longestDelay = options.longestDelayMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? 25_000;

  let socket: SocketLike | null = null;
  let stopped = false;
  let failures = 0;
  let everReady = false;
  let heardSinceBeat = true;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let beatTimer: ReturnType<typeof setInterval> | undefined;

  const stopHeartbeat = () => {
    clearInterval(beatTimer);
    beatTimer = undefined;
  };

  /** Forgets a socket: its late events are ignored from now on. */
  const detach = (ws: SocketLike) => {
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
    if (socket === ws) socket = null;
    stopHeartbeat();
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    const ceiling = Math.min(longestDelay, firstDelay * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(connect, Math.round(ceiling / 2 + (Math.random() * ceiling) / 2));
  };

  const drop = (ws: SocketLike) => {
    detach(ws);
    try {
      ws.close();
    } catch {
      /* already closed */
    }
    scheduleReconnect();
  };

  const startHeartbeat = (ws: SocketLike) => {
    stopHeartbeat();
    heardSinceBeat = true;
    beatTimer = setInterval(() => {
      if (!heardSinceBeat) return drop(ws);
      heardSinceBeat = false;
      if (ws.readyState === openState) ws.send(JSON.stringify({ type: 'ping' }));
    }, heartbeatMs);
  };

  function connect(): void {
    retryTimer = undefined;
    if (stopped) return;
    let ws: SocketLike;
    try {
      ws = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: options.token }));
    ws.onmessage = (event) => {
      heardSinceBeat = true;
      const message = parse(event.data);
      if (message?.type === 'ready') {
        const again = everReady;
        everReady = true;
        failures = 0;
        startHeartbeat(ws);
        options.onReady?.(again);
      } else if (message?.type === 'balance' && isAmount(message.balance) && isAmount(message.held)) {
        options.onBalance({ balance: message.balance, held: message.held });
      } else if (message && typeof message.type === 'string' && !channelTypes.has(message.type)) {
        // Anything else the server says (a lottery draw's state…) is for the pages: on the bus.
        bus.emit('socket:message', { ...message, type: message.type });
      }
    };
    ws.onerror = () => undefined; // a close event follows and decides
    ws.onclose = (event) => {
      detach(ws);
      if (stopped) return;
      if (refused(event.code)) {
        stop();
        options.onRejected?.();
        return;
      }
      scheduleReconnect();
    };
  }

  const reconnectNow = () => {
    if (stopped || socket !== null) return;
    clearTimeout(retryTimer);
    failures = 0;
    connect();
  };

  function stop(): void {
    stopped = true;
    clearTimeout(retryTimer);
    window.removeEventListener('online', reconnectNow);
  }

  window.addEventListener('online', reconnectNow);
  connect();

  return {
    close() {
      stop();
      const ws = socket;
      if (ws) {
        detach(ws);
        ws.close(1000);
      }
    },
  };
}
