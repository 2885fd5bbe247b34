import type { ActedOnErrorCode } from '@khela/contracts';
import { GATEWAY_VERSION, type Encryption } from '@khela/contracts/enums';
import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { bus } from '../bus/event-bus';
import { i18n } from '../i18n/i18n';
import { merchantCode } from '../session/merchant';
import { clearSession, currentToken } from '../session/session';
import { isChangePawAtom } from '../store/session-atoms';
import { store } from '../store/store';
import { ApiError, type ApiResult } from './api-error';
import { peekStartAnswer, startAnswerKey, takeStartAnswer } from './start-answers';
import type { Envelope } from './wire';

export const sessionExpiredCode = 'login.not.session' satisfies ActedOnErrorCode;
/** The session must change its password before anything else (docs/identity.md): the forced popup opens. */
export const passwordChangeRequiredCode = 'password.change.required' satisfies ActedOnErrorCode;

/** The Language header of every call: the page's language. */
function languageHeader(): 'en' | 'bn' {
  return i18n.language === 'en' ? 'en' : 'bn';
}

/** Same origin as the page: the api serves the site, so no CORS and one URL. */
function baseUrl(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : `${window.location.origin}/`;
}

/** Uploads (a chat image) get minutes, not the 20 s of a small call. */
const uploadTimeoutMs = 120_000;

const http = ky.create({
  timeout: 20_000,
  retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 502, 503, 504] },
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('Merchant', merchantCode());
        request.headers.set('Language', languageHeader());
        const token = currentToken();
        if (token) request.headers.set('Authorization', token);
      },
    ],
  },
});

/** A client-side error key (network, timeout) or the server's code, in the reader's language. */
export function translateError(code: string, serverMessage?: string | null): string {
  // Server codes are dotted (login.not.session); catalogue keys use '_' since '.' nests in i18next.
  const key = `common:errors.${code.replace(/\./g, '_')}`;
  if (i18n.exists(key)) return i18n.t(key);
  return serverMessage || i18n.t('common:errors.unknown');
}

export interface CallOptions {
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  /** A form body (application/x-www-form-urlencoded), for the calls SPEC §7 names as form posts. */
  form?: Record<string, string>;
  /** A file sent as the body itself (a chat image), as application/octet-stream: the server reads its type from its bytes. */
  file?: Blob;
  signal?: AbortSignal;
  /**
   * The relay gateway's headers (SPEC §7 freePlay; docs/spec-sweep.md "Headers on calls"):
   * `X-Gateway-Version: 3` and `Encryption` saying how this body travels.
   */
  gateway?: Encryption;
}

/** The headers of a call through the relay gateway. */
export function gatewayHeaders(encryption: Encryption): Record<string, string> {
  return { 'X-Gateway-Version': GATEWAY_VERSION, Encryption: encryption };
}

