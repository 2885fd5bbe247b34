import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../app';
import { canonicalString, hasValidSignature, signFields, withSignature } from '@khela/server-kit/gateway';

const SECRET = 'sandbox-test-secret';

interface Merchant {
  url: string;
  received: Array<Record<string, string>>;
  close(): Promise<void>;
}

/** A merchant's notify endpoint: answers each notification with the next of `answers` (the last repeats). */
async function merchant(answers: Array<{ status: number; body: unknown }> = [{ status: 200, body: { success: true } }], port = 0): Promise<Merchant> {
  const received: Array<Record<string, string>> = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(text) as Record<string, string>);
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls until `check` gives a value (bounded, so a broken flow fails instead of hanging). */
async function eventually<T>(check: () => T | null | undefined | false | Promise<T | null | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Reply {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** The gateway over HTTP, as merchants and payers reach it. */
interface Gateway {
  inject(request: { method: 'GET' | 'POST'; url: string; payload?: object | string; headers?: Record<string, string> }): Promise<Reply>;
}

let sandboxes: FastifyInstance[] = [];
async function gateway(pay: { retryDelaysMs?: number[]; orderTtlMs?: number; publicUrl?: string } = {}): Promise<Gateway> {
  const app = await buildSandbox({ pay: { secret: SECRET, retryDelaysMs: [10, 20, 40, 80], ...pay }, vendor: { secret: 'unused' }, siteOrigins: ['https://khela.example'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  sandboxes.push(app);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    async inject({ method, url, payload, headers = {} }) {
      const json = typeof payload === 'object';
      const response = await fetch(`${base}${url}`, {
        method,
        redirect: 'manual',
        headers: { ...(json ? { 'content-type': 'application/json' } : payload !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
        ...(payload === undefined ? {} : { body: json ? JSON.stringify(payload) : payload }),
      });
      return { statusCode: response.status, headers: Object.fromEntries(response.headers.entries()), body: await response.text() };
    },
  };
}
afterEach(async () => {
  await Promise.all(sandboxes.map((app) => app.close()));
  sandboxes = [];
});

let orders = 0;
/** A signed query string (the merchant's status call). */
const signedQuery = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(withSignature(fields, SECRET)).map(([k, v]): [string, string] => [k, String(v)])).toString();

function orderRequest(notifyUrl: string, fields: Record<string, string | number> = {}) {
  return withSignature(
    { merchantId: 'khela', orderNo: `D260101${String((orders += 1)).padStart(10, '0')}`, amount: '150000', currency: 'BDT', channel: 'BKASH', notifyUrl, returnUrl: 'https://khela.example/member/depositRecord', lang: 'en', timestamp: Date.now(), ...fields },
    SECRET,
  );
}

async function open(app: Gateway, body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/pay/orders', payload: body });
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, string> };
}

const pathOf = (payUrl: string) => new URL(payUrl).pathname;

describe('signature', () => {
  test('sorted name=value pairs without sign and empty values, HMAC-SHA256 hex', () => {
    expect(canonicalString({ b: '2', a: 1, sign: 'x', c: '', d: null, e: undefined })).toBe('a=1&b=2');
    // A fixed vector: the api's copy must produce the same (docs/payments.md).
    expect(signFields({ merchantId: 'khela', amount: '100', orderNo: 'D1' }, 'secret')).toBe('3613c4c0f37b46762a1ff117cac32f29fe06234e0537b3d42df64ef8d72e7ce5');
    const fields = withSignature({ a: '1', b: 'two' }, 'secret');
    expect(hasValidSignature(fields, 'secret')).toBe(true);
    expect(hasValidSignature({ ...fields, b: 'three' }, 'secret')).toBe(false);
    expect(hasValidSignature(fields, 'other')).toBe(false);
    expect(hasValidSignature({ a: '1', b: 'two', sign: 'zz' }, 'secret')).toBe(false);
  });
});

describe('opening an order', () => {
  test('a signed request gets a signed answer with the payer page; the same order number is the same order', async () => {
    const app = await gateway({ publicUrl: 'https://pay.sandbox.example/' });
    const request = orderRequest('http://127.0.0.1:1/notify');
    const first = await open(app, request);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 'SUCCESS', orderNo: request.orderNo, merchantId: 'khela' });
    expect(first.body.payUrl).toBe(`https://pay.sandbox.example/pay/checkout/${first.body.tradeNo}?lang=en`);
    expect(hasValidSignature(first.body, SECRET)).toBe(true);
    const again = await open(app, { ...request });
    expect(again.body.tradeNo).toBe(first.body.tradeNo);
    expect(await open(app, orderRequest('http://127.0.0.1:1/notify', { orderNo: request.orderNo, amount: '1' }))).toMatchObject({ status: 409 });
  });

  test('refuses a bad signature, missing fields, bad amounts and URLs, and stale requests', async () => {
    const app = await gateway();
    const good = orderRequest('http://127.0.0.1:1/notify');
    expect(await open(app, { ...good, amount: '1' })).toMatchObject({ status: 401, body: { code: 'FAIL' } });
    expect(await open(app, withSignature({ ...good, sign: undefined, channel: '' }, SECRET))).toMatchObject({ status: 400 });
    expect(await open(app, orderRequest('http://127.0.0.1:1/notify', { amount: '12.50' }))).toMatchObject({ status: 400 });
    expect(await open(app, orderRequest('javascript:alert(1)'))).toMatchObject({ status: 400 });
    expect(await open(app, orderRequest('http://127.0.0.1:1/notify', { timestamp: Date.now() - 10 * 60 * 1000 }))).toMatchObject({ status: 400 });
  });
});

describe("the payer's page", () => {
  test('shows the order in English or Bengali (lang), escaped, with confirm and cancel', async () => {
    const app = await gateway();
    const { body } = await open(app, orderRequest('http://127.0.0.1:1/notify', { merchantId: '<b>khela</b>', lang: 'bn' }));
    const bn = await app.inject({ method: 'GET', url: pathOf(body.payUrl!) });
    expect(bn.headers['content-type']).toContain('text/html');
    // Its one inline style runs by the answer's nonce; only the site may frame it; its forms end on the site.
    const csp = String(bn.headers['content-security-policy']);
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(bn.body).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain('frame-ancestors https://khela.example');
    expect(csp).toContain("form-action 'self' https://khela.example");
    expect(bn.headers['x-content-type-options']).toBe('nosniff');
    expect(bn.body).toContain('পেমেন্ট নিশ্চিত করুন');
    expect(bn.body).toContain('৳১,৫০০.০০');
    expect(bn.body).toContain('&lt;b&gt;khela&lt;/b&gt;');
    expect(bn.body).not.toContain('<b>khela</b>');
    const en = await app.inject({ method: 'GET', url: `${pathOf(body.payUrl!)}?lang=en` });
    expect(en.body).toContain('id="pay-confirm"');
    expect(en.body).toContain('id="pay-cancel"');
    expect(en.body).toContain('৳1,500.00');
    expect((await app.inject({ method: 'GET', url: '/pay/checkout/TNOPE' })).statusCode).toBe(404);
  });
});

describe('notifications', () => {
  test('confirm: back to the returnUrl, and a signed PAID notification the merchant acknowledges', async () => {
    const shop = await merchant();
    const app = await gateway();
    const request = orderRequest(shop.url);
    const { body } = await open(app, request);
    const confirmed = await app.inject({ method: 'POST', url: `${pathOf(body.payUrl!)}/confirm`, payload: 'lang=en', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`https://khela.example/member/depositRecord?orderNo=${request.orderNo}`);
    const [notification] = await eventually(() => shop.received.length > 0 && shop.received, 'the notification');
    expect(notification).toMatchObject({ merchantId: 'khela', orderNo: request.orderNo, tradeNo: body.tradeNo, amount: '150000', currency: 'BDT', status: 'PAID' });
    expect(hasValidSignature(notification!, SECRET)).toBe(true);
    // Decided once: a second confirm or a cancel shows the outcome instead.
    const cancel = await app.inject({ method: 'POST', url: `${pathOf(body.payUrl!)}/cancel` });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.body).toContain('data-status="PAID"');
    await shop.close();
  });

  test('retried with backoff until the merchant says success, then never again', async () => {
    const shop = await merchant([
      { status: 503, body: { success: false } },
      { status: 200, body: { success: false } },
      { status: 200, body: 'not json' },
      { status: 200, body: { success: true } },
    ]);
    const app = await gateway();
    const { body } = await open(app, orderRequest(shop.url));
    await app.inject({ method: 'POST', url: `${pathOf(body.payUrl!)}/cancel` });
    await eventually(() => shop.received.length >= 4, 'four deliveries');
    const state = await app.inject({ method: 'GET', url: `/pay/orders/${body.tradeNo}?${signedQuery({ merchantId: 'khela', tradeNo: body.tradeNo!, timestamp: Date.now() })}` });
    expect(JSON.parse(state.body)).toMatchObject({ status: 'CANCELLED', notified: 'yes', notifyAttempts: 4 });
    expect(shop.received.every((n) => n.status === 'CANCELLED')).toBe(true);
    // The schedule's remaining waits pass; nothing more is sent after the acknowledgement.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shop.received).toHaveLength(4);
    await shop.close();
  });

  test('survives the merchant being down: delivered once its server is back', async () => {
    const port = await freePort();
    const app = await gateway({ retryDelaysMs: [20, 40, 80, 160, 320, 640, 1280] });
    const { body } = await open(app, orderRequest(`http://127.0.0.1:${port}/notify`));
    await app.inject({ method: 'POST', url: `${pathOf(body.payUrl!)}/confirm` });
    const stateOf = async () => {
      const query = signedQuery({ merchantId: 'khela', tradeNo: body.tradeNo!, timestamp: Date.now() });
      return JSON.parse((await app.inject({ method: 'GET', url: `/pay/orders/${body.tradeNo}?${query}` })).body) as Record<string, unknown>;
    };
    const down = await eventually(async () => {
      const state = await stateOf();
      return Number(state.notifyAttempts) >= 2 && state;
    }, 'two failed attempts');
    expect(down).toMatchObject({ notified: 'no', status: 'PAID' });
    const shop = await merchant(undefined, port);
    await eventually(() => shop.received.length > 0, 'delivery after the merchant is back');
    expect(shop.received[0]).toMatchObject({ tradeNo: body.tradeNo, status: 'PAID' });
    await shop.close();
  });

  test('gives up after the last retry', async () => {
    const shop = await merchant([{ status: 500, body: {} }]);
    const app = await gateway({ retryDelaysMs: [5, 5] });
    const { body } = await open(app, orderRequest(shop.url));
    await app.inject({ method: 'POST', url: `${pathOf(body.payUrl!)}/confirm` });
    await eventually(() => shop.received.length >= 3, 'three tries');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shop.received).toHaveLength(3);
    await shop.close();
  });

  test('an order nobody pays expires as FAILED; the merchant can ask for its notification again', async () => {
    const shop = await merchant();
    const app = await gateway({ orderTtlMs: 30 });
    const { body } = await open(app, orderRequest(shop.url));
    await eventually(() => shop.received.length > 0, 'the expiry notification');
    expect(shop.received[0]).toMatchObject({ status: 'FAILED' });
    const resend = await app.inject({ method: 'POST', url: `/pay/orders/${body.tradeNo}/notify`, payload: withSignature({ merchantId: 'khela', tradeNo: body.tradeNo!, timestamp: Date.now() }, SECRET) });
    expect(JSON.parse(resend.body)).toMatchObject({ status: 'FAILED', notified: 'yes' });
    expect(shop.received).toHaveLength(2);
    const forged = await app.inject({ method: 'POST', url: `/pay/orders/${body.tradeNo}/notify`, payload: { merchantId: 'khela', tradeNo: body.tradeNo, sign: 'x' } });
    expect(forged.statusCode).toBe(401);
    const page = await app.inject({ method: 'GET', url: pathOf(body.payUrl!) });
    expect(page.body).toContain('data-status="FAILED"');
    expect(page.body).toContain('id="pay-back"');
    await shop.close();
  });
});
