import { ApiError, bus, clearSession, currentToken, i18n, merchantCode, sessionExpiredCode, translateError, type ApiResult } from '@khela/shared';

/** Uploads over a phone network take longer than the client's 20 s for small calls. */
const uploadTimeoutMs = 120_000;

interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  errorCode: string | null;
}

function failure<T>(code: string, status: number, serverMessage?: string | null): ApiResult<T> {
  return { ok: false, error: new ApiError(code, translateError(code, serverMessage), status) };
}

/**
 * Sends a multipart form (files) with the headers the shared client sends, answered as the shared
 * client answers: the shared `call` speaks JSON and url-encoded forms only. The browser sets the
 * multipart boundary itself, so no content-type is given. Not retried: an upload changes state.
 * (The payments' proofs POST; feedback PUTs, SPEC §7.)
 */
export async function sendMultipart<T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<ApiResult<T>> {
  const sentWith = currentToken();
  const headers: Record<string, string> = { Merchant: merchantCode(), Language: i18n.language === 'en' ? 'en' : 'bn' };
  if (sentWith) headers.Authorization = sentWith;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), uploadTimeoutMs);
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}${path}`, { method, headers, body: form, signal: controller.signal });
  } catch {
    return failure(controller.signal.aborted ? 'timeout' : 'network', 0);
  } finally {
    clearTimeout(timer);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    return failure(response.ok ? 'unknown' : 'network', response.status);
  }
  if (envelope.success && response.ok) return { ok: true, value: envelope.value as T };
  const code = envelope.errorCode ?? 'unknown';
  // As the shared client does: an ended session logs out and asks for a login, once per session.
  if (response.status === 401 && code === sessionExpiredCode && currentToken() === sentWith) {
    clearSession();
    bus.emit('session:logout', { reason: 'expired' });
    bus.emit('popup:open', { name: 'login' });
  }
  return failure(code, response.status, envelope.message);
}

export const postMultipart = <T>(path: string, form: FormData): Promise<ApiResult<T>> => sendMultipart<T>('POST', path, form);
