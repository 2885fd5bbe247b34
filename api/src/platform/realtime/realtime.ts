import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';
import { type MemberSocket, MemberSockets } from './member-sockets';
import { type BrandEvent, type MemberEventRef, type MemberRef, redisMoneyFanout } from './money-fanout';
import type { BalanceSource, BrandEventSource, MemberEventSource, SocketSessions } from './realtime-sources';

export interface RealtimeOptions {
  /** Member money: read fresh for each push, and told of every move (the wallet domain). */
  balances: BalanceSource;
  /** Member sessions: who a socket is, and whether they are still logged in (the identity domain). */
  sessions: SocketSessions;
  /** Fan-out across api instances when set. */
  redisUrl: string | null;
  /** Events for every socket of a brand (a lottery draw changing state), sent as they are. */
  brandEvents?: BrandEventSource;
  /** Member events besides money (the rewards summary): `{ type, …read(member) }` to the member's sockets. */
  memberEvents?: readonly MemberEventSource[];
}

/** Close codes the page reads (4400–4499: do not reconnect with this session). */
export const CLOSE = {
  notAuthenticated: 4401,
  trial: 4403,
  tooManySockets: 4429,
} as const;

/** A socket must authenticate this soon after opening. */
const AUTH_TIMEOUT_MS = 10_000;
/** Protocol pings find the sockets a mobile network dropped without a close. */
const HEARTBEAT_MS = 30_000;
/** Sessions ended elsewhere (logout, expiry, idle) close their sockets within this. */
const SESSION_CHECK_MS = 60_000;
/** Messages from the page are tiny; anything bigger is closed by ws (1009) before it is read. */
const MAX_MESSAGE_BYTES = 4 * 1024;

