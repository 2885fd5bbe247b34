import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isOk, SeamlessWalletClient } from './seamless-wallet-client';
import { isSignedBy } from './signature';

const SECRET = 'kit-secret';

interface Received {
  path: string;
  vendorCode: string;
  signed: boolean;
  body: unknown;
}

/** A stand-in for the api's wallet routes: answers from a script, one entry a call. */
class ScriptedApi {
  readonly received: Received[] = [];
  script: { status: number; body: string; delayMs?: number }[] = [];
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      const raw = await read(request);
      this.received.push({
        path: request.url ?? '',
        vendorCode: String(request.headers['x-vendor-code']),
        signed: isSignedBy(SECRET, request.headers['x-timestamp'] as string, raw, request.headers['x-signature'] as string),
        body: JSON.parse(raw),
      });
      const next = this.script.shift() ?? { status: 200, body: '{"status":"OK"}' };
      if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
      response.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}

async function read(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let api: ScriptedApi;
let client: SeamlessWalletClient;

beforeEach(async () => {
  api = new ScriptedApi();
  client = new SeamlessWalletClient({ apiUrl: await api.start(), secret: SECRET, timeoutMs: 300 });
});
afterEach(() => api.stop());

describe('the seamless wallet client', () => {
  it('posts the body to /vendor-wallet/v1/{action}, signed as the vendor, and reads the answer', async () => {
    api.script = [{ status: 200, body: '{"status":"OK","balance":1234.5}' }];
    const reply = await client.call('KSLOT', 'bet', { playerId: 'p1', amount: 10 });
    expect(reply).toEqual({ heard: true, httpStatus: 200, answer: { status: 'OK', balance: 1234.5 } });
    expect(isOk(reply)).toBe(true);
    expect(api.received).toEqual([{ path: '/vendor-wallet/v1/bet', vendorCode: 'KSLOT', signed: true, body: { playerId: 'p1', amount: 10 } }]);
  });

  it('counts a 400 or 401 refusal as heard, and not OK', async () => {
    api.script = [
      { status: 400, body: '{"status":"INSUFFICIENT_BALANCE"}' },
      { status: 401, body: '{"status":"INVALID_SIGNATURE"}' },
    ];
    const refused = await client.call('HOUSE', 'bet', {});
    expect(refused).toEqual({ heard: true, httpStatus: 400, answer: { status: 'INSUFFICIENT_BALANCE' } });
    expect(isOk(refused)).toBe(false);
    expect(await client.call('HOUSE', 'bet', {})).toMatchObject({ heard: true, httpStatus: 401 });
  });

  it('leaves the fate unknown on a 5xx, an unreadable answer, a time-out or no server', async () => {
    api.script = [
      { status: 500, body: '{"status":"INTERNAL_ERROR"}' },
      { status: 200, body: 'not json' },
      { status: 200, body: '{"status":"OK"}', delayMs: 600 },
    ];
    expect(await client.call('HOUSE', 'win', {})).toEqual({ heard: false, problem: 'HTTP 500' });
    expect(await client.call('HOUSE', 'win', {})).toEqual({ heard: false, problem: 'HTTP 200' });
    expect(await client.call('HOUSE', 'win', {})).toMatchObject({ heard: false });
    const nobody = new SeamlessWalletClient({ apiUrl: 'http://127.0.0.1:1', secret: SECRET, timeoutMs: 300 });
    expect(await nobody.call('HOUSE', 'win', {})).toMatchObject({ heard: false });
  });

  it('sends the same call again until heard, then stops', async () => {
    api.script = [
      { status: 502, body: '' },
      { status: 503, body: '' },
      { status: 200, body: '{"status":"OK"}' },
    ];
    const reply = await client.callUntilHeard('HOUSE', 'win', { transactionId: 'r1:win' }, [5, 5, 5, 5]);
    expect(isOk(reply)).toBe(true);
    expect(api.received.map((r) => r.body)).toEqual([{ transactionId: 'r1:win' }, { transactionId: 'r1:win' }, { transactionId: 'r1:win' }]);
  });

  it('gives up unheard after its last delay', async () => {
    api.script = [1, 2, 3].map(() => ({ status: 500, body: '' }));
    expect(await client.callUntilHeard('HOUSE', 'rollback', {}, [5, 5])).toEqual({ heard: false, problem: 'HTTP 500' });
    expect(api.received).toHaveLength(3);
  });

  it('forVendor binds one vendor code', async () => {
    const house = client.forVendor('HOUSE');
    expect(house.vendorCode).toBe('HOUSE');
    await house.call('balance', { playerId: 'p' });
    await house.callUntilHeard('authenticate', { launchToken: 't' }, []);
    expect(api.received.map((r) => [r.path, r.vendorCode, r.signed])).toEqual([
      ['/vendor-wallet/v1/balance', 'HOUSE', true],
      ['/vendor-wallet/v1/authenticate', 'HOUSE', true],
    ]);
  });
});
