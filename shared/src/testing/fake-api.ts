import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, type KeyPairKeyObjectResult } from 'node:crypto';

/**
 * Tests only: the api at the network level. It answers `fetch` by method and path with the api's
 * envelope, serves a payload key and opens sealed bodies with its private key, so a test goes
 * through the real api client and checks what the server would read, not a spy on a function.
 * Each package's fake (games, member, identity) adds its own routes and fixtures on top.
 */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | null;
  /** The parsed JSON or form body; a sealed body is opened to its payload. */
  body: unknown;
  sealed: boolean;
}

export interface Reply {
  status?: number;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

export type Responder = Reply | ((request: SeenRequest) => Reply);

interface SealedBody {
  keyId: string;
  wrappedKey: string;
  iv: string;
  ciphertext: string;
}

let keyPair: KeyPairKeyObjectResult | null = null;

/** One key pair per test file, made when a page first asks for it (the page caches it, as a browser does). */
function testKeyPair(): KeyPairKeyObjectResult {
  keyPair ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return keyPair;
}

function open(sealed: SealedBody): unknown {
  const aesKey = privateDecrypt({ key: testKeyPair().privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed.wrappedKey, 'base64'));
  const data = Buffer.from(sealed.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')) as { payload: unknown };
  return plain.payload;
}

function readBody(contentType: string | null, text: string): { body: unknown; sealed: boolean } {
  if (contentType?.includes('application/json') && text) {
    const parsed = JSON.parse(text) as { sealed?: SealedBody };
    return parsed.sealed ? { body: open(parsed.sealed), sealed: true } : { body: parsed, sealed: false };
  }
  if (contentType?.includes('application/x-www-form-urlencoded')) return { body: Object.fromEntries(new URLSearchParams(text)), sealed: false };
  return { body: text || null, sealed: false };
}

export class FakeApi {
  readonly seen: SeenRequest[] = [];
  private readonly routes = new Map<string, Responder[]>();

  constructor() {
    this.on('GET', '/wps/session/publicKey', () => ({
      value: { keyId: 'test-key', publicKey: testKeyPair().publicKey.export({ type: 'spki', format: 'der' }).toString('base64') },
    }));
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(new Request(input, init))) as unknown as typeof fetch;
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

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type');
    const text = request.method === 'GET' ? '' : await request.text();
    const seen: SeenRequest = { method: request.method, path: url.pathname, query: url.searchParams, contentType, ...readBody(contentType, text) };
    this.seen.push(seen);
    const replies = this.routes.get(`${request.method} ${url.pathname}`);
    const responder = replies && replies.length > 1 ? replies.shift()! : replies?.[0];
    const reply = typeof responder === 'function' ? responder(seen) : (responder ?? { status: 404, errorCode: 'test.unhandled', message: `${request.method} ${url.pathname}` });
    const failed = reply.errorCode !== undefined;
    const envelope = { success: !failed, value: reply.value ?? null, message: reply.message ?? (failed ? reply.errorCode : null), errorCode: reply.errorCode ?? null };
    return new Response(JSON.stringify(envelope), { status: reply.status ?? (failed ? 400 : 200), headers: { 'content-type': 'application/json' } });
  }
}
