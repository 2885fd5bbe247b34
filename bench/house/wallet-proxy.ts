/**
 * A timing proxy between the house and the api (the house's API_URL points here): forwards every
 * request unchanged on keep-alive connections and times each /vendor-wallet/v1/* call from the
 * moment its request reaches the proxy until its answer is written back, noting the round it was
 * for (the body's `roundId`). In a process of its own so it shares an event loop with neither the
 * house nor the load generator. run.ts collects the timings over IPC.
 *
 * Env: UPSTREAM_URL (the api).
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { ProxyMessage, ProxyRequest, TimedCall } from './protocol';

const WALLET_PATH = /^\/vendor-wallet\/v1\/([a-z]+)/;

function tell(message: ProxyMessage): void {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
}

/** The round a wallet call names, if any (authenticate and balance name none). */
function roundOf(raw: Buffer): string | null {
  try {
    const body = JSON.parse(raw.toString('utf8')) as { roundId?: unknown };
    return typeof body.roundId === 'string' ? body.roundId : null;
  } catch {
    return null;
  }
}

const upstream = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:8080');
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let calls: TimedCall[] = [];

const server = createServer((incoming, outgoing) => {
  const started = performance.now();
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const body = Buffer.concat(chunks);
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        outgoing.on('finish', () => {
          const wallet = WALLET_PATH.exec(incoming.url ?? '');
          if (wallet) calls.push([wallet[1]!, roundOf(body), performance.now() - started, answer.statusCode ?? 0]);
        });
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    forwarded.end(body);
  });
});
server.keepAliveTimeout = 60_000;

const stop = () => {
  server.close();
  server.closeAllConnections();
  agent.destroy();
  process.exit(0);
};
process.on('message', (message: ProxyRequest) => {
  if (message.kind === 'take') {
    tell({ kind: 'calls', calls });
    calls = [];
  } else if (message.kind === 'stop') stop();
});
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

server.listen(0, '127.0.0.1', () => tell({ kind: 'ready', port: (server.address() as AddressInfo).port }));
