import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

type Message = Record<string, unknown>;

/**
 * A test's end of a /ws socket (app.injectWS): every message it got, a wait for the next one that
 * matches, and the close code. Waits have no clock of their own: jest's timeout ends a stuck test.
 */
export class SocketProbe {
  readonly messages: Message[] = [];
  readonly closed: Promise<number>;
  private waiters: Array<{ from: number; match: (message: Message) => boolean; resolve: (message: Message) => void }> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as Message);
      this.waiters = this.waiters.filter((waiter) => {
        const found = this.messages.slice(waiter.from).find(waiter.match);
        if (found) waiter.resolve(found);
        return !found;
      });
    });
    this.closed = new Promise((resolve) => ws.on('close', (code: number) => resolve(code)));
  }

  static async open(app: FastifyInstance, headers: Record<string, string> = {}): Promise<SocketProbe> {
    return new SocketProbe(await app.injectWS('/ws', { headers }));
  }

  /** Opens a socket and authenticates it; resolves once the server said ready. */
  static async member(app: FastifyInstance, token: string, extra: Record<string, unknown> = {}): Promise<SocketProbe> {
    const probe = await SocketProbe.open(app);
    probe.send({ type: 'auth', token, ...extra });
    await probe.next((message) => message.type === 'ready');
    return probe;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message, from the `from`-th on (default: any so far), that matches. */
  next(match: (message: Message) => boolean, from = 0): Promise<Message> {
    const found = this.messages.slice(from).find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ from, match, resolve }));
  }

  /** A balance push (already received or still to come) with this available balance. */
  balance(balance: number): Promise<Message> {
    return this.next((message) => message.type === 'balance' && message.balance === balance);
  }

  close(): void {
    this.ws.terminate();
  }

  /**
   * The server's end of a socket it closed itself waits for the peer to end the stream, which an
   * injected socket never does (a real TCP peer does): ends them before the app closes.
   */
  static endServerSides(app: FastifyInstance): void {
    for (const client of app.websocketServer.clients) client.terminate();
  }
}