function parseMessage(data: RawData, isBinary: boolean): Record<string, unknown> | null {
  if (isBinary) return null;
  try {
    const value: unknown = JSON.parse(data.toString());
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function send(socket: WebSocket, message: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * The socket-event channel /ws (docs/wallet.md): a logged-in member's pages hear of every move of
 * their money. The first message authenticates ({type:'auth', token}); then the server pushes
 * {type:'balance', balance, held} read fresh from the ledger whenever the member's money moves (and
 * each member event source's message, e.g. {type:'rewards', …} when their rewards change), on
 * this instance or (with Redis) on any other.
 */
async function realtimeChannel(app: FastifyInstance, { balances, sessions, redisUrl, brandEvents, memberEvents = [] }: RealtimeOptions): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const sockets = new MemberSockets();

  // One read per member and message type at a time; a change during a read asks for one more read after it.
  const reading = new Map<string, boolean>();
  async function pushFresh(type: string, member: MemberRef, read: (member: MemberRef) => Promise<object>): Promise<void> {
    if (sockets.of(member.merchantCode, member.memberId).size === 0) return;
    const key = `${type}\u0000${member.merchantCode}\u0000${member.memberId}`;
    if (reading.has(key)) {
      reading.set(key, true);
      return;
    }
    try {
      do {
        reading.set(key, false);
        const message = { ...(await read(member)), type };
        for (const entry of sockets.of(member.merchantCode, member.memberId)) send(entry.socket, message);
      } while (reading.get(key));
    } finally {
      reading.delete(key);
    }
  }
  const push = (member: MemberRef) =>
    void pushFresh('balance', member, (who) => balances.read(who)).catch((error: unknown) => app.log.warn({ err: error }, 'realtime: balance push failed'));
  const sourceOf = new Map(memberEvents.map((source) => [source.type, source]));
  const pushEvent = ({ type, merchantCode, memberId }: MemberEventRef) => {
    const source = sourceOf.get(type);
    if (!source) return;
    void pushFresh(type, { merchantCode, memberId }, (who) => source.read(who)).catch((error: unknown) => app.log.warn({ err: error, type }, 'realtime: member event push failed'));
  };

  const tellBrand = ({ merchantCode, message }: BrandEvent) => {
    for (const entry of sockets.all()) if (entry.member.merchantCode === merchantCode) send(entry.socket, message);
  };
  const fanout = redisUrl ? redisMoneyFanout(redisUrl, push, app.log, tellBrand, pushEvent) : null;
  const stopListening = balances.onChange(({ merchantCode, memberId }) => {
    push({ merchantCode, memberId });
    fanout?.publish({ merchantCode, memberId });
  });
  const stopBrandEvents = brandEvents?.onEvent((event) => {
    tellBrand(event);
    fanout?.publishBrand(event);
  });
  const stopMemberEvents = memberEvents.map((source) =>
    source.onChange(({ merchantCode, memberId }) => {
      const event = { type: source.type, merchantCode, memberId };
      pushEvent(event);
      fanout?.publishMemberEvent(event);
    }),
  );

  const heartbeat = setInterval(() => {
    for (const entry of sockets.all()) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const sessionCheck = setInterval(() => {
    const open = sockets.all();
    sessions
      .live(open.map((entry) => entry.member))
      .then((live) => {
        for (const entry of open) if (!live.has(entry.member.sessionHash)) entry.socket.close(CLOSE.notAuthenticated, 'session ended');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'realtime: session check failed'));
  }, SESSION_CHECK_MS);
  sessionCheck.unref();

  app.addHook('onClose', async () => {
    stopListening();
    stopBrandEvents?.();
    for (const stop of stopMemberEvents) stop();
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    await fanout?.close();
  });

  app.route({
    method: 'GET',
    url: '/ws',
    schema: {
      tags: ['wallet'],
      summary: "Live balance (WebSocket): send {type:'auth', token[, merchant]} first; then {type:'balance', balance, held} pushes, and member events such as {type:'rewards', …summary}",
    },
    // A plain HTTP request here gets a translated answer rather than an empty 404.
    handler: async () => {
      throw new ApiError(426, 'realtime.upgrade.required');
    },
    wsHandler: (socket: WebSocket, request) => {
      let entry: MemberSocket | null = null;
      let authenticating = false;
      const authTimer = setTimeout(() => socket.close(CLOSE.notAuthenticated, 'no auth'), AUTH_TIMEOUT_MS);

      async function authenticate(message: Record<string, unknown>): Promise<void> {
        const named = message.merchant ?? request.headers.merchant;
        const result = await sessions.authenticate(message.token, typeof named === 'string' && named.length > 0 ? named : undefined);
        if (socket.readyState !== socket.OPEN) return;
        if (!result.ok) {
          socket.close(result.reason === 'trial' ? CLOSE.trial : CLOSE.notAuthenticated, result.reason === 'trial' ? 'trial account' : 'not logged in');
          return;
        }
        const joined: MemberSocket = { socket, member: result.member, alive: true };
        if (!sockets.add(joined)) {
          socket.close(CLOSE.tooManySockets, 'too many sockets');
          return;
        }
        entry = joined;
        send(socket, { type: 'ready' });
        // The page may have missed moves while it was connecting: start it from the truth.
        push(result.member);
        for (const source of memberEvents) pushEvent({ type: source.type, merchantCode: result.member.merchantCode, memberId: result.member.memberId });
      }

      socket.on('message', (data: RawData, isBinary: boolean) => {
        const message = parseMessage(data, isBinary);
        if (entry) {
          if (message?.type === 'ping') send(socket, { type: 'pong' });
          return; // anything else from an authenticated page is ignored
        }
        if (authenticating) return;
        if (message?.type !== 'auth') {
          socket.close(CLOSE.notAuthenticated, 'auth first');
          return;
        }
        authenticating = true;
        clearTimeout(authTimer);
        authenticate(message).catch((error: unknown) => {
          request.log.warn({ err: error }, 'realtime: socket authentication failed');
          if (socket.readyState === socket.OPEN) socket.close(1011, 'try again');
        });
      });
      socket.on('pong', () => {
        if (entry) entry.alive = true;
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        if (entry) sockets.remove(entry);
      });
      socket.on('error', (error: Error) => request.log.debug({ err: error }, 'realtime: socket error'));
    },
  });
}

export const realtime = fp<RealtimeOptions>(realtimeChannel, { name: 'realtime', dependencies: ['error-handler'] });