function cleanParams(params: CallOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, v]) => v !== undefined) as Array<[string, string | number | boolean]>;
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/** Calls the api and turns the `{ success, value, message, errorCode }` envelope into a typed result. */
export async function call<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const kyOptions: Options = { method, prefixUrl: baseUrl(), signal: options.signal };
  const searchParams = cleanParams(options.searchParams);
  // A start-up answer index.html carries (start-answers.ts): no round trip for it.
  if (method === 'get' && !options.gateway) {
    const inlined = takeStartAnswer(startAnswerKey(path, searchParams), merchantCode(), languageHeader());
    if (inlined) return { ok: true, value: inlined.value as T };
  }
  if (searchParams) kyOptions.searchParams = searchParams;
  if (options.json !== undefined) kyOptions.json = options.json;
  else if (options.form) {
    // A string body with its type said outright: every fetch sends it the same way.
    kyOptions.body = new URLSearchParams(options.form).toString();
    kyOptions.headers = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  } else if (options.file) {
    kyOptions.body = options.file;
    kyOptions.headers = { 'content-type': 'application/octet-stream' };
    // A 5 MB image over a slow phone network takes longer than the 20 s a small call gets.
    kyOptions.timeout = uploadTimeoutMs;
  }
  if (options.gateway) kyOptions.headers = { ...(kyOptions.headers as Record<string, string> | undefined), ...gatewayHeaders(options.gateway) };
  // The session this call speaks for: an answer to an older one must not end the current session.
  const sentWith = currentToken();
  let response: Response;
  try {
    response = await http(path.replace(/^\//, ''), kyOptions);
  } catch (error) {
    if (error instanceof TimeoutError) return fail('timeout', 0);
    if (error instanceof HTTPError) return fail('unknown', error.response.status);
    if (error instanceof DOMException && error.name === 'AbortError') return fail('aborted', 0);
    return fail('network', 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    return fail(response.ok ? 'unknown' : 'network', response.status);
  }
  if (envelope.success && response.ok) return { ok: true, value: envelope.value as T };
  const code = envelope.errorCode ?? 'unknown';
  if (response.status === 401 && code === sessionExpiredCode && currentToken() === sentWith) {
    clearSession();
    bus.emit('session:logout', { reason: 'expired' });
    bus.emit('popup:open', { name: 'login' });
  }
  // Once: a login that forced the change has opened the popup already (with the password just typed).
  if (response.status === 403 && code === passwordChangeRequiredCode && currentToken() === sentWith && !store.get(isChangePawAtom)) {
    store.set(isChangePawAtom, true);
    bus.emit('popup:open', { name: 'changePassword', props: { forced: true } });
  }
  return fail(code, response.status, envelope.message, envelope.value);
}

function fail<T>(code: string, status: number, serverMessage?: string | null, value: unknown = null): ApiResult<T> {
  return { ok: false, error: new ApiError(code, translateError(code, serverMessage), status, value ?? null) };
}

/** A file the api sends (a report's CSV): its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * GETs a file with the session's headers, as `call` does. A refusal still comes as the envelope
 * (JSON), so it turns into the same translated error; nothing is retried past ky's own retries.
 */
export async function download(path: string, options: Pick<CallOptions, 'searchParams' | 'signal'> = {}): Promise<ApiResult<DownloadedFile>> {
  let response: Response;
  try {
    response = await http(path.replace(/^\//, ''), { method: 'get', prefixUrl: baseUrl(), signal: options.signal, searchParams: cleanParams(options.searchParams) });
  } catch (error) {
    if (error instanceof TimeoutError) return fail('timeout', 0);
    if (error instanceof DOMException && error.name === 'AbortError') return fail('aborted', 0);
    return fail('network', 0);
  }
  if (response.ok && !response.headers.get('content-type')?.includes('application/json')) {
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { ok: true, value: { blob: await response.blob(), fileName } };
  }
  try {
    const envelope = (await response.json()) as Envelope<unknown>;
    const code = envelope.errorCode ?? 'unknown';
    return fail(code, response.status, envelope.message, envelope.value);
  } catch {
    return fail('unknown', response.status);
  }
}

/**
 * The start-up answer index.html carries for a GET, as `call` would use it (same brand and
 * language), at once rather than as a promise: a query's initial data, so a component shows it in
 * its first render instead of one render and layout later (issue 19: the home's first tiles).
 * `take` uses it up as `call` does; `peek` only says whether it is there.
 */
export function inlinedAnswer<T>(path: string, options: Pick<CallOptions, 'searchParams'>, use: 'take' | 'peek'): T | null {
  const key = startAnswerKey(path, cleanParams(options.searchParams));
  const answer = (use === 'take' ? takeStartAnswer : peekStartAnswer)(key, merchantCode(), languageHeader());
  return answer ? (answer.value as T) : null;
}

export const api = {
  get: <T>(path: string, options?: CallOptions) => call<T>('get', path, options),
  post: <T>(path: string, options?: CallOptions) => call<T>('post', path, options),
  put: <T>(path: string, options?: CallOptions) => call<T>('put', path, options),
  delete: <T>(path: string, options?: CallOptions) => call<T>('delete', path, options),
};
