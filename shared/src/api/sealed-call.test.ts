import { openWithNodeCrypto, testKeyPair } from '../crypto/open-sealed-for-tests';
import type { SealedEnvelope } from '../crypto/sealed-payload';
import { callSealed, forgetPayloadKey } from '../sealed';

const first = testKeyPair('first');
const second = testKeyPair('second');

function envelopeResponse(status: number, value: unknown, errorCode: string | null = null): Response {
  const body = { success: errorCode === null, value, message: errorCode ? 'server words' : null, errorCode };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Sent {
  method: string;
  url: string;
  body: string;
  encryption: string | null;
  gatewayVersion: string | null;
}

/** Answers fetch with `responses` in order and keeps what each request sent. */
function serve(...responses: Response[]): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (request: Request) => {
    sent.push({
      method: request.method,
      url: request.url,
      body: await request.text(),
      encryption: request.headers.get('Encryption'),
      gatewayVersion: request.headers.get('X-Gateway-Version'),
    });
    const next = responses.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  }) as unknown as typeof fetch;
  return sent;
}

const sealedBody = (sent: Sent) => (JSON.parse(sent.body) as SealedEnvelope).sealed;

describe('callSealed', () => {
  beforeEach(() => forgetPayloadKey());

  it('fetches the key once, then sends { sealed } the server can open', async () => {
    const sent = serve(envelopeResponse(200, first.key), envelopeResponse(200, { token: 't1' }), envelopeResponse(200, null));
    expect(await callSealed('post', '/wps/session/login', { username: 'rahim' })).toEqual({ ok: true, value: { token: 't1' } });
    expect(await callSealed('put', '/wps/member/paymentPassword', { newPaymentPassword: '123456' })).toEqual({ ok: true, value: null });

    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET http://localhost/wps/session/publicKey',
      'POST http://localhost/wps/session/login',
      'PUT http://localhost/wps/member/paymentPassword',
    ]);
    const sealed = sealedBody(sent[1]!);
    expect(sealed.keyId).toBe('first');
    expect(openWithNodeCrypto(sealed, first.privateKey).payload).toEqual({ username: 'rahim' });
    // The gateway is told the body is sealed; the key fetch has no body to describe.
    expect(sent.map((s) => [s.gatewayVersion, s.encryption])).toEqual([[null, null], ['3', 'sealed'], ['3', 'sealed']]);
  });

  it('timestamps on the server clock when the key answer carries serverTime', async () => {
    const serverTime = Date.now() + 60 * 60 * 1000; // the phone is an hour behind
    const sent = serve(envelopeResponse(200, { ...first.key, serverTime }), envelopeResponse(200, null));
    await callSealed('post', '/wps/session/login', {});
    const { timestamp } = openWithNodeCrypto(sealedBody(sent[1]!), first.privateKey);
    expect(Math.abs(timestamp - serverTime)).toBeLessThan(5000);
  });

  it('after payload.invalid refetches the key once and retries with the new one', async () => {
    const sent = serve(
      envelopeResponse(200, first.key),
      envelopeResponse(400, null, 'payload.invalid'),
      envelopeResponse(200, second.key),
      envelopeResponse(200, { token: 't2' }),
    );
    expect(await callSealed('post', '/wps/session/login', { username: 'rahim' })).toEqual({ ok: true, value: { token: 't2' } });
    expect(sent[2]!.url).toBe('http://localhost/wps/session/publicKey');
    const retried = sealedBody(sent[3]!);
    expect(retried.keyId).toBe('second');
    expect(openWithNodeCrypto(retried, second.privateKey).payload).toEqual({ username: 'rahim' });
  });

  it('retries only once: a second payload.invalid is the answer', async () => {
    const sent = serve(
      envelopeResponse(200, first.key),
      envelopeResponse(400, null, 'payload.invalid'),
      envelopeResponse(200, first.key),
      envelopeResponse(400, null, 'payload.invalid'),
    );
    const result = await callSealed('post', '/wps/session/login', {});
    expect(!result.ok && [result.error.code, result.error.status]).toEqual(['payload.invalid', 400]);
    expect(sent).toHaveLength(4);
  });

  it('does not retry other failures', async () => {
    const sent = serve(envelopeResponse(200, first.key), envelopeResponse(400, null, 'login.failed'));
    const result = await callSealed('post', '/wps/session/login', {});
    expect(!result.ok && result.error.code).toBe('login.failed');
    expect(sent).toHaveLength(2);
  });

  it('a failed key fetch is the answer and is not cached', async () => {
    const sent = serve(envelopeResponse(500, null, 'server.error'), envelopeResponse(200, first.key), envelopeResponse(200, null));
    const failed = await callSealed('post', '/wps/session/login', {});
    expect(!failed.ok && failed.error.code).toBe('server.error');
    expect(await callSealed('post', '/wps/session/login', {})).toEqual({ ok: true, value: null });
    expect(sent.map(({ method }) => method)).toEqual(['GET', 'GET', 'POST']);
  });
});
