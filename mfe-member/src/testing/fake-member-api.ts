import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { LoginRecord, MemberProfile, SessionEntry } from '@/lib/member-account';

/**
 * Tests only: the api at the network level. `fetch` is answered by method and path with the usual
 * envelope; the payload key is served and sealed bodies are opened with its private key, so a test
 * checks what the server would read, through the real api client.
 */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
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

// One key pair per test file: the page caches the payload key for its life, as a browser does.
const keyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = { keyId: 'test-key', publicKey: keyPair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };

function open(sealed: SealedBody): unknown {
  const aesKey = privateDecrypt({ key: keyPair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed.wrappedKey, 'base64'));
  const data = Buffer.from(sealed.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')) as { payload: unknown };
  return plain.payload;
}

export function memberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: '1007',
    account: 'rahim01',
    nickname: 'Rahim',
    type: 0,
    isAgent: false,
    isTrial: false,
    countryDialingCode: null,
    mobile: null,
    email: null,
    bankAccountName: null,
    hasPaymentPassword: false,
    totpEnabled: false,
    affiliateCode: 'AF1007',
    createdAt: '2024-03-09T20:15:00.000Z',
    passwordChangedAt: '2024-04-01T06:00:00.000Z',
    ...overrides,
  };
}

export const androidChrome = 'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export function sessionEntry(overrides: Partial<SessionEntry> = {}): SessionEntry {
  return {
    id: 'a1b2c3d4e5f6',
    current: true,
    ip: '103.4.145.2',
    userAgent: androidChrome,
    loginMethod: 'username',
    createdAt: '2024-05-01T02:00:00.000Z',
    lastSeenAt: '2024-05-01T03:30:00.000Z',
    ...overrides,
  };
}

export function loginRecord(overrides: Partial<LoginRecord> = {}): LoginRecord {
  return { at: '2024-05-01T00:30:00.000Z', ip: '103.4.145.2', userAgent: androidChrome, method: 'username', success: true, ...overrides };
}

export class FakeMemberApi {
  readonly seen: SeenRequest[] = [];
  private readonly routes = new Map<string, Responder[]>();

  constructor() {
    this.on('GET', '/wps/session/publicKey', { value: publicKey });
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(new Request(input, init))) as unknown as typeof fetch;
  }

  /** The page's three loads answered: the member, this one session, no logins. */
  withMember(profile: Partial<MemberProfile> = {}): this {
    return this.on('GET', '/wps/member/info', { value: memberProfile(profile) })
      .on('GET', '/wps/member/sessions', { value: [sessionEntry()] })
      .on('GET', '/wps/member/loginHistory', { value: { list: [], pageNo: 1, totalPages: 1 } });
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

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = null;
    let sealed = false;
    if (text) {
      const parsed = JSON.parse(text) as { sealed?: SealedBody };
      sealed = parsed.sealed !== undefined;
      body = parsed.sealed ? open(parsed.sealed) : parsed;
    }
    const seen: SeenRequest = { method: request.method, path: url.pathname, query: url.searchParams, body, sealed };
    this.seen.push(seen);
    const replies = this.routes.get(`${request.method} ${url.pathname}`);
    const responder = replies && replies.length > 1 ? replies.shift()! : replies?.[0];
    const reply = typeof responder === 'function' ? responder(seen) : (responder ?? { status: 404, errorCode: 'test.unhandled', message: `${request.method} ${url.pathname}` });
    const failed = reply.errorCode !== undefined;
    const envelope = { success: !failed, value: reply.value ?? null, message: reply.message ?? (failed ? reply.errorCode : null), errorCode: reply.errorCode ?? null };
    return new Response(JSON.stringify(envelope), { status: reply.status ?? (failed ? 400 : 200), headers: { 'content-type': 'application/json' } });
  }
}
