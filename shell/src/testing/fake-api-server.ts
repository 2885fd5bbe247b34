import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';

/**
 * Tests only: the api at the network level. It answers `fetch` by method and path with the usual
 * envelope, serves a payload key and opens sealed bodies with its private key, so a test checks the
 * payload the server would read, not a spy on an internal function.
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

type Responder = Reply | ((request: SeenRequest) => Reply);

interface SealedBody {
  keyId: string;
  wrappedKey: string;
  iv: string;
  ciphertext: string;
}

function open(sealed: SealedBody, privateKey: KeyObject): { payload: unknown } {
  const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed.wrappedKey, 'base64'));
  const data = Buffer.from(sealed.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8'));
}

// One key pair for a test file: the page caches the payload key for its life, as a browser does.
const keyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = { keyId: 'test-key', publicKey: keyPair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };

export class FakeApiServer {
  readonly seen: SeenRequest[] = [];
  private readonly routes = new Map<string, Responder[]>();

  constructor() {
    this.on('GET', '/wps/session/publicKey', { value: publicKey });
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(new Request(input, init))) as unknown as typeof fetch;
  }

  /** Answers `method path` with `reply`; several replies for one route are used in turn, the last one kept. */
  on(method: string, path: string, ...replies: Responder[]): this {
    this.routes.set(`${method} ${path}`, replies);
    return this;
  }

  /** What the page sent to `method path`, oldest first. */
  requests(method: string, path: string): SeenRequest[] {
    return this.seen.filter((request) => request.method === method && request.path === path);
  }

  bodyOf(method: string, path: string, index = 0): unknown {
    return this.requests(method, path)[index]?.body;
  }

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type');
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = text;
    let sealed = false;
    if (contentType?.includes('application/json') && text) {
      const parsed = JSON.parse(text) as { sealed?: SealedBody };
      sealed = parsed.sealed !== undefined;
      body = parsed.sealed ? open(parsed.sealed, keyPair.privateKey).payload : parsed;
    } else if (contentType?.includes('application/x-www-form-urlencoded')) {
      body = Object.fromEntries(new URLSearchParams(text));
    }
    const seen: SeenRequest = { method: request.method, path: url.pathname, query: url.searchParams, contentType, body, sealed };
    this.seen.push(seen);
    const replies = this.routes.get(`${request.method} ${url.pathname}`);
    const responder = replies && replies.length > 1 ? replies.shift()! : replies?.[0];
    const reply = typeof responder === 'function' ? responder(seen) : (responder ?? { status: 404, errorCode: 'test.unhandled', message: `${request.method} ${url.pathname}` });
    const failed = reply.errorCode !== undefined;
    const envelope = { success: !failed, value: reply.value ?? null, message: reply.message ?? (failed ? reply.errorCode : null), errorCode: reply.errorCode ?? null };
    return new Response(JSON.stringify(envelope), { status: reply.status ?? (failed ? 400 : 200), headers: { 'content-type': 'application/json' } });
  }
}

/** A login answer as the api gives it. */
export function loginAnswer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { token: 'tok-1', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, userName: 'rahim', nickname: 'Rahim', type: 0, ...overrides };
}

export function memberInfo(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 'M1001', account: 'rahim', nickname: 'Rahim', type: 0, ...overrides };
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
