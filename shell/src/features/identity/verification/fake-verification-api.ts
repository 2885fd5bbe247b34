/**
 * Tests only: the api at the network level for the verification parts. `fetch` is answered by
 * method and path with the usual envelope, so the parts are tested through the real api client.
 */
export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

type Responder = FakeReply | ((call: SeenCall) => FakeReply);

export class FakeVerificationApi {
  readonly calls: SeenCall[] = [];
  private readonly routes = new Map<string, Responder[]>();

  constructor() {
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(new Request(input, init))) as unknown as typeof fetch;
  }

  /** Answers `method path`; several replies are used in turn and the last one kept. */
  on(method: string, path: string, ...replies: Responder[]): this {
    this.routes.set(`${method} ${path}`, replies);
    return this;
  }

  callsTo(method: string, path: string): SeenCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private async handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const text = request.method === 'GET' ? '' : await request.text();
    const call: SeenCall = { method: request.method, path, body: text ? JSON.parse(text) : null };
    this.calls.push(call);
    const replies = this.routes.get(`${request.method} ${path}`);
    const responder = replies && replies.length > 1 ? replies.shift()! : replies?.[0];
    const reply = typeof responder === 'function' ? responder(call) : (responder ?? { status: 404, errorCode: 'test.unhandled' });
    const failed = reply.errorCode !== undefined;
    const envelope = { success: !failed, value: reply.value ?? null, message: reply.message ?? (failed ? reply.errorCode : null), errorCode: reply.errorCode ?? null };
    return new Response(JSON.stringify(envelope), { status: reply.status ?? (failed ? 400 : 200), headers: { 'content-type': 'application/json' } });
  }
}

/** A slider challenge as the api gives it (tiny stand-in pictures). */
export function sliderChallenge(id: string) {
  return {
    challengeId: id,
    width: 280,
    height: 160,
    pieceSize: 48,
    pieceY: 30,
    background: 'data:image/jpeg;base64,/9j/',
    piece: 'data:image/png;base64,iVBORw0KGgo=',
  };
}
