// GET /wps/session/publicKey; serverTime lets a phone with a wrong clock still pass the 5-minute check.
import type { ActedOnErrorCode, PayloadKeyAnswer } from '@khela/contracts';
// The client comes from the singleton by its package name, never by a relative path: this module
// is the `@khela/shared/sealed` entry, which another build may serve, and a relative import would
// bring a second client (and a second session store) without the member's token.
import { ApiError, call, translateError, type ApiResult } from '@khela/shared';
import { sealPayload, type PayloadPublicKey } from '../crypto/sealed-payload';

export const payloadKeyPath = '/wps/session/publicKey';


interface KnownKey {
  key: PayloadPublicKey;
  /** Server clock minus device clock, in milliseconds, as measured when the key was fetched. */
  clockOffset: number;
}

type KeyResult = ApiResult<KnownKey>;

/** One key for the page's life: fetched on the first sealed call, shared by calls in flight. */
let knownKey: Promise<KeyResult> | null = null;

function fetchKey(): Promise<KeyResult> {
  const pending = call<PayloadKeyAnswer>('get', payloadKeyPath).then((result): KeyResult => {
    if (!result.ok) return result;
    const { keyId, publicKey, serverTime } = result.value;
    return { ok: true, value: { key: { keyId, publicKey }, clockOffset: typeof serverTime === 'number' ? serverTime - Date.now() : 0 } };
  });
  knownKey = pending;
  // A failed fetch is not kept: the next sealed call asks again.
  void pending.then((result) => {
    if (!result.ok && knownKey === pending) knownKey = null;
  });
  return pending;
}

/** Refetches unless another call already replaced the key this one used. */
function refreshKey(used: Promise<KeyResult>): Promise<KeyResult> {
  return knownKey && knownKey !== used ? knownKey : fetchKey();
}

async function sendSealed<T>(method: 'post' | 'put', path: string, payload: unknown, known: KnownKey): Promise<ApiResult<T>> {
  let sealed;
  try {
    sealed = await sealPayload(payload, known.key, Date.now() + known.clockOffset);
  } catch {
    // No WebCrypto (a page not on https) or a key the browser cannot import.
    return { ok: false, error: new ApiError('unknown', translateError('unknown'), 0) };
  }
  return call<T>(method, path, { json: { sealed }, gateway: 'sealed' });
}

/**
 * Sends `payload` sealed to the server's public key (docs/identity.md, "Encrypted payloads").
 * A payload.invalid answer may mean the cached key is stale (the server started on a new key) or
 * the device clock moved: the key and clock offset are fetched again and the call tried once more.
 * Retrying is safe because the server changes nothing on payload.invalid.
 */
export async function callSealed<T>(method: 'post' | 'put', path: string, payload: unknown): Promise<ApiResult<T>> {
  const used = knownKey ?? fetchKey();
  const first = await used;
  if (!first.ok) return first;
  const result = await sendSealed<T>(method, path, payload, first.value);
  if (result.ok || result.error.code !== ('payload.invalid' satisfies ActedOnErrorCode)) return result;
  const fresh = await refreshKey(used);
  if (!fresh.ok) return result;
  return sendSealed<T>(method, path, payload, fresh.value);
}

/** Drops the cached key (tests; a fresh page starts without one anyway). */
export function forgetPayloadKey(): void {
  knownKey = null;
}
