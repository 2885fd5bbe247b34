import type { KeyObject } from 'node:crypto';
import { openWithNodeCrypto, testKeyPair } from '../crypto/open-sealed-for-tests';
import type { PayloadPublicKey, SealedBody } from '../crypto/sealed-payload';

/**
 * Tests only: the api at the network level, for any front-end package. `fetch` is answered by
 * method and path with the api's envelope; the payload key is served and sealed bodies are opened
 * with its private key, so a test checks what the server would read, through the real api client.
 */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON (a sealed body opened to its payload), a form's fields, or the text fields of a multipart form. */
  body: unknown;
  sealed: boolean;
  /** The files of a multipart form, by field name. */
  files: Record<string, File[]>;
}

export interface Reply {
  status?: number;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

/** A reply that never comes: the page stays in its loading state. */
export const never = Symbol('never');

export type Responder = Reply | ((request: SeenRequest) => Reply) | typeof never;

// One key pair per test file (made when first needed): the page caches the payload key for its life, as a browser does.
let keys: { key: PayloadPublicKey; privateKey: KeyObject } | null = null;
const payloadKeys = () => (keys ??= testKeyPair('test-key'));

export class FakeApi {
  readonly seen: SeenRequest[] = [];
  private readonly routes = new Map<string, Responder[]>();

  constructor() {
    this.on('GET', '/wps/session/publicKey', { value: payloadKeys().key });
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(input, init)) as unknown as typeof fetch;
  }

  /** Answers `method path`; several replies are used in turn and the last one kept. */
  on(method: string, path: string, ...replies: Responder[]): this {
    this.routes.set(`${method} ${path}`, replies);
    return this;
  }

  /** What the page sent to `method path`, oldest first. */
  requests(method: string, path: string): SeenRequest[] {
    return this.seen.filter((request) => request.method === method && request.path === path);
  }

  /** The body of the `index`th request to `method path`. */
  bodyOf(method: string, path: string, index = 0): unknown {
    return this.requests(method, path)[index]?.body;
  }

  private async handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const multipart = init?.body instanceof FormData ? init.body : null;
    const request = multipart ? null : new Request(input, init);
    const url = new URL(request ? request.url : String(input));
    const method = request?.method ?? init?.method ?? 'GET';
    const files: Record<string, File[]> = {};
    let body: unknown = null;
    let sealed = false;
    if (multipart) {
      const fields: Record<string, string> = {};
      multipart.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
        else (files[name] ??= []).push(value);
      });
      body = fields;
    } else if (request && method !== 'GET') {
      const text = await request.text();
      if (request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(text));
      else {
        const parsed = text ? (JSON.parse(text) as { sealed?: SealedBody }) : null;
        sealed = parsed?.sealed !== undefined;
        body = parsed?.sealed ? openWithNodeCrypto(parsed.sealed, payloadKeys().privateKey).payload : parsed;
      }
    }
    const headers = new Headers(request ? request.headers : (init?.headers as HeadersInit | undefined));
    const seen: SeenRequest = { method, path: url.pathname, query: url.searchParams, headers, body, sealed, files };
    this.seen.push(seen);
    const replies = this.routes.get(`${method} ${url.pathname}`);
    const responder = replies && replies.length > 1 ? replies.shift()! : replies?.[0];
    if (responder === never) return new Promise<Response>(() => undefined);
    const reply = typeof responder === 'function' ? responder(seen) : (responder ?? { status: 404, errorCode: 'test.unhandled', message: `${method} ${url.pathname}` });
    const failed = reply.errorCode !== undefined;
    const envelope = { success: !failed, value: reply.value ?? null, message: reply.message ?? (failed ? reply.errorCode : null), errorCode: reply.errorCode ?? null };
    return new Response(JSON.stringify(envelope), { status: reply.status ?? (failed ? 400 : 200), headers: { 'content-type': 'application/json' } });
  }
}
