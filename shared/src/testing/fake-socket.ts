import type { SocketLike } from '../realtime/member-socket';

/**
 * Tests only: a WebSocket whose server side the test plays. Hand `FakeSocket.factory(list)` to
 * openMemberSocket (or to whatever passes `createSocket` on) and drive the sockets it made.
 */
export class FakeSocket implements SocketLike {
  readyState = 0;
  /** What the page sent, parsed. */
  readonly sent: unknown[] = [];
  /** The code the page closed with; null while the page keeps it open. */
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  /** A createSocket that records every socket it makes in `into`. */
  static factory(into: FakeSocket[]): (url: string) => FakeSocket {
    return (url) => {
      const socket = new FakeSocket(url);
      into.push(socket);
      return socket;
    };
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1005): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a message (an object is sent as JSON). */
  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) }));
  }

  /** The server (or the network) ends the connection. */
  end(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  /** Opened, and the token accepted. */
  accept(): this {
    this.open();
    this.receive({ type: 'ready' });
    return this;
  }
}
